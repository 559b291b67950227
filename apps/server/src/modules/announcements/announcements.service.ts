import type {
  TAnnouncement,
  TAnnouncementAssignment,
  TAnnouncementValues,
} from '@batir/shared/announcements';
import { ANNOUNCEMENT_ERRORS } from '@batir/shared/contracts/announcements';
import type { Role } from '@batir/shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import * as repo from './announcements.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toAnnouncement = (row: Row): TAnnouncement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  startingDate: row.startingDate.toISOString(),
  roles: row.roles,
  userIds: row.userIds,
  users: row.users,
  author: { surname: row.authorSurname, name: row.authorName },
  readCount: row.readCount,
});

/** For GET /api/user: the announcements this user still has to acknowledge. */
export async function unreadAnnouncements(options: {
  db: Database;
  user: { id: number; roles: Role[] };
}): Promise<TAnnouncementAssignment[]> {
  const rows = await repo.listUnreadFor(options.db, options.user);
  return rows.map((row) => ({
    id: row.id,
    announcement: {
      id: row.id,
      title: row.title,
      content: row.content,
      startingDate: row.startingDate.toISOString(),
      author: { surname: row.authorSurname, name: row.authorName },
    },
  }));
}

export async function listAnnouncements(options: { db: Database; page: number; limit: number }) {
  const { rows, total } = await repo.listPage(options.db, {
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
  });
  return { list: rows.map(toAnnouncement), total, page: options.page, limit: options.limit };
}

/** Creates (no id) or replaces an announcement; the change and its audit row land together. */
export async function saveAnnouncement(options: {
  db: Database;
  id?: number;
  body: TAnnouncementValues;
  userId: number;
  context: RequestContext;
}): Promise<TAnnouncement> {
  const { db, body, userId, context } = options;
  const known = await repo.activeStaffIds(db, body.userIds);
  const unknown = body.userIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    const message = `Destinataire inconnu ou inactif : ${unknown.join(', ')}.`;
    throw new AppError(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_RECIPIENT_UNKNOWN, {
      message,
      fields: { userIds: message },
    });
  }
  const values = { ...body, startingDate: new Date(body.startingDate) };
  const id = await db.transaction(async (tx) => {
    const before = options.id === undefined ? undefined : await repo.findById(tx, options.id);
    if (options.id !== undefined && !before) throw new AppError(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_NOT_FOUND);
    let savedId = options.id;
    if (savedId === undefined) savedId = await repo.insert(tx, { ...values, authorId: userId });
    else await repo.update(tx, savedId, values);
    await writeAudit(tx, {
      userId,
      action: before ? 'announcement.update' : 'announcement.create',
      entity: 'announcement',
      entityId: savedId,
      before: before ? toAnnouncement(before) : null,
      after: body,
      ip: context.ip,
      requestId: context.requestId,
    });
    return savedId;
  });
  const row = await repo.findById(db, id);
  if (!row) throw new AppError(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_NOT_FOUND);
  return toAnnouncement(row);
}

/** Deletes an announcement and, by cascade, who read it; the audit keeps what it said. */
export async function deleteAnnouncement(options: {
  db: Database;
  id: number;
  userId: number;
  context: RequestContext;
}): Promise<void> {
  const { db, id, userId, context } = options;
  await db.transaction(async (tx) => {
    const before = await repo.findById(tx, id);
    if (!before) throw new AppError(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_NOT_FOUND);
    await repo.remove(tx, id);
    await writeAudit(tx, {
      userId,
      action: 'announcement.delete',
      entity: 'announcement',
      entityId: id,
      before: toAnnouncement(before),
      after: null,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
}

/**
 * "J'ai compris": only for an announcement that has started and is aimed at this user; others are
 * "introuvable", so nobody learns of announcements not meant for them. Marking twice is harmless.
 */
export async function markAnnouncementRead(options: {
  db: Database;
  id: number;
  user: { id: number; roles: Role[] };
}): Promise<void> {
  if (!(await repo.isVisibleTo(options.db, options.id, options.user)))
    throw new AppError(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_NOT_FOUND);
  await repo.markRead(options.db, options.id, options.user.id);
}
