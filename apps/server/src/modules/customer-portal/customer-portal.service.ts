import { CUSTOMER_PORTAL_ERRORS } from '@batir/shared/contracts/customer-portal';
import { CUSTOMER_ERRORS } from '@batir/shared/contracts/customers';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import type { TCustomerPortalSummary, TImpersonationToken } from '@batir/shared/customer-portal';
import { customerDisplayName } from '@batir/shared/customers';
import { can } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { type AuthService, hashRefreshToken, issuePasswordResetLink, newRefreshToken } from '../auth';
import { type Caller, opensProjectSql } from '../projects';
import * as repo from './customer-portal.repository';

/** A ticket lasts long enough for the new window to open, and no more. */
const TICKET_TTL_MS = 60_000;

/**
 * POST /api/customer/{id}/impersonate (admin or technical): a one-time ticket, exchanged by the
 * customer area for a session of the customer flagged with the staff member, and the session of his, that
 * opened it.
 */
export async function impersonateCustomer(options: {
  db: Database;
  customerId: number;
  staff: Caller & { sessionId: string };
  context: RequestContext;
}): Promise<{ url: string }> {
  const { db, customerId, staff, context } = options;
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) throw new AppError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
  // The customer area shows the household's conversations and files: the staff member must be able to open
  // one of its projects himself, or « prendre la main » would read a prospect the design office may not.
  if (!(await repo.opensAnyProject(db, customerId, opensProjectSql(staff)))) {
    throw forbidden(
      'Vous ne pouvez ouvrir aucun projet de ce foyer : vous ne pouvez pas prendre la main sur son espace client.',
    );
  }
  if (!customer.userId) {
    throw new AppError(CUSTOMER_PORTAL_ERRORS.NO_CUSTOMER_ACCOUNT, {
      message: "ce client n'a pas encore d'espace client",
    });
  }
  const ticket = newRefreshToken();
  await db.transaction(async (tx) => {
    await repo.insertTicket(tx, {
      tokenHash: ticket.hash,
      customerUserId: customer.userId ?? 0,
      staffUserId: staff.userId,
      staffSessionId: staff.sessionId,
      expiresAt: new Date(Date.now() + TICKET_TTL_MS),
    });
    await writeAudit(tx, {
      userId: staff.userId,
      action: 'customer.impersonate',
      entity: 'customer',
      entityId: customerId,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return { url: `/clients/app?ticket=${ticket.token}` };
}

/**
 * POST /api/auth/impersonate: the customer area trades the ticket for the customer's session, an access
 * token only (auth.service openImpersonationSession).
 */
export async function exchangeTicket(options: {
  db: Database;
  auth: AuthService;
  ticket: string;
  context: RequestContext;
}): Promise<TImpersonationToken> {
  const { db, auth, context } = options;
  return db.transaction(async (tx) => {
    const ticket = await repo.consumeTicket(tx, hashRefreshToken(options.ticket));
    if (!ticket) throw new AppError(CUSTOMER_PORTAL_ERRORS.IMPERSONATION_TICKET_INVALID);
    const { token, sessionId } = await auth.openImpersonationSession({
      tx,
      customerUserId: ticket.customerUserId,
      impersonator: { userId: ticket.staffUserId, sessionId: ticket.staffSessionId },
      context,
    });
    await writeAudit(tx, {
      userId: ticket.staffUserId,
      action: 'customer.impersonation_started',
      entity: 'auth_session',
      entityId: sessionId,
      after: { customerUserId: ticket.customerUserId },
      ip: context.ip,
      requestId: context.requestId,
    });
    return token;
  });
}

/** GET /api/customer-portal/summary: the signed-in customer's own record and projects. */
export async function portalSummary(options: {
  db: Database;
  userId: number;
  sessionId: string;
}): Promise<TCustomerPortalSummary> {
  const { db, userId, sessionId } = options;
  const customer = await repo.findCustomerOfUser(db, userId);
  if (!customer) throw new AppError(CUSTOMER_PORTAL_ERRORS.NO_CUSTOMER_RECORD);
  const [projects, impersonatedBy] = await Promise.all([
    repo.listCustomerProjects(db, customer.id),
    repo.findImpersonator(db, sessionId),
  ]);
  return {
    error: 0,
    customer: {
      id: customer.id,
      name: customerDisplayName(customer),
      email: customer.email,
      phone: customer.phone,
    },
    projects: projects.map((project) => ({
      id: project.id,
      name: project.name,
      step: project.step,
      landCity: project.landCity,
      salesman:
        project.salesmanName === null
          ? null
          : {
              surname: project.salesmanSurname ?? '',
              name: project.salesmanName,
              phone: project.salesmanPhone,
            },
    })),
    impersonatedBy,
  };
}

/** Who sends a customer a reset link: the staff member, and their roles (salespeople are restricted). */
type Sender = { userId: number; roles: readonly Role[] };

/**
 * Staff send a customer a single-use link to choose their portal password (`/api/customer/{customer}/resetPassword`,
 * `/api/project/{project}/resetPassword`). Administrators and technical staff reach every customer; a
 * salesman only the customers whose project he follows (checked in the repository query).
 */
export async function sendCustomerResetLink(options: {
  db: Database;
  target: { customerId: number } | { projectId: number };
  sender: Sender;
  publicUrl: string;
  context: RequestContext;
}): Promise<{ message: string }> {
  const { db, target, sender, context } = options;
  const restricted = !can(sender, 'project.readAll');
  const salesmanId = restricted ? sender.userId : null;
  const account =
    'customerId' in target
      ? await repo.findCustomerAccount(db, { customerId: target.customerId, salesmanId })
      : await repo.findProjectCustomerAccount(db, { projectId: target.projectId, salesmanId });
  if (!account)
    throw new AppError(
      'customerId' in target ? CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND : PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND,
    );
  if (!account.owned)
    throw forbidden("Ce client n'est pas suivi par vous : vous ne pouvez pas lui envoyer de lien.");
  const { userId, email, surname, isActive } = account;
  if (userId === null || email === null || surname === null) {
    throw new AppError(CUSTOMER_PORTAL_ERRORS.NO_CUSTOMER_ACCOUNT);
  }
  if (!isActive) {
    throw new AppError(CUSTOMER_PORTAL_ERRORS.CUSTOMER_ACCOUNT_DISABLED);
  }
  await db.transaction((tx) =>
    issuePasswordResetLink({
      tx,
      user: { id: userId, email, surname },
      publicUrl: options.publicUrl,
      requestedBy: sender.userId,
      reason: 'customer',
      context,
    }),
  );
  return { message: `Un lien de réinitialisation du mot de passe a été envoyé à ${email}.` };
}
