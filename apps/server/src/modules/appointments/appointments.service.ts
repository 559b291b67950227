import { randomBytes } from 'node:crypto';
import {
  APPOINTMENT_COLORS,
  APPOINTMENT_TYPES,
  BUSY_APPOINTMENT,
  type TAppointment,
  type TAppointmentType,
  type TAppointmentValues,
  TELE_APPOINTMENT_TITLE,
  TELE_APPOINTMENT_TYPE,
} from '@batir/shared/appointments';
import { APPOINTMENT_ERRORS } from '@batir/shared/contracts/appointments';
import { customerDisplayName } from '@batir/shared/customers';
import { parseDay } from '@batir/shared/dates';
import { formatDateTime, formatPersonName, formatShortDate } from '@batir/shared/format';
import { can, selfOr } from '@batir/shared/policy';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import type { NotificationService } from '../notifications';
import * as repo from './appointments.repository';
import { buildCalendar } from './ics';

const READ_ONLY_MESSAGE = 'Vous pouvez consulter ce rendez-vous mais pas le modifier.';
const FEED_INVALID_MESSAGE = "Lien d'abonnement à l'agenda invalide ou révoqué.";
/** How far back the phone feed goes; older appointments stay in the web agenda. */
const FEED_PAST_DAYS = 90;
const FEED_LIMIT = 2000;

type Deps = { db: Database; principal: Principal };
const viewerOf = (principal: Principal): repo.Viewer => ({
  id: principal.userId,
  roles: principal.roles,
  team: principal.team,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function toAppointment(row: repo.AppointmentRow): TAppointment {
  const stamp = (date: Date) => (row.allDay ? isoDay(date) : date.toISOString());
  if (!row.detailed) {
    // A colleague's appointment about a project the caller may not open: its slot and whose agenda, no more.
    return {
      id: row.id,
      type: BUSY_APPOINTMENT.type,
      title: BUSY_APPOINTMENT.title,
      allDay: row.allDay,
      place: '',
      description: '',
      fromDate: stamp(row.startsAt),
      toDate: row.endsAt ? stamp(row.endsAt) : null,
      project: null,
      projectName: null,
      customer: null,
      color: BUSY_APPOINTMENT.color,
      user: { id: row.userId, surname: row.userSurname, name: row.userName },
      createdBy: null,
      cancelled: row.cancelled,
      visioUrl: null,
      editable: false,
      busy: true,
    };
  }
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    allDay: row.allDay,
    place: row.place,
    description: row.description,
    fromDate: stamp(row.startsAt),
    toDate: row.endsAt ? stamp(row.endsAt) : null,
    project: row.projectId,
    projectName: row.projectName,
    customer:
      row.customerId === null
        ? null
        : {
            id: row.customerId,
            name: customerDisplayName({
              name1: row.name1 ?? '',
              surname1: row.surname1 ?? '',
              name2: row.name2 ?? '',
              surname2: row.surname2 ?? '',
            }),
          },
    color: APPOINTMENT_COLORS[row.type as TAppointmentType] ?? APPOINTMENT_COLORS[1],
    user: { id: row.userId, surname: row.userSurname, name: row.userName },
    createdBy: row.createdBy,
    cancelled: row.cancelled,
    visioUrl: row.visioUrl,
    editable: row.editable,
    busy: false,
  };
}

/**
 * All-day appointments are kept at midnight UTC of their calendar date (the Paris day of a date-time that
 * came with one). The schema gives a day as `YYYY-MM-DD` and a date-time as ISO in UTC (zDayOrDateTime).
 */
function toInstant(value: string, allDay: boolean): Date {
  return allDay ? new Date(`${parseDay(value) ?? value.slice(0, 10)}T00:00:00Z`) : new Date(value);
}

/** Checks the body against the rules the schema cannot see, and turns it into stored values. */
async function resolveValues(
  db: Database,
  viewer: repo.Viewer,
  body: TAppointmentValues,
): Promise<{ values: repo.AppointmentValues; target: { id: number; surname: string; name: string } }> {
  const target = await repo.findActiveStaff(db, body.user ?? viewer.id);
  if (!target) {
    const { message } = APPOINTMENT_ERRORS.APPOINTMENT_SALESMAN_UNKNOWN;
    throw new AppError(APPOINTMENT_ERRORS.APPOINTMENT_SALESMAN_UNKNOWN, { fields: { user: message } });
  }
  if (body.project) {
    const project = await repo.findProject(db, body.project);
    if (!project) {
      const { message } = APPOINTMENT_ERRORS.APPOINTMENT_PROJECT_NOT_FOUND;
      throw new AppError(APPOINTMENT_ERRORS.APPOINTMENT_PROJECT_NOT_FOUND, { fields: { project: message } });
    }
    // Only those who see every project (projects/project-access: admins, technical staff) book on any;
    // the others on projects they follow, or that the colleague they book for follows.
    if (
      !can(viewer, 'project.readAll') &&
      project.salesmanId !== viewer.id &&
      project.salesmanId !== target.id
    )
      throw forbidden('Ce projet est suivi par un autre commercial.');
  }
  const type = body.type as TAppointmentType;
  const startsAt = toInstant(body.start, body.allDay);
  const endsAt = body.end ? toInstant(body.end, body.allDay) : null;
  return {
    target,
    values: {
      type,
      // Spec 3 §9: a tele-appointment is always titled 'Télérendez-vous'.
      title: type === TELE_APPOINTMENT_TYPE ? TELE_APPOINTMENT_TITLE : body.title || APPOINTMENT_TYPES[type],
      projectId: body.project ?? null,
      userId: target.id,
      startsAt,
      endsAt: endsAt && endsAt >= startsAt ? endsAt : null,
      allDay: body.allDay,
      place: body.place,
      description: body.description,
    },
  };
}

/** Real-time notice to the salesperson whose agenda someone else wrote in. */
async function notifyTarget(
  notifications: NotificationService,
  options: {
    id: number;
    values: repo.AppointmentValues;
    author: string;
    context: RequestContext;
    userId: number;
  },
) {
  const { values } = options;
  const when = values.allDay ? formatShortDate(values.startsAt) : formatDateTime(values.startsAt);
  await notifications.notify(
    {
      recipients: { all: false, roles: [], userIds: [values.userId] },
      // Grouped by project when it has one (the panel titles the group with its household).
      scType: values.projectId === null ? 'appointment' : 'project',
      scName: 'appointment',
      scId: values.projectId,
      text: `${options.author} a ajouté à votre agenda : ${values.title}, le ${when}`,
      icon: 'Event',
      color: 'info',
      type: 'appointment',
      linkedId: options.id,
    },
    { userId: options.userId, context: options.context },
  );
}

export async function listAppointments(
  options: Deps & { start: string; end: string; user?: number | undefined; withCancelled: boolean },
) {
  const rows = await repo.listRange(options.db, viewerOf(options.principal), {
    start: new Date(options.start),
    end: new Date(options.end),
    userId: options.user,
    withCancelled: options.withCancelled,
  });
  return rows.map(toAppointment);
}

export async function listUserAppointments(
  options: Deps & { user: number; from?: string | undefined; limit: number },
) {
  const from = options.from ? new Date(options.from) : new Date();
  const rows = await repo.listForUser(
    options.db,
    viewerOf(options.principal),
    options.user,
    from,
    options.limit,
  );
  return rows.map(toAppointment);
}

export async function listProjectAppointments(options: Deps & { project: number }) {
  const rows = await repo.listForProject(options.db, viewerOf(options.principal), options.project);
  return rows.map(toAppointment);
}

/** The appointment if the caller may change it: 404 when he cannot see it, 403 when he only reads it. */
async function findWritable(db: Database, viewer: repo.Viewer, id: number) {
  const row = await repo.findVisible(db, viewer, id);
  if (!row) throw new AppError(APPOINTMENT_ERRORS.APPOINTMENT_NOT_FOUND);
  if (!row.editable) throw forbidden(READ_ONLY_MESSAGE);
  return row;
}

async function reload(db: Database, viewer: repo.Viewer, id: number): Promise<TAppointment> {
  const row = await repo.findVisible(db, viewer, id);
  if (!row) throw new AppError(APPOINTMENT_ERRORS.APPOINTMENT_NOT_FOUND);
  return toAppointment(row);
}

async function authorName(db: Database, userId: number): Promise<string> {
  const author = await repo.findActiveStaff(db, userId);
  return author ? formatPersonName(author.surname, author.name) : 'Un collègue';
}

/** POST /api/appointment; notifies the salesperson when it lands in someone else's agenda. */
export async function createAppointment(
  options: Deps & { body: TAppointmentValues; context: RequestContext; notifications: NotificationService },
): Promise<TAppointment> {
  const { db, principal, context } = options;
  const viewer = viewerOf(principal);
  const { values } = await resolveValues(db, viewer, options.body);
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insert(tx, { ...values, createdBy: viewer.id });
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'appointment.create',
      entity: 'appointment',
      entityId: newId,
      after: values,
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  if (values.userId !== viewer.id) {
    await notifyTarget(options.notifications, {
      id,
      values,
      author: await authorName(db, viewer.id),
      context,
      userId: viewer.id,
    });
  }
  return reload(db, viewer, id);
}

/** PUT /api/appointment/{id}: the whole appointment again (the calendar sends it after a drag too). */
export async function updateAppointment(
  options: Deps & {
    id: number;
    body: TAppointmentValues;
    context: RequestContext;
    notifications: NotificationService;
  },
): Promise<TAppointment> {
  const { db, principal, context, id } = options;
  const viewer = viewerOf(principal);
  const before = await findWritable(db, viewer, id);
  const { values } = await resolveValues(db, viewer, options.body);
  await db.transaction(async (tx) => {
    await repo.update(tx, id, values);
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'appointment.update',
      entity: 'appointment',
      entityId: id,
      before: toAppointment(before),
      after: values,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  // Handed over to another salesperson: he learns of it as for a new one.
  if (values.userId !== before.userId && values.userId !== viewer.id) {
    await notifyTarget(options.notifications, {
      id,
      values,
      author: await authorName(db, viewer.id),
      context,
      userId: viewer.id,
    });
  }
  return reload(db, viewer, id);
}

/** PUT /api/appointment/{id}/cancel: kept in the agenda, struck through, and CANCELLED in the feed. */
export async function cancelAppointment(options: Deps & { id: number; context: RequestContext }) {
  const { db, principal, context, id } = options;
  const viewer = viewerOf(principal);
  const before = await findWritable(db, viewer, id);
  if (before.cancelled) throw new AppError(APPOINTMENT_ERRORS.APPOINTMENT_ALREADY_CANCELLED);
  await db.transaction(async (tx) => {
    await repo.update(tx, id, { cancelled: true });
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'appointment.cancel',
      entity: 'appointment',
      entityId: id,
      before: toAppointment(before),
      after: { cancelled: true },
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return reload(db, viewer, id);
}

export async function deleteAppointment(options: Deps & { id: number; context: RequestContext }) {
  const { db, principal, context, id } = options;
  const viewer = viewerOf(principal);
  const before = await findWritable(db, viewer, id);
  await db.transaction(async (tx) => {
    await repo.remove(tx, id);
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'appointment.delete',
      entity: 'appointment',
      entityId: id,
      before: toAppointment(before),
      after: null,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
}

/** Only the user himself (or an admin) reads or renews the secret address of his feed. */
function assertFeedOwner(principal: Principal, user: number) {
  if (!selfOr(principal, user, 'agenda.writeAll'))
    throw forbidden("Seul l'intéressé peut consulter le lien d'abonnement à son agenda.");
}

const feedUrl = (publicUrl: string, user: number, token: string) =>
  `${publicUrl}/api/appointment/user/${user}/ics?token=${token}`;

const newToken = () => randomBytes(32).toString('base64url');

/** The subscription address, created on first request. */
export async function getFeedUrl(options: Deps & { user: number; publicUrl: string }) {
  const { db, principal, user } = options;
  assertFeedOwner(principal, user);
  if (!(await repo.findActiveStaff(db, user))) throw new AppError(APPOINTMENT_ERRORS.FEED_USER_NOT_FOUND);
  let token = await repo.feedTokenOf(db, user);
  if (!token) {
    token = newToken();
    await repo.saveFeedToken(db, user, token);
  }
  return feedUrl(options.publicUrl, user, token);
}

/** A new address; phones subscribed with the old one stop receiving the agenda. */
export async function renewFeedUrl(
  options: Deps & { user: number; publicUrl: string; context: RequestContext },
) {
  const { db, principal, user, context } = options;
  assertFeedOwner(principal, user);
  if (!(await repo.findActiveStaff(db, user))) throw new AppError(APPOINTMENT_ERRORS.FEED_USER_NOT_FOUND);
  const token = newToken();
  await db.transaction(async (tx) => {
    await repo.saveFeedToken(tx, user, token);
    await writeAudit(tx, {
      userId: principal.userId,
      action: 'appointment.feed.renew',
      entity: 'user',
      entityId: user,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return feedUrl(options.publicUrl, user, token);
}

/** GET /api/appointment/user/{user}/ics?token=…: the user's agenda as iCalendar, for phone subscriptions. */
export async function calendarFeed(options: { db: Database; user: number; token: string }) {
  const owner = options.token ? await repo.userOfFeedToken(options.db, options.token) : undefined;
  if (!owner || owner.id !== options.user) throw forbidden(FEED_INVALID_MESSAGE);
  const from = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
  const rows = await repo.listForUser(options.db, owner, owner.id, from, FEED_LIMIT);
  return buildCalendar({
    name: `Agenda Bâtir – ${formatPersonName(owner.surname, owner.name)}`,
    events: rows.map((row) => ({
      uid: `appointment-${row.id}@batir`,
      title: row.projectName ? `${row.title} – ${row.projectName}` : row.title,
      start: row.startsAt,
      end: row.endsAt,
      allDay: row.allDay,
      location: row.place,
      description: row.description,
      cancelled: row.cancelled,
      updatedAt: row.updatedAt,
    })),
  });
}
