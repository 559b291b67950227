import type { TAnnouncementAssignment } from '@batir/shared/announcements';
import type { Role } from '@batir/shared/roles';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import * as repo from './announcements.repository';

type Row = Awaited<ReturnType<typeof repo.listAll>>[number];

const toAnnouncement = (row: Row) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  startingDate: row.startingDate.toISOString(),
  roles: row.roles,
  userIds: row.userIds,
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

export async function listAnnouncements(options: { db: Database }) {
  return (await repo.listAll(options.db)).map(toAnnouncement);
}

type Body = { title: string; content: string; startingDate: string; roles: Role[]; userIds: number[] };

export async function saveAnnouncement(options: {
  db: Database;
  id?: number;
  body: Body;
  userId: number;
  context: RequestContext;
}) {
  const { db, body, userId, context } = options;
  const values = { ...body, startingDate: new Date(body.startingDate) };
  const id = await db.transaction(async (tx) => {
    const before = options.id ? await repo.findById(tx, options.id) : undefined;
    if (options.id && !before) throw notFound('Annonce introuvable.');
    const savedId = options.id
      ? (await repo.update(tx, options.id, values)) && options.id
      : await repo.insert(tx, { ...values, authorId: userId });
    await writeAudit(tx, {
      userId,
      action: options.id ? 'announcement.update' : 'announcement.create',
      entity: 'announcement',
      entityId: savedId || null,
      before: before ? toAnnouncement(before) : null,
      after: body,
      ip: context.ip,
      requestId: context.requestId,
    });
    return savedId;
  });
  const row = id ? await repo.findById(db, id) : undefined;
  if (!row) throw notFound('Annonce introuvable.');
  return toAnnouncement(row);
}

/** "J'ai compris": only an announcement the user is meant to see. */
export async function markAnnouncementRead(options: {
  db: Database;
  id: number;
  user: { id: number; roles: Role[] };
}) {
  const visible = await repo.listUnreadFor(options.db, options.user);
  if (!visible.some((row) => row.id === options.id)) {
    const known = await repo.findById(options.db, options.id);
    // Already read: nothing to do. Unknown or not for this user: say so.
    if (!known) throw notFound('Annonce introuvable.');
  }
  await repo.markRead(options.db, options.id, options.user.id);
}
