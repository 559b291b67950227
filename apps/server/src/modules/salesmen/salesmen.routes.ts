import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZCreateVisioConfBody,
  ZCreateVisioConfResponse,
  ZManagerBody,
  ZPinMessageBody,
  ZSalesmanDetailResponse,
  ZSalesmanParams,
  ZSalesmanProfileBody,
  ZSalesmanQualificationsResponse,
} from '@batir/shared/salesmen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { FileService } from '../files/files.service';
import {
  createVisioConf,
  getSalesman,
  listQualifications,
  updateManager,
  updatePinMessage,
  updateSalesmanProfile,
} from './salesmen.service';

const tags = ['Commerciaux'];
/** Staff only (customers and craftsmen get 403); whose screen each one reads: salesmen.service header. */
const staff = { access: STAFF_ROLES };

/**
 * The salespeople screen (issue 5 §4–§5). GET /api/salesman (the list) lives in the users module; the
 * spec's GET /api/user/{id} stays the caller's own profile, the screen reads GET /api/salesman/{id}.
 */
export const salesmenRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileService;
  visioBaseUrl: string;
}> = async (app, { db, files, visioBaseUrl }) => {
  app.get(
    '/salesman/:id',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Fiche d’un commercial : profil, message épinglé, responsable, équipe (lui-même, son responsable ou un administrateur)',
        params: ZSalesmanParams,
        response: { 200: ZSalesmanDetailResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      salesman: await getSalesman({ db, files, principal: principalOf(request), id: request.params.id }),
    }),
  );

  app.get(
    '/salesman/:id/qualifications',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ses prospects qualifiés, par qualification (froid, tiède, chaud)',
        params: ZSalesmanParams,
        response: { 200: ZSalesmanQualificationsResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await listQualifications({ db, principal: principalOf(request), id: request.params.id })),
    }),
  );

  app.put(
    '/user/:id/profile',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Intitulé du poste, présentation et téléphone (l’intéressé ou un administrateur)',
        params: ZSalesmanParams,
        body: ZSalesmanProfileBody,
        response: { 200: ZSalesmanDetailResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      salesman: await updateSalesmanProfile({
        db,
        files,
        principal: principalOf(request),
        id: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/user/:id/pinMessage',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Message épinglé sur son tableau de bord (administrateur ou responsable) ; vide : retiré',
        params: ZSalesmanParams,
        body: ZPinMessageBody,
        response: { 200: ZSalesmanDetailResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      salesman: await updatePinMessage({
        db,
        files,
        principal: principalOf(request),
        id: request.params.id,
        pinMessage: request.body.pinMessage,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/user/:id/manager',
    {
      config: { access: ['admin'] as const },
      schema: {
        tags,
        summary: 'Choisit le responsable (un membre actif du personnel, sans boucle) ou le retire (null)',
        params: ZSalesmanParams,
        body: ZManagerBody,
        response: { 200: ZSalesmanDetailResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      salesman: await updateManager({
        db,
        files,
        principal: principalOf(request),
        id: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  app.post(
    '/salesman/createVisioConf',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Salle de visio d’un télérendez-vous, envoyée au client par e-mail et SMS (le commercial du rendez-vous ou un administrateur)',
        body: ZCreateVisioConfBody,
        response: { 200: ZCreateVisioConfResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await createVisioConf({
        db,
        principal: principalOf(request),
        appointmentId: request.body.appointmentId,
        visioBaseUrl,
        context: requestContext(request),
      })),
    }),
  );
};
