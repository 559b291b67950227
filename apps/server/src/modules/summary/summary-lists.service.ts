import { SUMMARY_ERRORS } from '@batir/shared/contracts/summary';
import { customerDisplayName } from '@batir/shared/customers';
import { can } from '@batir/shared/policy';
import type {
  TCustomerMessage,
  TCustomerSummaryResponse,
  TDevelopementResponse,
  TNewCustomerResponse,
  TSummaryMonthlyResponse,
  TToggleReadResponse,
} from '@batir/shared/summary';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import { visibleProjects } from '../projects';
import { prospectSalesmen } from '../prospects';
import * as repo from './summary-lists.repository';

/**
 * Admins see every project; other staff those of prospects.service prospectSalesmen (a grid operator's
 * team's too).
 */
export const ownerOf = (caller: Principal): repo.Owner =>
  can(caller, 'prospect.readAll') ? null : prospectSalesmen(caller);

export const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };
export const pageOf = (page: number, limit: number): repo.Page => ({ limit, offset: (page - 1) * limit });
export const projectRef = (row: repo.ProjectRow) => ({
  projectId: row.projectId,
  customerId: row.customerId,
  customerName: customerDisplayName(row),
  projectName: row.projectName,
});

/** GET /api/summary/newCustomer: customer projects, seen by the project list's rule (not the prospects'). */
export async function newCustomers(options: {
  db: Database;
  caller: Principal;
  page: number;
  limit: number;
}): Promise<TNewCustomerResponse> {
  const { page, limit } = options;
  const rows = await repo.listNewCustomers(options.db, visibleProjects(options.caller), pageOf(page, limit));
  return {
    error: 0,
    list: rows.map((row) => ({
      ...projectRef(row),
      step: row.step,
      salesman: person(row.salesmanId, row.salesmanName),
      convertedAt: iso(row.convertedAt),
    })),
    total: rows[0]?.total ?? 0,
    page,
    limit,
  };
}

function messageOf(row: repo.MessageRow): TCustomerMessage {
  return {
    id: row.id,
    ...projectRef(row),
    isProspect: row.isProspect,
    fromCustomer: row.fromCustomer,
    author: person(row.authorId, row.authorName),
    subject: row.subject,
    body: row.body,
    isRead: row.isRead,
    isFollowed: row.isFollowed,
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/summary/customer: the three message lists, one page each, three queries. */
export async function customerSummary(options: {
  db: Database;
  caller: Principal;
  query: { receivedPage: number; sendPage: number; followingPage: number; limit: number };
}): Promise<TCustomerSummaryResponse> {
  const { db, query } = options;
  const owner = ownerOf(options.caller);
  const lists = [
    ['messageReceived', query.receivedPage],
    ['messageSend', query.sendPage],
    ['messageFollowing', query.followingPage],
  ] as const;
  const [messageReceived, messageSend, messageFollowing] = await Promise.all(
    lists.map(async ([filter, page]) => {
      const rows = await repo.listMessages(db, owner, filter, pageOf(page, query.limit));
      return { list: rows.map(messageOf), total: rows[0]?.total ?? 0, page, limit: query.limit };
    }),
  );
  return {
    error: 0,
    messageReceived: messageReceived ?? { list: [], total: 0, page: 1, limit: query.limit },
    messageSend: messageSend ?? { list: [], total: 0, page: 1, limit: query.limit },
    messageFollowing: messageFollowing ?? { list: [], total: 0, page: 1, limit: query.limit },
  };
}

/**
 * PUT /api/customer/toggleRead: marks a customer message read, or unread again. Only the staff following
 * the message's project (admins: any). Audited.
 */
export async function toggleRead(options: {
  db: Database;
  caller: Principal;
  id: number;
  context: RequestContext;
}): Promise<TToggleReadResponse> {
  const { db, caller, id } = options;
  const isRead = await db.transaction(async (tx) => {
    const message = await repo.lockMessage(tx, id);
    if (!message) throw new AppError(SUMMARY_ERRORS.CUSTOMER_MESSAGE_NOT_FOUND);
    // Marked read by those who answer it: a grid operator reads his team's messages, he does not mark them.
    if (
      !can(caller, 'prospect.readAll') &&
      message.salesmanId !== caller.userId &&
      message.answererId !== caller.userId
    ) {
      throw forbidden('Ce message concerne un projet que vous ne suivez pas.');
    }
    const next = !message.isRead;
    await repo.setMessageRead(tx, id, next);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'customerMessage.toggleRead',
      entity: 'customerMessage',
      entityId: id,
      before: { isRead: message.isRead },
      after: { isRead: next },
      ip: options.context.ip,
      requestId: options.context.requestId,
    });
    return next;
  });
  return {
    error: 0,
    message: isRead ? 'Message marqué comme lu.' : 'Message marqué comme non lu.',
    customerMessage: { id, isRead },
  };
}

/** GET /api/summary/developement. */
export async function developement(options: {
  db: Database;
  caller: Principal;
  page: number;
  limit: number;
}): Promise<TDevelopementResponse> {
  const { page, limit } = options;
  const rows = await repo.listDevelopement(options.db, ownerOf(options.caller), pageOf(page, limit));
  return {
    error: 0,
    list: rows.map((row) => ({
      ...projectRef(row),
      designStatus: row.designStatus,
      designRequestedAt: row.designRequestedAt ? iso(row.designRequestedAt) : null,
      technician: person(row.technicianId, row.technicianName),
      salesman: person(row.salesmanId, row.salesmanName),
    })),
    total: rows[0]?.total ?? 0,
    page,
    limit,
  };
}

/** GET /api/summary/monthly: one query. */
export async function monthly(options: {
  db: Database;
  caller: Principal;
}): Promise<TSummaryMonthlyResponse> {
  return { error: 0, months: await repo.monthlyCounts(options.db, ownerOf(options.caller)) };
}
