import { randomBytes } from 'node:crypto';
import { TELE_APPOINTMENT_TYPE } from '@batir/shared/appointments';
import { SALESMEN_ERRORS } from '@batir/shared/contracts/salesmen';
import { USERS_ERRORS } from '@batir/shared/contracts/users';
import { customerDisplayName } from '@batir/shared/customers';
import { formatDate, formatDateTime, formatPersonName } from '@batir/shared/format';
import { can, selfOr } from '@batir/shared/policy';
import type {
  TManagerBody,
  TQualifiedProspect,
  TSalesmanDetail,
  TSalesmanQualificationsResponse,
} from '@batir/shared/salesmen';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import { normalizePhone } from '../duplicates';
import type { FileService } from '../files';
import { queueEmail, queueSms } from '../outbox';
import * as repo from './salesmen.repository';

/*
 * Who may do what on the salespeople screen (enforced here, for every route):
 * - read a salesperson's screen (profile, pinned message, support list, qualifications): admins, the
 *   person himself, and his direct manager (users.manager_id = caller);
 * - edit the profile (job title, presentation, phone): the person himself or an admin;
 * - pin a message: admins or his direct manager (not the person himself);
 * - choose the manager: admins only (also checked by the route's access policy).
 */
const READ_FORBIDDEN = 'Vous ne pouvez consulter que votre fiche et celles des personnes que vous encadrez.';

async function loadStaff(db: Database, id: number) {
  const user = await repo.findStaff(db, id);
  if (!user) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
  return user;
}

function rights(principal: Principal, user: repo.StaffRow) {
  const admin = can(principal, 'salesman.readAll');
  const self = principal.userId === user.id;
  const manager = user.managerId !== null && user.managerId === principal.userId;
  return {
    read: admin || self || manager,
    editProfile: admin || self,
    editPinMessage: admin || manager,
    editManager: admin,
  };
}

/** The staff account if the caller may read its screen: 404 when no such staff, 403 when not his. */
export async function readableStaff(options: { db: Database; principal: Principal; id: number }) {
  const user = await loadStaff(options.db, options.id);
  if (!rights(options.principal, user).read) throw forbidden(READ_FORBIDDEN);
  return user;
}

/** GET /api/salesman/{id}. */
export async function getSalesman(options: {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  principal: Principal;
  id: number;
}): Promise<TSalesmanDetail> {
  const { db, principal, id } = options;
  const user = await readableStaff(options);
  const can = rights(principal, user);
  const [manager, support, photoUrl] = await Promise.all([
    user.managerId === null ? undefined : repo.findRef(db, user.managerId),
    repo.listSupport(db, id),
    options.files.userPhotoUrl({ caller: principal, userId: id }),
  ]);
  return {
    id: user.id,
    email: user.email,
    surname: user.surname,
    name: user.name,
    phone: user.phone,
    isActive: user.isActive,
    photoUrl,
    jobTitle: user.jobTitle,
    presentation: user.presentation,
    pinMessage: user.pinMessage,
    manager: manager ?? null,
    support,
    can: { editProfile: can.editProfile, editPinMessage: can.editPinMessage, editManager: can.editManager },
  };
}

type Change = {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  principal: Principal;
  id: number;
  context: RequestContext;
};

async function applyChange(
  options: Change & {
    allowed: (can: ReturnType<typeof rights>) => boolean;
    refusal: string;
    action: string;
    values: Parameters<typeof repo.updateUser>[2];
    check?: (user: repo.StaffRow) => Promise<void>;
  },
) {
  const { db, principal, id, context } = options;
  const before = await loadStaff(db, id);
  if (!options.allowed(rights(principal, before))) throw forbidden(options.refusal);
  if (options.check) await options.check(before);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, options.values);
    const keys = Object.keys(options.values) as (keyof typeof options.values)[];
    await writeAudit(tx, {
      userId: principal.userId,
      action: options.action,
      entity: 'user',
      entityId: id,
      before: Object.fromEntries(keys.map((key) => [key, before[key as keyof repo.StaffRow]])),
      after: options.values,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return getSalesman(options);
}

/** PUT /api/user/{id}/profile. The phone is kept as typed (spaces squeezed); an empty one is removed. */
export function updateSalesmanProfile(
  options: Change & { body: { jobTitle: string; presentation: string; phone?: string | undefined } },
) {
  const { body } = options;
  return applyChange({
    ...options,
    allowed: (can) => can.editProfile,
    refusal: 'Seul l’intéressé ou un administrateur modifie ce profil.',
    action: 'user.salesman_profile',
    values: {
      jobTitle: body.jobTitle,
      presentation: body.presentation,
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
    },
  });
}

/** PUT /api/user/{id}/pinMessage: an empty text clears the message. */
export function updatePinMessage(options: Change & { pinMessage: string }) {
  return applyChange({
    ...options,
    allowed: (can) => can.editPinMessage,
    refusal: 'Seuls un administrateur ou le responsable de cette personne épinglent un message.',
    action: 'user.pin_message',
    values: { pinMessage: options.pinMessage },
  });
}

/** PUT /api/user/{id}/manager: null, or an active staff member who is not managed (even indirectly) by him. */
export function updateManager(options: Change & { body: TManagerBody }) {
  const { db, id } = options;
  const { managerId } = options.body;
  return applyChange({
    ...options,
    allowed: (can) => can.editManager,
    refusal: 'Seul un administrateur choisit le responsable.',
    action: 'user.manager',
    values: { managerId },
    check: async () => {
      if (managerId === null) return;
      const refused = (error: (typeof SALESMEN_ERRORS)[keyof typeof SALESMEN_ERRORS]) =>
        new AppError(error, { fields: { managerId: error.message } });
      if (managerId === id) throw refused(SALESMEN_ERRORS.MANAGER_IS_SELF);
      if (!(await repo.findActiveStaffRef(db, managerId))) throw refused(SALESMEN_ERRORS.MANAGER_UNKNOWN);
      if (await repo.wouldCycle(db, id, managerId)) throw refused(SALESMEN_ERRORS.MANAGER_CYCLE);
    },
  });
}

/** GET /api/salesman/{id}/qualifications: his qualified live prospects, grouped Froid / Tiède / Chaud. */
export async function listQualifications(options: {
  db: Database;
  principal: Principal;
  id: number;
}): Promise<Omit<TSalesmanQualificationsResponse, 'error'>> {
  await readableStaff(options);
  const [rows, unqualified] = await Promise.all([
    repo.listQualified(options.db, options.id),
    repo.countUnqualified(options.db, options.id),
  ]);
  const groups: Omit<TSalesmanQualificationsResponse, 'error'> = { cold: [], warm: [], hot: [], unqualified };
  for (const row of rows) {
    const item: TQualifiedProspect = {
      projectId: row.projectId,
      projectName: row.projectName,
      customerName: customerDisplayName({
        name1: row.name1,
        surname1: row.surname1,
        name2: row.name2,
        surname2: row.surname2,
      }),
      city: row.landCity || row.city,
      updatedAt: row.updatedAt.toISOString(),
    };
    if (row.qualification === 'cold' || row.qualification === 'warm' || row.qualification === 'hot')
      groups[row.qualification].push(item);
  }
  return groups;
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "le 05 mars 2026 à 14:30" (Paris time); all-day appointments have no hour. */
export function frenchWhen(startsAt: Date, allDay: boolean): string {
  return allDay
    ? `le ${formatDate(startsAt)}`
    : `le ${formatDate(startsAt)} à ${PARIS_TIME.format(startsAt)}`;
}

/** 128 random bits, URL-safe: the room name cannot be guessed. */
const newRoomName = () => randomBytes(16).toString('base64url');

/**
 * POST /api/salesman/createVisioConf: gives a tele-appointment its video room and tells the customer
 * (e-mail, and SMS when a phone is known) through the outbox, in the same transaction. A second call
 * returns the same link and sends nothing again. Only the appointment's salesperson or an admin.
 */
export async function createVisioConf(options: {
  db: Database;
  principal: Principal;
  appointmentId: number;
  visioBaseUrl: string;
  context: RequestContext;
}) {
  const { db, principal, appointmentId, context } = options;
  return db.transaction(async (tx) => {
    const appointment = await repo.lockAppointmentForVisio(tx, appointmentId);
    if (!appointment) throw new AppError(SALESMEN_ERRORS.APPOINTMENT_NOT_FOUND);
    if (!selfOr(principal, appointment.userId, 'agenda.writeAll'))
      throw forbidden('Seuls le commercial du rendez-vous ou un administrateur créent le lien de visio.');
    if (appointment.type !== TELE_APPOINTMENT_TYPE)
      throw new AppError(SALESMEN_ERRORS.NOT_A_TELE_APPOINTMENT);
    if (appointment.visioUrl)
      return { visioUrl: appointment.visioUrl, created: false, message: 'Le lien de visio existe déjà.' };
    if (appointment.cancelled) throw new AppError(SALESMEN_ERRORS.APPOINTMENT_CANCELLED);
    const customer = appointment.customer;
    const email = customer?.email?.trim();
    if (!customer || !email) throw new AppError(SALESMEN_ERRORS.CUSTOMER_EMAIL_MISSING);

    const visioUrl = `${options.visioBaseUrl}/${newRoomName()}`;
    await repo.setVisioUrl(tx, appointment.id, visioUrl);
    const salesman = await repo.findRef(tx, appointment.userId);
    const adviser = salesman ? formatPersonName(salesman.surname, salesman.name) : 'votre conseiller';
    const when = frenchWhen(appointment.startsAt, appointment.allDay);
    const greeting = `Bonjour ${customerDisplayName({
      name1: customer.name1,
      surname1: customer.surname1,
      name2: customer.name2,
      surname2: customer.surname2,
    })},`;
    await queueEmail(tx, {
      to: email,
      subject: `Votre télérendez-vous ${when}`,
      text: [
        greeting,
        '',
        `Votre télérendez-vous avec ${adviser} aura lieu ${when}.`,
        'Au moment du rendez-vous, rejoignez la visioconférence depuis votre ordinateur ou votre téléphone :',
        visioUrl,
        '',
        'À bientôt,',
        'L’équipe Bâtir',
      ].join('\n'),
    });
    const phone = normalizePhone(customer.phone);
    if (phone) {
      await queueSms(tx, {
        to: phone,
        text: `Bâtir : votre télérendez-vous avec ${adviser} ${when}. Lien de la visio : ${visioUrl}`,
      });
    }
    await writeAudit(tx, {
      userId: principal.userId,
      action: 'appointment.visio',
      entity: 'appointment',
      entityId: appointment.id,
      before: { visioUrl: null },
      after: { visioUrl, email: true, sms: !!phone, startsAt: formatDateTime(appointment.startsAt) },
      ip: context.ip,
      requestId: context.requestId,
    });
    return {
      visioUrl,
      created: true,
      message: phone
        ? 'Lien de visio créé : le client le reçoit par e-mail et par SMS.'
        : 'Lien de visio créé : le client le reçoit par e-mail.',
    };
  });
}
