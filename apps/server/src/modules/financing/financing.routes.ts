import {
  ZBankInfoBody,
  ZFinancingCommentBody,
  ZFinancingHistoryResponse,
  ZFinancingIdParams,
  ZFinancingListQuery,
  ZFinancingListsResponse,
  ZFinancingLoanParams,
  ZFinancingNeedBody,
  ZFinancingOkResponse,
  ZFinancingProjectParams,
  ZLoanBody,
  ZLoanOffersBody,
  ZProjectFinancingResponse,
} from '@batir/shared/financing';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { FileService } from '../files/files.service';
import * as service from './financing.service';

export type FinancingRoutesOptions = { db: Database; files: FileService; publicUrl: string };

const tags = ['Financement'];
/** Staff; record ownership by projectFor (admins and technical every project, salespeople their own). */
const staff = { access: STAFF_ROLES };
/** Reads a customer may make on their own project (projectFor, read only). */
const readers = { access: [...STAFF_ROLES, 'customer' as const] };

/**
 * Financing (spec 2 §7.2 Financing and Project "financing"; spec 3 §7 Financing). `{project}` and the
 * spec's `{id}` are the project id everywhere: PUT /financing/{id}/cancel is served as
 * PUT /financing/{project}/cancel. Every change answers the project's financing as it is after it.
 */
export const financingRoutes: FastifyPluginAsyncZod<FinancingRoutesOptions> = async (app, { db, files }) => {
  app.get(
    '/financing',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Tableau des financements : demandés, en attente des offres, offres reçues',
        querystring: ZFinancingListQuery,
        response: { 200: ZFinancingListsResponse },
      },
    },
    async (request) =>
      service.listFinancings({
        db,
        caller: principalOf(request),
        limit: request.query.limit,
        search: request.query.search,
      }),
  );

  const write = (request: Parameters<typeof principalOf>[0], projectId: number) => ({
    db,
    files,
    caller: principalOf(request),
    projectId,
    context: requestContext(request),
  });

  app.put(
    '/financing/:project/cancel',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Annule le financement du projet (il quitte les listes ; il peut être redemandé)',
        params: ZFinancingProjectParams,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) => service.cancelFinancing(write(request, request.params.project)),
  );

  app.put(
    '/project/:id/financingComment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Commentaire du financement',
        params: ZFinancingIdParams,
        body: ZFinancingCommentBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.putComment({ ...write(request, request.params.id), comment: request.body.comment }),
  );

  app.get(
    '/project/:project/financing',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Financement du projet : besoin, prêts, banque, avancement, attestation, historique',
        params: ZFinancingProjectParams,
        response: { 200: ZProjectFinancingResponse },
      },
    },
    async (request) =>
      service.getProjectFinancing({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
      }),
  );

  app.get(
    '/project/:project/financing/history',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Historique du financement du projet',
        params: ZFinancingProjectParams,
        response: { 200: ZFinancingHistoryResponse },
      },
    },
    async (request) =>
      service.getFinancingHistory({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  app.put(
    '/project/:project/financing/need',
    {
      config: staff,
      schema: {
        tags,
        summary: "Besoin de financement et apport personnel du foyer (en euros ; l'apport en euros entiers)",
        params: ZFinancingProjectParams,
        body: ZFinancingNeedBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.putNeed({
        ...write(request, request.params.project),
        totalNeedCents: request.body.totalNeed,
        personalContributionCents: request.body.personalContribution,
      }),
  );

  const loanValues = (body: {
    kind: string;
    bank: string;
    amount: number;
    rate: string | null;
    durationMonths: number | null;
  }) => ({
    kind: body.kind,
    bank: body.bank,
    amountCents: body.amount,
    ratePercent: body.rate,
    durationMonths: body.durationMonths,
  });

  app.post(
    '/project/:project/financing/loan',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ajoute un prêt (montant en euros, taux en %)',
        params: ZFinancingProjectParams,
        body: ZLoanBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.addLoan({ ...write(request, request.params.project), loan: loanValues(request.body) }),
  );

  app.put(
    '/project/:project/financing/loan/:loan',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Modifie un prêt',
        params: ZFinancingLoanParams,
        body: ZLoanBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.editLoan({
        ...write(request, request.params.project),
        loanId: request.params.loan,
        loan: loanValues(request.body),
      }),
  );

  app.delete(
    '/project/:project/financing/loan/:loan',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Supprime un prêt',
        params: ZFinancingLoanParams,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.removeLoan({ ...write(request, request.params.project), loanId: request.params.loan }),
  );

  app.put(
    '/project/:project/financing/bankInfo',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Informations bancaires (banque, conseiller, courtier)',
        params: ZFinancingProjectParams,
        body: ZBankInfoBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) => service.putBankInfo({ ...write(request, request.params.project), bank: request.body }),
  );

  const step = (
    path: string,
    summary: string,
    run: (options: ReturnType<typeof write>) => ReturnType<typeof service.sendFinancing>,
  ) =>
    app.put(
      `/project/:project/financing/${path}`,
      {
        config: staff,
        schema: { tags, summary, params: ZFinancingProjectParams, response: { 200: ZFinancingOkResponse } },
      },
      async (request) => run(write(request, request.params.project)),
    );
  step(
    'request',
    'Demande le financement (liste « Demandés » ; relance un financement annulé)',
    service.requestFinancing,
  );
  step('sent', 'Dossier envoyé à la banque (liste « En attente des offres »)', service.sendFinancing);
  step('unlock', 'Fonds débloqués (offres de prêt reçues d’abord)', service.unlockFunds);

  app.put(
    '/project/:project/financing/loanOffers',
    {
      config: staff,
      schema: {
        tags,
        summary: "Atteste la réception des offres de prêt (une attestation jointe d'abord)",
        params: ZFinancingProjectParams,
        body: ZLoanOffersBody,
        response: { 200: ZFinancingOkResponse },
      },
    },
    async (request) =>
      service.attestLoanOffers({
        ...write(request, request.params.project),
        receivedOn: request.body.receivedOn,
      }),
  );
};
