import {
  ZConstitutionPieceBody,
  ZConstitutionPieceParams,
  ZConstitutionPieceResponse,
  ZConstitutionResponse,
  ZLandAccessibilityBody,
  ZLandBody,
  ZLandResponse,
  ZLogisboxAppointmentBody,
  ZLogisboxDoneBody,
  ZLogisboxProjectResponse,
  ZLogisboxQuery,
  ZLogisboxResponse,
  ZPreconstructionProjectParam,
  ZSmsReminderBody,
  ZSmsReminderListResponse,
  ZSmsReminderSendResponse,
} from '@batir/shared/preconstruction';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { FileService } from '../files/files.service';
import {
  getConstitution,
  getLand,
  listSmsReminders,
  logisboxSummary,
  putLand,
  putPiece,
  saveLandAccessibility,
  sendSmsReminder,
  setLogisboxAppointment,
  setLogisboxFile,
  setLogisboxSigned,
} from './preconstruction.service';

export type PreconstructionRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/** Staff routes; which projects: project-access projectFor (admins and technical all, others their own). */
const staff = { access: STAFF_ROLES };
/** Read routes a customer may call for their own project (projectFor write: false). */
const staffOrCustomer = { access: [...STAFF_ROLES, 'customer' as const] };
const tags = ['Pré-construction'];
const ZSaved = z.object({ error: z.literal(0), message: z.string(), land: ZLandResponse.shape.land });

/**
 * Pre-construction of a customer project (issue 6; spec 3 §7 Projects, spec 2 §7.2 Preconstruction and
 * Project): land and its accessibility, the pieces of the file (elements of constitution), the logisbox
 * dashboard and its actions, the SMS reminder. Constitution files are uploaded through
 * POST /api/attachment/{project} with category=constitution and ids={"pieceId": n}.
 */
export const preconstructionRoutes: FastifyPluginAsyncZod<PreconstructionRoutesOptions> = async (
  app,
  { db, files },
) => {
  app.get(
    '/project/:project/land',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Terrain du projet (données, viabilisation, accessibilité)',
        params: ZPreconstructionProjectParam,
        response: { 200: ZLandResponse },
      },
    },
    async (request) => getLand({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/land',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Enregistre le terrain (prix en euros)',
        params: ZPreconstructionProjectParam,
        body: ZLandBody,
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      putLand({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.put(
    '/project/:project/saveLandAccessibility',
    {
      config: staff,
      schema: {
        tags,
        summary: "Enregistre l'accessibilité du terrain (camions, largeur, pente, sol)",
        params: ZPreconstructionProjectParam,
        body: ZLandAccessibilityBody,
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      saveLandAccessibility({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        accessibility: request.body.accessibility,
        context: requestContext(request),
      }),
  );

  app.get(
    '/project/:project/elementsConstitution',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Pièces du dossier (état, commentaire, fichiers)',
        params: ZPreconstructionProjectParam,
        response: { 200: ZConstitutionResponse },
      },
    },
    async (request) =>
      getConstitution({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/elementsConstitution/:piece',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change l'état d'une pièce du dossier (accepter demande un fichier)",
        params: ZConstitutionPieceParams,
        body: ZConstitutionPieceBody,
        response: { 200: ZConstitutionPieceResponse },
      },
    },
    async (request) =>
      putPiece({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        pieceId: request.params.piece,
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.get(
    '/summary/logisbox',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Tableau logisbox : en cours, en attente de pièces, de métré, de signature',
        querystring: ZLogisboxQuery,
        response: { 200: ZLogisboxResponse },
      },
    },
    async (request) => logisboxSummary({ db, caller: principalOf(request), ...request.query }),
  );

  app.put(
    '/project/:project/logisboxAppointmentDate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Fixe (ou annule : null) le rendez-vous logisbox',
        params: ZPreconstructionProjectParam,
        body: ZLogisboxAppointmentBody,
        response: { 200: ZLogisboxProjectResponse },
      },
    },
    async (request) =>
      setLogisboxAppointment({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        date: request.body.date,
        context: requestContext(request),
      }),
  );

  app.put(
    '/project/:project/logisboxSigned',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Documents logisbox signés par le client (ou non)',
        params: ZPreconstructionProjectParam,
        body: ZLogisboxDoneBody,
        response: { 200: ZLogisboxProjectResponse },
      },
    },
    async (request) =>
      setLogisboxSigned({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        done: request.body.done,
        context: requestContext(request),
      }),
  );

  app.put(
    '/project/:project/logisboxFile',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Dossier logisbox terminé (jalon de la jauge) ou rouvert',
        params: ZPreconstructionProjectParam,
        body: ZLogisboxDoneBody,
        response: { 200: ZLogisboxProjectResponse },
      },
    },
    async (request) =>
      setLogisboxFile({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        done: request.body.done,
        context: requestContext(request),
      }),
  );

  app.get(
    '/preconstruction/:project/smsReminder',
    {
      config: staff,
      schema: {
        tags,
        summary: 'SMS de relance déjà envoyés pour ce projet',
        params: ZPreconstructionProjectParam,
        response: { 200: ZSmsReminderListResponse },
      },
    },
    async (request) =>
      listSmsReminders({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  app.post(
    '/preconstruction/:project/smsReminder',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Envoie un SMS de relance au portable du client (file d’envoi)',
        params: ZPreconstructionProjectParam,
        body: ZSmsReminderBody,
        response: { 200: ZSmsReminderSendResponse },
      },
    },
    async (request) =>
      sendSmsReminder({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        message: request.body.message,
        context: requestContext(request),
      }),
  );
};
