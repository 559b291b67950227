import { AUTH_ERRORS } from '@batir/shared/contracts/auth';
import { isPortalCustomer } from '@batir/shared/policy';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { queueEmail } from '../outbox';
import * as repo from './auth.repository';
import { type AuthService, hashPassword } from './auth.service';
import { hashRefreshToken, newRefreshToken } from './auth.tokens';

const LINK_VALIDITY_MS = 3_600_000;
/** Reset requests allowed per minute per address and per account. */
const REQUESTS_PER_MINUTE = 5;

export const FORGOT_PASSWORD_ANSWER =
  'Si un compte correspond à cette adresse, un e-mail avec un lien de réinitialisation valable une heure vient de lui être envoyé.';

/**
 * PUT /api/users/forgotPassword and POST /api/customerForgotPassword, before their answer: only the rate
 * limits, per address and per account (shared by both forms), which run the same statements whether or not
 * the e-mail exists. The account is looked up afterwards (sendPasswordResetLink), once the answer has left:
 * the time it takes tells nothing either.
 */
export async function throttlePasswordResetRequest(options: {
  db: Database;
  email: string;
  context: RequestContext;
}) {
  const { db, context } = options;
  // The sign-in throttle table counts these requests too, under their own keys.
  const keys = [`reset-ip:${context.ip}`, `reset-account:${normalizeEmail(options.email)}`];
  if ((await repo.countLoginFailures(db, keys)) >= REQUESTS_PER_MINUTE) {
    throw tooManyRequests('Trop de demandes. Patientez une minute avant de réessayer.');
  }
  await repo.addLoginFailure(db, keys);
}

/**
 * PUT /api/users/forgotPassword and POST /api/customerForgotPassword, after their answer: mails a link if
 * the e-mail is an active account's. The link opens the page of the account's own space, whichever form
 * was used: someone who asked on the wrong one still gets a link that works for him.
 */
export async function sendPasswordResetLink(options: {
  db: Database;
  email: string;
  publicUrl: string;
  context: RequestContext;
}) {
  const { context } = options;
  await options.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, normalizeEmail(options.email));
    if (!user?.isActive) return;
    const isCustomer = isPortalCustomer(user);
    await issuePasswordResetLink({
      tx,
      user,
      publicUrl: options.publicUrl,
      requestedBy: null,
      reason: isCustomer ? 'customerForgotten' : 'forgotten',
      context,
    });
  });
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The pages where the new password is chosen: the staff one, or the customer area's (spec 2 §2.1). */
const STAFF_RESET_PAGE = '/v2/admin/forgotPassword';
const CUSTOMER_RESET_PAGE = '/clients/forgotPassword';
const FORGOTTEN_TEXT =
  'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :';

/** Why the link is sent, which decides the mail's wording and the page the link opens. */
const LINK_REASONS = {
  forgotten: { text: FORGOTTEN_TEXT, page: STAFF_RESET_PAGE },
  customerForgotten: { text: FORGOTTEN_TEXT, page: CUSTOMER_RESET_PAGE },
  customer: {
    text: 'Votre conseiller vous envoie ce lien pour choisir le mot de passe de votre espace client (valable une heure, une seule fois) :',
    page: CUSTOMER_RESET_PAGE,
  },
  newStaff: {
    text: 'Un compte Bâtir vient de vous être ouvert. Pour choisir votre mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
    page: STAFF_RESET_PAGE,
  },
} as const;

/**
 * Records a single-use reset link valid one hour and queues the e-mail carrying it, in the caller's
 * transaction. `requestedBy` is the staff member who sent it (customer sheets), or null when the account
 * holder asked for it (forgot password); the audit log says which.
 */
export async function issuePasswordResetLink(options: {
  tx: Tx;
  user: { id: number; email: string; surname: string };
  publicUrl: string;
  requestedBy: number | null;
  reason: keyof typeof LINK_REASONS;
  context: RequestContext;
}): Promise<void> {
  const { tx, user, requestedBy, context } = options;
  const token = newRefreshToken();
  await tx.insert(passwordResets).values({
    userId: user.id,
    tokenHash: token.hash,
    expiresAt: new Date(Date.now() + LINK_VALIDITY_MS),
  });
  const { text, page } = LINK_REASONS[options.reason];
  const link = `${options.publicUrl}${page}?token=${token.token}`;
  await queueEmail(tx, {
    to: user.email,
    subject: 'Bâtir : réinitialisation de votre mot de passe',
    text: [
      `Bonjour ${user.surname},`,
      '',
      text,
      link,
      '',
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    ].join('\n'),
  });
  await writeAudit(tx, {
    userId: requestedBy ?? user.id,
    action: requestedBy === null ? 'auth.password_reset_requested' : 'auth.password_reset_sent',
    entity: 'user',
    entityId: user.id,
    ip: context.ip,
    requestId: context.requestId,
  });
}

/**
 * PUT /api/users/resetPassword: sets the new password, cancels the account's other links and ends every
 * session of the account.
 */
export async function resetPassword(options: {
  db: Database;
  auth: AuthService;
  token: string;
  password: string;
  context: RequestContext;
}) {
  const { db, auth, context } = options;
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashRefreshToken(options.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) {
      const message = AUTH_ERRORS.RESET_LINK_INVALID.message;
      throw new AppError(AUTH_ERRORS.RESET_LINK_INVALID, { fields: { token: message } });
    }
    // The account's other links, sent before this one, would otherwise still change the new password.
    await repo.cancelPasswordResets(tx, reset.userId);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, reset.userId));
    await auth.endAllSessions({ tx, userId: reset.userId, reason: 'password' });
    await writeAudit(tx, {
      userId: reset.userId,
      action: 'auth.password_reset',
      entity: 'user',
      entityId: reset.userId,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
}
