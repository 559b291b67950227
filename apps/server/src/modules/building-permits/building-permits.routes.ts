import {
  ZBpAddendumBody,
  ZBpAdditionalDocumentBody,
  ZBpAlertBody,
  ZBpCommentBody,
  ZBpConfirmReceiptBody,
  ZBpConvertBody,
  ZBpDashboardResponse,
  ZBpDepositBody,
  ZBpEditBody,
  ZBpFilesResponse,
  ZBpFilesStateBody,
  ZBpGlobalRefusalBody,
  ZBpIdBody,
  ZBpIssueDateBody,
  ZBpMailToAbmBody,
  ZBpModificationParams,
  ZBpModificationStatusBody,
  ZBpOkResponse,
  ZBpProjectParam,
  ZBpRaiseBody,
  ZBpRefusalBody,
  ZBpSendBody,
  ZBpToggleShowBody,
  ZBpToggleShowResponse,
  ZBuildingPermitResponse,
} from '@batir/shared/building-permits';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { Realtime } from '../../plugins/realtime';
import type { FileService } from '../files/files.service';
import * as service from './building-permits.service';

export type BuildingPermitsRoutesOptions = {
  db: Database;
  files: FileService;
  publicUrl: string;
  /** Live alerts of the notifications written by a raise to the salesman or a modification alert. */
  realtime?: Realtime;
};

const tags = ['Permis de construire'];
/** Staff; which projects: projectFor (admins and technical all, salesmen theirs, grid operators read only). */
const staff = { access: STAFF_ROLES };
/** Reads a customer may make on their own project (projectFor write:false); craftsmen 403. */
const staffOrCustomer = { access: [...STAFF_ROLES, 'customer' as const] };

/**
 * The building permit (spec 2 §7.2 "Building permit" and "Project"; spec 3 §7 "Building permit", the permit
 * lines of "Projects"). `{project}` is the project id everywhere (the spec's `{id}` of confirmReceipt and
 * sendRaiseToSalesman too). Every change runs in one transaction with the project's permit row locked,
 * refreshes projects.bp_tile, and writes the project history and the audit log.
 */
export const buildingPermitsRoutes: FastifyPluginAsyncZod<BuildingPermitsRoutesOptions> = async (
  app,
  { db, files, realtime },
) => {
  const ok = { 200: ZBpOkResponse };

  app.get(
    '/buildingPermit',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Tableau de bord des permis : les dix listes',
        response: { 200: ZBpDashboardResponse },
      },
    },
    async (request) => service.dashboard(db, principalOf(request)),
  );

  // Dashboard actions (PUT) -------------------------------------------------------------------------

  const opts = (request: { params: { project: number } } & Parameters<typeof principalOf>[0]) => ({
    db,
    caller: principalOf(request),
    projectId: request.params.project,
    context: requestContext(request),
    realtime,
  });

  app.put(
    '/buildingPermit/:project/confirmReceipt',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Confirme la réception (récépissé de dépôt, ou une pièce complémentaire)',
        params: ZBpProjectParam,
        body: ZBpConfirmReceiptBody,
        response: ok,
      },
    },
    async (request) => service.confirmReceipt({ ...opts(request), body: request.body ?? {} }),
  );

  app.put(
    '/buildingPermit/:project/convertToBPModification',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Convertit une pièce complémentaire ou le refus en modificatif',
        params: ZBpProjectParam,
        body: ZBpConvertBody,
        response: ok,
      },
    },
    async (request) => service.convertToModification({ ...opts(request), body: request.body ?? {} }),
  );

  app.put(
    '/buildingPermit/:project/sendBPModificationComment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Commente un modificatif',
        params: ZBpProjectParam,
        body: ZBpCommentBody,
        response: ok,
      },
    },
    async (request) => service.commentModification({ ...opts(request), body: request.body }),
  );

  app.put(
    '/buildingPermit/:project/sendRaiseToSalesman',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Relance le commercial du projet (notification et e-mail)',
        params: ZBpProjectParam,
        body: ZBpRaiseBody,
        response: ok,
      },
    },
    async (request) => service.raiseToSalesman({ ...opts(request), body: request.body }),
  );

  app.put(
    '/buildingPermit/:project/files/state',
    {
      config: staff,
      schema: {
        tags,
        summary: 'État des pièces du permis (0 en attente, 1 accepté, 2 refusé)',
        params: ZBpProjectParam,
        body: ZBpFilesStateBody,
        response: ok,
      },
    },
    async (request) => service.setFilesState({ ...opts(request), body: request.body }),
  );

  app.put(
    '/buildingPermit/:project/cancelBpAdditionnalDocument',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Annule une pièce complémentaire',
        params: ZBpProjectParam,
        body: ZBpIdBody,
        response: ok,
      },
    },
    async (request) => service.cancelAdditionalDocument({ ...opts(request), body: request.body }),
  );

  app.put(
    '/buildingPermit/:project/bPModification/:id/status',
    {
      config: staff,
      schema: {
        tags,
        summary: "Fait avancer un modificatif d'une étape",
        params: ZBpModificationParams,
        body: ZBpModificationStatusBody,
        response: ok,
      },
    },
    async (request) =>
      service.advanceModification({
        ...opts(request),
        modificationId: request.params.id,
        body: request.body,
      }),
  );

  app.get(
    '/buildingPermit/:project/files',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Les fichiers du permis du projet',
        params: ZBpProjectParam,
        response: { 200: ZBpFilesResponse },
      },
    },
    async (request) =>
      service.permitFiles({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );

  app.post(
    '/buildingPermit/:project/additionalDocument',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ajoute une pièce complémentaire demandée par la mairie',
        params: ZBpProjectParam,
        body: ZBpAdditionalDocumentBody,
        response: ok,
      },
    },
    async (request) => service.addAdditionalDocument({ ...opts(request), body: request.body }),
  );

  app.post(
    '/buildingPermit/:project/addendumBPModification',
    {
      config: staff,
      schema: {
        tags,
        summary: "Avenant d'un modificatif (montant) ou nouveau modificatif avec avenant",
        params: ZBpProjectParam,
        body: ZBpAddendumBody,
        response: ok,
      },
    },
    async (request) => service.addendumModification({ ...opts(request), body: request.body }),
  );

  app.post(
    '/buildingPermit/:project/cancelBPModification',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Annule un modificatif',
        params: ZBpProjectParam,
        body: ZBpIdBody,
        response: ok,
      },
    },
    async (request) => service.cancelModification({ ...opts(request), body: request.body }),
  );

  // The permit of a project -------------------------------------------------------------------------

  app.get(
    '/project/:project/buildingPermit',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Le permis du projet : informations, modificatifs, pièces, fichiers, historique',
        params: ZBpProjectParam,
        response: { 200: ZBuildingPermitResponse },
      },
    },
    async (request) =>
      service.getPermit({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/buildingPermit',
    {
      config: staff,
      schema: {
        tags,
        summary: "Besoin, type de permis, numéro, date d'accord",
        params: ZBpProjectParam,
        body: ZBpEditBody,
        response: ok,
      },
    },
    async (request) => service.editPermit({ ...opts(request), body: request.body }),
  );

  const action = (
    path: string,
    summary: string,
    run: (options: service.ChangeOptions) => Promise<{ error: 0; message: string }>,
  ) =>
    app.put(
      `/project/:project/buildingPermit/${path}`,
      { config: staff, schema: { tags, summary, params: ZBpProjectParam, response: ok } },
      async (request) => run(opts(request)),
    );
  action('print', 'Dossier de permis imprimé', service.printPermit);
  action('downloaded', 'Dossier signé téléchargé', service.downloadedPermit);

  app.put(
    '/project/:project/buildingPermit/deposited',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Dépôt du permis en mairie (date, numéro)',
        params: ZBpProjectParam,
        body: ZBpDepositBody,
        response: ok,
      },
    },
    async (request) => service.depositPermit({ ...opts(request), body: request.body }),
  );

  app.put(
    '/project/:project/buildingPermit/refusal',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Refus du permis (date, motif)',
        params: ZBpProjectParam,
        body: ZBpRefusalBody,
        response: ok,
      },
    },
    async (request) => service.refusePermit({ ...opts(request), body: request.body }),
  );

  app.put(
    '/project/:project/buildingPermit/globalRefusal',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Refus global : clôt le dossier de permis',
        params: ZBpProjectParam,
        body: ZBpGlobalRefusalBody,
        response: ok,
      },
    },
    async (request) => service.globalRefusal({ ...opts(request), body: request.body ?? { reason: '' } }),
  );

  app.put(
    '/project/:project/buildingPermit/issueDate',
    {
      config: staff,
      schema: {
        tags,
        summary: "Date d'obtention du permis (permis accordé)",
        params: ZBpProjectParam,
        body: ZBpIssueDateBody,
        response: ok,
      },
    },
    async (request) => service.setIssueDate({ ...opts(request), body: request.body }),
  );

  app.post(
    '/project/:project/buildingPermit/mailToABM',
    {
      config: staff,
      schema: {
        tags,
        summary: 'E-mail au service urbanisme avec les pièces du permis',
        params: ZBpProjectParam,
        body: ZBpMailToAbmBody,
        response: ok,
      },
    },
    async (request) => service.mailToAbm({ ...opts(request), files, body: request.body }),
  );

  app.post(
    '/project/:project/buildingPermit/send',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Envoie le permis par e-mail',
        params: ZBpProjectParam,
        body: ZBpSendBody,
        response: ok,
      },
    },
    async (request) => service.sendPermit({ ...opts(request), body: request.body }),
  );

  app.put(
    '/project/:project/toggleBpShow',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Affiche ou masque au client un type de permis',
        params: ZBpProjectParam,
        body: ZBpToggleShowBody,
        response: { 200: ZBpToggleShowResponse },
      },
    },
    async (request) => service.toggleBpShow({ ...opts(request), body: request.body }),
  );

  app.post(
    '/project/:project/alertPermitModification',
    {
      config: staff,
      schema: {
        tags,
        summary: "Alerte le bureau d'études : modification du permis (crée un modificatif)",
        params: ZBpProjectParam,
        body: ZBpAlertBody,
        response: ok,
      },
    },
    async (request) => service.alertPermitModification({ ...opts(request), body: request.body }),
  );
};
