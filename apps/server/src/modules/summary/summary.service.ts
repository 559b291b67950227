import { CONTACT_TEXTS, NEW_CONTACT_PAGE_SIZE, type ZContactAttributeBody } from '@batir/shared/contacts';
import { SUMMARY_ERRORS } from '@batir/shared/contracts/summary';
import { customerDisplayName } from '@batir/shared/customers';
import { formatPersonName } from '@batir/shared/format';
import { can, selfOr } from '@batir/shared/policy';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import { type FoundDuplicate, findDuplicates, normalizePhone, shownTo } from '../duplicates';
import type { NotificationService } from '../notifications';
import { queueEmail, queueSms } from '../outbox';
import * as repo from './summary.repository';

function viewerOf(principal: Principal): repo.ContactViewer {
  return { userId: principal.userId, seesAll: can(principal, 'prospect.readAll') };
}

/**
 * The attribution rules: an administrator attaches a contact to any project; a salesperson to his own
 * or to one nobody follows (which then becomes his), never to another salesperson's.
 */
const mayMergeInto = (viewer: repo.ContactViewer, project: { salesmanId: number | null }) =>
  viewer.seesAll || project.salesmanId === null || project.salesmanId === viewer.userId;

/** The duplicates of a contact as the viewer may see them: another salesperson's records without their details. */
async function duplicatesShownTo(db: Database, viewer: repo.ContactViewer, duplicates: FoundDuplicate[]) {
  if (viewer.seesAll) return shownTo(duplicates, () => true);
  const contactIds = duplicates.flatMap((duplicate) => (duplicate.contactId ? [duplicate.contactId] : []));
  const visibleContacts = await repo.visibleContactIds(db, viewer, contactIds);
  return shownTo(duplicates, (duplicate) =>
    duplicate.kind === 'contact'
      ? visibleContacts.has(duplicate.contactId ?? 0)
      : mayMergeInto(viewer, duplicate),
  );
}

function summaryOf(row: repo.ContactSummaryRow) {
  return {
    id: row.id,
    customerName: customerDisplayName(row),
    postalCode: row.postal_code,
    city: row.city,
    createdAt: iso(row.created_at),
  };
}

/** GET /api/summary/newContact: the waiting contacts, and the one the dialog shows with its advisers and duplicates. */
export async function getNewContacts(options: {
  db: Database;
  principal: Principal;
  contactId?: number | undefined;
  page: number;
}) {
  const { db } = options;
  const viewer = viewerOf(options.principal);
  const list = await repo.listWaiting(db, viewer, {
    limit: NEW_CONTACT_PAGE_SIZE,
    offset: (options.page - 1) * NEW_CONTACT_PAGE_SIZE,
  });
  const total = await repo.countWaiting(db, viewer);
  const mine = await repo.listAttributedTo(db, viewer.userId, 10);
  let contactSelected = null;
  if (options.contactId) {
    const contact = await repo.findVisible(db, viewer, options.contactId);
    if (!contact) throw new AppError(SUMMARY_ERRORS.CONTACT_NOT_FOUND);
    const advisers = await repo.availableAdvisers(db, viewer, contact.postalCode);
    const duplicates = await duplicatesShownTo(
      db,
      viewer,
      await findDuplicates({ db, household: contact, excludeContactId: contact.id }),
    );
    contactSelected = {
      contactId: contact.id,
      contact: {
        id: contact.id,
        customerName: customerDisplayName(contact),
        ...repo.householdOf(contact),
        landParcel: contact.landParcel,
        message: contact.message,
        status: contact.status,
        createdAt: contact.createdAt.toISOString(),
      },
      listUserAvailable: advisers.map((user) => ({
        id: user.id,
        userName: formatPersonName(user.surname, user.name),
        coversPostalCode: user.covers,
      })),
      listDuplicates: duplicates,
    };
  }
  return {
    newContact: list.map(summaryOf),
    contactWaiting: total,
    contactMyself: mine.map((row) => ({ ...summaryOf(row), projectId: row.project_id })),
    contactSelected,
  };
}

/** Locks a contact the caller may handle and that is still waiting; the right error otherwise. */
async function lockWaiting(tx: Tx, principal: Principal, id: number) {
  const contact = await repo.lockVisible(tx, viewerOf(principal), id);
  if (!contact) throw new AppError(SUMMARY_ERRORS.CONTACT_NOT_FOUND);
  if (contact.status !== 'waiting') throw new AppError(SUMMARY_ERRORS.CONTACT_ALREADY_HANDLED);
  return contact;
}

/**
 * What ends the handling of a locked waiting contact, in its transaction: its `newContact` notifications are
 * obsolete for everyone, and the change is audited.
 */
async function closeWaiting(
  tx: Tx,
  contact: repo.ContactRow,
  options: { principal: Principal; context: RequestContext },
  audit: { action: string; before: unknown; after?: unknown },
) {
  await repo.deleteContactNotifications(tx, contact.id);
  await writeAudit(tx, {
    userId: options.principal.userId,
    entity: 'contact',
    entityId: contact.id,
    ...audit,
    ip: options.context.ip,
    requestId: options.context.requestId,
  });
}

/**
 * PUT /api/summary/contactAttribute. Without merge, creates the prospect (customer + project flagged as
 * prospect) owned by the adviser; with `mergeId`, attaches the request to that duplicate's project (the
 * contact row, linked to the project, is its history). One transaction, audited; the adviser is notified.
 */
export async function attributeContact(options: {
  db: Database;
  notifications: NotificationService;
  principal: Principal;
  body: z.output<typeof ZContactAttributeBody>;
  context: RequestContext;
}) {
  const { db, principal, body } = options;
  if (!selfOr(principal, body.userId, 'contact.assignAny')) {
    throw forbidden("Vous ne pouvez attribuer un contact qu'à vous-même.");
  }
  if (!(await repo.isActiveSalesman(db, body.userId))) {
    throw new AppError(SUMMARY_ERRORS.ADVISER_NOT_ACTIVE_SALESMAN, {
      fields: { userId: 'Gestionnaire invalide' },
    });
  }
  const merge = body.mergeId ? body.mergeId.split('#').map(Number) : null;

  const result = await db.transaction(async (tx) => {
    const contact = await lockWaiting(tx, principal, body.contactId);
    let target: { customerId: number; projectId: number };
    if (merge) {
      const [customerId = 0, projectId = 0] = merge;
      const project = await repo.lockProject(tx, customerId, projectId);
      if (!project)
        throw new AppError(SUMMARY_ERRORS.MERGE_TARGET_NOT_FOUND, {
          fields: { mergeId: 'Doublon introuvable' },
        });
      if (!mayMergeInto(viewerOf(principal), project)) throw forbidden(CONTACT_TEXTS.mergeNotYours);
      // A prospect follows its new adviser; a customer's project keeps the one who built it (if anyone did).
      if (project.isProspect || project.salesmanId === null) {
        await repo.setProjectAdviser(tx, project.id, body.userId);
      }
      target = { customerId, projectId };
    } else {
      target = await repo.createProspect(tx, contact, {
        name: `Projet ${customerDisplayName(contact)}`,
        salesmanId: body.userId,
      });
    }
    await repo.markHandled(tx, contact.id, {
      status: merge ? 'merged' : 'attributed',
      handledById: principal.userId,
      adviserId: body.userId,
      isExclusive: body.isExclusive,
      ...target,
    });
    await closeWaiting(tx, contact, options, {
      action: merge ? 'contact.merge' : 'contact.attribute',
      before: { status: contact.status },
      after: {
        status: merge ? 'merged' : 'attributed',
        adviserId: body.userId,
        isExclusive: body.isExclusive,
        ...target,
      },
    });
    return { ...target, name: customerDisplayName(contact) };
  });

  await options.notifications.notify({
    recipients: { all: false, roles: [], userIds: [body.userId] },
    scType: 'project',
    scName: 'prospect',
    scId: result.projectId,
    text: merge
      ? `Nouvelle demande de ${result.name}, rattachée à son dossier`
      : `Nouveau contact attribué : ${result.name}`,
    icon: 'PersonAdd',
    color: 'success',
    type: 'prospect',
    linkedId: result.projectId,
  });
  return {
    message: merge ? 'Contact fusionné et attribué.' : 'Contact attribué.',
    customerId: result.customerId,
    projectId: result.projectId,
    merged: !!merge,
  };
}

/** The polite refusal sent to a declined contact, by e-mail and by SMS. */
export function declineMessages(contact: { surname1: string; name1: string; email: string | null }) {
  const greeting = `Bonjour ${[contact.surname1, contact.name1].filter(Boolean).join(' ')}`;
  return {
    subject: 'Votre demande de contact',
    email: [
      `${greeting},`,
      '',
      "Nous vous remercions de l'intérêt que vous portez à nos maisons et de la demande que vous nous avez adressée.",
      '',
      "Après étude, nous sommes au regret de ne pas pouvoir y donner suite : votre projet se situe en dehors de notre secteur d'intervention ou ne correspond pas aux maisons que nous construisons.",
      '',
      'Nous vous souhaitons pleine réussite dans votre projet.',
      '',
      'Bien cordialement,',
      "L'équipe Bâtir",
    ].join('\n'),
    sms: `Bâtir : ${greeting}, merci pour votre demande. Nous sommes au regret de ne pas pouvoir y donner suite.${
      contact.email ? ' Un e-mail vous en explique la raison.' : ''
    } Bien cordialement.`,
  };
}

/** Declining or deleting one waiting contact. */
type ContactAction = { db: Database; principal: Principal; contactId: number; context: RequestContext };

/** PUT /api/summary/contactNonAttribute: declines the contact and queues the e-mail and the SMS telling them. */
export async function declineContact(options: ContactAction) {
  const { db, principal } = options;
  await db.transaction(async (tx) => {
    const contact = await lockWaiting(tx, principal, options.contactId);
    const messages = declineMessages(contact);
    if (contact.email) {
      await queueEmail(tx, { to: contact.email, subject: messages.subject, text: messages.email });
    }
    const phone = normalizePhone(contact.phone);
    if (phone) await queueSms(tx, { to: phone, text: messages.sms });
    await repo.markHandled(tx, contact.id, { status: 'declined', handledById: principal.userId });
    await closeWaiting(tx, contact, options, {
      action: 'contact.decline',
      before: { status: contact.status },
      after: { status: 'declined', email: !!contact.email, sms: !!phone },
    });
  });
  return { message: 'Contact refusé : le mail et le SMS sont en cours d’envoi.' };
}

/** PUT /api/summary/delete/contactSite: a spam request is deleted (the audit log keeps what it said). */
export async function deleteSpamContact(options: ContactAction) {
  const { db, principal } = options;
  await db.transaction(async (tx) => {
    const contact = await lockWaiting(tx, principal, options.contactId);
    await repo.deleteContact(tx, contact.id);
    await closeWaiting(tx, contact, options, { action: 'contact.delete', before: contact });
  });
  return { message: 'Contact supprimé.' };
}
