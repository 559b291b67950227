import { financingEndpoints as api } from '@batir/shared/contracts/financing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { FileService } from '../files';
import * as service from './financing.service';

export type FinancingRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * Financing (spec 2 §7.2 Financing and Project "financing"; spec 3 §7 Financing), registered from its
 * contracts (packages/shared/src/contracts/financing.ts). `{project}` and the spec's `{id}` are the project
 * id everywhere: PUT /financing/{id}/cancel is served as PUT /financing/{project}/cancel. Every change
 * answers the project's financing as it is after it.
 */
export const financingRoutes: FastifyPluginAsyncZod<FinancingRoutesOptions> = async (app, { db, files }) => {
  route(app, api.lists, async (request) =>
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

  route(app, api.cancel, async (request) => service.cancelFinancing(write(request, request.params.project)));

  route(app, api.comment, async (request) =>
    service.putComment({ ...write(request, request.params.id), comment: request.body.comment }),
  );

  route(app, api.project, async (request) =>
    service.getProjectFinancing({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
    }),
  );

  route(app, api.history, async (request) =>
    service.getFinancingHistory({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  route(app, api.need, async (request) =>
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

  route(app, api.addLoan, async (request) =>
    service.addLoan({ ...write(request, request.params.project), loan: loanValues(request.body) }),
  );

  route(app, api.editLoan, async (request) =>
    service.editLoan({
      ...write(request, request.params.project),
      loanId: request.params.loan,
      loan: loanValues(request.body),
    }),
  );

  route(app, api.removeLoan, async (request) =>
    service.removeLoan({ ...write(request, request.params.project), loanId: request.params.loan }),
  );

  route(app, api.bankInfo, async (request) =>
    service.putBankInfo({ ...write(request, request.params.project), bank: request.body }),
  );

  route(app, api.request, async (request) =>
    service.requestFinancing(write(request, request.params.project)),
  );
  route(app, api.sent, async (request) => service.sendFinancing(write(request, request.params.project)));
  route(app, api.unlock, async (request) => service.unlockFunds(write(request, request.params.project)));

  route(app, api.loanOffers, async (request) =>
    service.attestLoanOffers({
      ...write(request, request.params.project),
      receivedOn: request.body.receivedOn,
    }),
  );
};
