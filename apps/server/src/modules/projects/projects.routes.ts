import {
  ZAreaBody,
  ZBoxReadyBody,
  ZCraftsmanFileModeBody,
  ZDocumentCategoriesResponse,
  ZFrozenBody,
  ZHistoryQuery,
  ZHistoryResponse,
  ZPreconstructionStepBody,
  ZPreconstructionStepParam,
  ZProgressResponse,
  ZProjectHeaderResponse,
  ZProjectIdAliasParam,
  ZProjectIdParam,
  ZProjectOkResponse,
  ZPutOnHoldBody,
  ZQualificationBody,
  ZQuotationArchivesResponse,
  ZSetStateBody,
  ZShareByMailBody,
  ZSheetInformations,
  ZSheetInformationsResponse,
  ZUnderTestBody,
  ZWaitingBody,
  ZWorkingDamageBody,
} from '@batir/shared/projects';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { FileService } from '../files/files.service';
import { projectFor } from './project-access';
import * as service from './projects.service';

export type ProjectsRoutesOptions = { db: Database; files: FileService; publicUrl: string };

const tags = ['Projets'];
/** Changes: staff, then projectFor({ write: true }) (grid operators read only, salespeople their own projects). */
const staff = { access: STAFF_ROLES };
/** Reads a customer may make on their own project (projectFor({ write: false }) checks the household). */
const staffOrCustomer = { access: [...STAFF_ROLES, 'customer' as const] };
/** Resets undo work of several people: administrators only. */
const adminOnly = { access: ['admin' as const] };
const ok = { 200: ZProjectOkResponse };

/**
 * The core of a customer project (spec 2 §4 and §7.2 Project/Preconstruction; spec 3 §4, §5, §7 Projects):
 * the header of the customer screens, the progress gauge, the switch to construction, every project
 * operation (each one transaction with its history line and audit row), the sheet informations and the
 * history timeline. `{id}` and `{project}` are both the project id (the spec names it both ways).
 * `POST /api/project/{project}/resetPassword` lives in modules/customer-portal (the shell's reset link).
 */
export const projectsRoutes: FastifyPluginAsyncZod<ProjectsRoutesOptions> = async (app, { db }) => {
  const who = (request: FastifyRequest) => ({
    db,
    caller: principalOf(request),
    context: requestContext(request),
  });

  app.get(
    '/project/:project/preconstruction',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: "En-tête du projet : client, commercial, états et jauge d'avancement",
        params: ZProjectIdParam,
        response: { 200: ZProjectHeaderResponse },
      },
    },
    async (request) => service.getHeader({ ...who(request), projectId: request.params.project }),
  );

  app.get(
    '/summary/project/:id/progress',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: "Jauge d'avancement : 5 jalons et passage en construction possible ou non",
        params: ZProjectIdAliasParam,
        response: { 200: ZProgressResponse },
      },
    },
    async (request) => service.getProgress({ ...who(request), projectId: request.params.id }),
  );

  app.get(
    '/project/:project/history',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Historique du projet (le plus récent en premier, paginé)',
        params: ZProjectIdParam,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse },
      },
    },
    async (request) =>
      service.getHistory({ ...who(request), projectId: request.params.project, ...request.query }),
  );

  app.get(
    '/project/:project/sheet/informations',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Informations du projet (nom, surface, dommages-ouvrage, notes, état)',
        params: ZProjectIdParam,
        response: { 200: ZSheetInformationsResponse },
      },
    },
    async (request) => service.getInformations({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/sheet/informations',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Enregistre les informations du projet',
        params: ZProjectIdParam,
        body: ZSheetInformations,
        response: { 200: ZSheetInformationsResponse },
      },
    },
    async (request) =>
      service.putInformations({ ...who(request), projectId: request.params.project, body: request.body }),
  );

  app.get(
    '/project/documents/category',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Catégories des documents du projet',
        response: { 200: ZDocumentCategoriesResponse },
      },
    },
    async () => service.documentCategories(),
  );

  app.get(
    '/project/:project/quotation/archives',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Devis archivés du projet',
        params: ZProjectIdParam,
        response: { 200: ZQuotationArchivesResponse },
      },
    },
    async (request) => {
      await projectFor({ db, caller: principalOf(request), projectId: request.params.project, write: false });
      // The quotation tables arrive with the quotation area: until then a project has no archived quotation.
      return { error: 0 as const, list: [] };
    },
  );

  app.put(
    '/project/:project/switchToConstruction',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Passe le projet en construction (dossier complet exigé)',
        params: ZProjectIdParam,
        response: ok,
      },
    },
    async (request) => service.switchToConstruction({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:id/setState',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change l'état du projet (en cours, terminé, abandonné, en litige)",
        params: ZProjectIdAliasParam,
        body: ZSetStateBody,
        response: ok,
      },
    },
    async (request) => service.setState({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  app.put(
    '/project/:id/waiting',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Met le projet en attente ou l’en sort',
        params: ZProjectIdAliasParam,
        body: ZWaitingBody,
        response: ok,
      },
    },
    async (request) => service.setWaiting({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  // Spec 3 names it /project/{id}/boxReady and /project/{project}/boxReady: one route.
  app.put(
    '/project/:id/boxReady',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Box prête ou non',
        params: ZProjectIdAliasParam,
        body: ZBoxReadyBody,
        response: ok,
      },
    },
    async (request) =>
      service.setBoxReady({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  app.put(
    '/project/:project/workingDamage',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Assurance dommages-ouvrage souscrite (1) ou non (0)',
        params: ZProjectIdParam,
        body: ZWorkingDamageBody,
        response: ok,
      },
    },
    async (request) =>
      service.setWorkingDamage({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/frozen',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Fige ou défige le projet (jalon de la jauge)',
        params: ZProjectIdParam,
        body: ZFrozenBody,
        response: ok,
      },
    },
    async (request) =>
      service.setFrozen({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/putOnHold',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Met le projet en pause (raison obligatoire)',
        params: ZProjectIdParam,
        body: ZPutOnHoldBody,
        response: ok,
      },
    },
    async (request) =>
      service.putOnHold({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/cancelOnHold',
    {
      config: staff,
      schema: { tags, summary: 'Lève la pause du projet', params: ZProjectIdParam, response: ok },
    },
    async (request) => service.cancelOnHold({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/underTest',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Projet de test ou non',
        params: ZProjectIdParam,
        body: ZUnderTestBody,
        response: ok,
      },
    },
    async (request) =>
      service.setUnderTest({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/reset/preconstruction',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Réinitialise le suivi de pré-construction (administrateurs)',
        params: ZProjectIdParam,
        response: ok,
      },
    },
    async (request) => service.resetPreconstruction({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/reset/construction',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Ramène le projet en pré-construction (administrateurs)',
        params: ZProjectIdParam,
        response: ok,
      },
    },
    async (request) => service.resetConstruction({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/activate',
    {
      config: staff,
      schema: { tags, summary: 'Réactive un projet archivé', params: ZProjectIdParam, response: ok },
    },
    async (request) => service.activateProject({ ...who(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/area',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Surface habitable du projet (m²)',
        params: ZProjectIdParam,
        body: ZAreaBody,
        response: ok,
      },
    },
    async (request) =>
      service.setArea({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/qualification',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Qualification du projet (froid, tiède, chaud)',
        params: ZProjectIdParam,
        body: ZQualificationBody,
        response: ok,
      },
    },
    async (request) =>
      service.setQualification({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  app.put(
    '/project/:project/set/craftsmanFileMode',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mode du dossier des artisans : 0 numérique, 1 papier',
        params: ZProjectIdParam,
        body: ZCraftsmanFileModeBody,
        response: ok,
      },
    },
    async (request) =>
      service.setCraftsmanFileMode({
        ...who(request),
        projectId: request.params.project,
        mode: Number(request.body.mode) === 1 ? 1 : 0,
      }),
  );

  app.put(
    '/preconstruction/step/:step',
    {
      config: staff,
      schema: {
        tags,
        summary: "Étape de pré-construction montrée dans l'espace client (1 à 5)",
        params: ZPreconstructionStepParam,
        body: ZPreconstructionStepBody,
        response: ok,
      },
    },
    async (request) =>
      service.setPreconstructionStep({
        ...who(request),
        projectId: request.body.project,
        step: request.params.step,
      }),
  );

  app.post(
    '/project/:project/congratulations',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Envoie au client les félicitations (permis accordé, une seule fois)',
        params: ZProjectIdParam,
        response: ok,
      },
    },
    async (request) => service.sendCongratulations({ ...who(request), projectId: request.params.project }),
  );

  app.post(
    '/project/:project/shareByMail',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Partage le résumé du projet par e-mail',
        params: ZProjectIdParam,
        body: ZShareByMailBody,
        response: ok,
      },
    },
    async (request) =>
      service.shareByMail({ ...who(request), projectId: request.params.project, ...request.body }),
  );
};
