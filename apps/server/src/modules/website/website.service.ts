import type { TWebsiteContactBody } from '@batir/shared/contacts';
import { customerDisplayName } from '@batir/shared/customers';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import * as authRepo from '../auth';
import { contactKeys } from '../duplicates';
import type { NotificationService } from '../notifications';
import * as repo from './website.repository';

/** Contact requests accepted per minute from one address: enough for a family, not for a robot. */
export const CONTACTS_PER_MINUTE = 5;
export const TOO_MANY_CONTACTS =
  'Vous avez envoyé trop de demandes. Patientez une minute avant de réessayer.';
export const CONTACT_RECEIVED =
  'Votre demande a bien été envoyée. Un conseiller vous recontactera dans les meilleurs délais.';

/**
 * POST /api/website/form/contact: stores the request and tells the admins and the salespeople concerned
 * (a `newContact` notification, which opens the attribution dialog).
 */
export async function submitWebsiteContact(options: {
  db: Database;
  notifications: NotificationService;
  body: TWebsiteContactBody;
  context: RequestContext;
}) {
  const { db, body, context } = options;
  // The sign-in throttle table (shared by every server process) counts these under their own key.
  const keys = [`contact-ip:${context.ip}`];
  if ((await authRepo.countLoginFailures(db, keys)) >= CONTACTS_PER_MINUTE) {
    throw tooManyRequests(TOO_MANY_CONTACTS);
  }
  await authRepo.addLoginFailure(db, keys);

  const id = await repo.insertContact(db, {
    ...body,
    email: body.email ?? null,
    phone: body.phone ?? null,
    ...contactKeys(body),
    ip: context.ip,
  });
  const salesmen = await repo.concernedSalesmen(db, body.postalCode);
  await options.notifications.notify({
    recipients: { all: false, roles: ['admin'], userIds: salesmen },
    scType: 'summary',
    scName: 'newContact',
    text: `Nouveau contact : ${customerDisplayName(body)} (${body.postalCode} ${body.city})`,
    icon: 'PersonAdd',
    color: 'info',
    type: 'newContact',
    linkedId: id,
  });
  return { id };
}
