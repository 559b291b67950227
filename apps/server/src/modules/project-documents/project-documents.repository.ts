import type { TCrcState, TCrcType } from '@batir/shared/project-documents';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, files, outboxMessages, projectCrc, projects, users } from '../../db/schema';
import { fullNameOrNull } from '../../lib/user-names-sql';

/** "Camille Durand" for each user id (uploaders, senders), in one query. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, surname: users.surname, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, [row.surname, row.name].filter(Boolean).join(' ')]));
}

export type ProjectContact = {
  id: number;
  name: string;
  crcShow: string[];
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  email: string | null;
  email2: string | null;
  phone: string | null;
  phone2: string | null;
};

/** The project's name, CRC display choices and its household's contact details. */
export async function findProjectContact(db: Db, projectId: number, lock = false): Promise<ProjectContact> {
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      crcShow: projects.crcShow,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      email: customers.email,
      email2: customers.email2,
      phone: customers.phone,
      phone2: customers.phone2,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, projectId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: projects }) : await query;
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

/** The CRC state of each type that has one (a type without row is neutral). */
export async function crcStates(db: Db, projectId: number): Promise<Map<TCrcType, TCrcState>> {
  const rows = await db
    .select({ crcType: projectCrc.crcType, state: projectCrc.state })
    .from(projectCrc)
    .where(eq(projectCrc.projectId, projectId));
  return new Map(rows.map((row) => [row.crcType as TCrcType, row.state as TCrcState]));
}

/** Sets a type's state (row created on first use); answers the previous state. */
export async function upsertCrcState(
  db: Db,
  options: { projectId: number; crcType: TCrcType; state: TCrcState },
): Promise<TCrcState> {
  const [previous] = await db
    .select({ state: projectCrc.state })
    .from(projectCrc)
    .where(and(eq(projectCrc.projectId, options.projectId), eq(projectCrc.crcType, options.crcType)))
    .for('update');
  await db
    .insert(projectCrc)
    .values({ projectId: options.projectId, crcType: options.crcType, state: options.state })
    .onConflictDoUpdate({
      target: [projectCrc.projectId, projectCrc.crcType],
      set: { state: options.state, updatedAt: sql`now()` },
    });
  return (previous?.state as TCrcState | undefined) ?? 'neutral';
}

/** Live CRC files of the project among `ids`, with their type (`ids.crcType`, `other` when absent). */
export async function crcFilesAmong(db: Db, projectId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: files.id,
      state: files.state,
      crcType: sql<string>`coalesce(${files.ids}->>'crcType', 'other')`,
    })
    .from(files)
    .where(
      and(
        inArray(files.id, [...ids]),
        eq(files.type, 'project'),
        eq(files.linkedId, projectId),
        eq(files.category, 'crc'),
        isNull(files.deletedAt),
      ),
    )
    .for('update');
}

export async function setFileStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  if (!ids.length) return;
  await db
    .update(files)
    .set({ state })
    .where(and(inArray(files.id, [...ids]), isNull(files.deletedAt)));
}

export async function setCrcShow(db: Db, projectId: number, crcShow: string[]): Promise<void> {
  await db.update(projects).set({ crcShow, updatedAt: sql`now()` }).where(eq(projects.id, projectId));
}

export type OutboxRow = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  sentById: number | null;
  sentByName: string | null;
};

/** The outbox writes only these two channels. */
type Channel = OutboxRow['channel'];

/** "Camille Durand" for the sender; null when the message was sent by the system or the sender is gone. */
const sentByName = fullNameOrNull(users);

/**
 * The project's messages, newest first, at most `limit` per channel, in one query (the partial index
 * outbox_project_idx serves it).
 */
export async function listProjectMessages(db: Db, projectId: number, limit: number): Promise<OutboxRow[]> {
  const ranked = db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      bodyText: outboxMessages.bodyText,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      sentBy: outboxMessages.sentBy,
      rank: sql<number>`row_number() over (partition by ${outboxMessages.channel}
        order by ${outboxMessages.createdAt} desc, ${outboxMessages.id} desc)`.as('rank'),
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.projectId, projectId))
    .as('m');
  return db
    .select({
      id: ranked.id,
      channel: sql<Channel>`${ranked.channel}`,
      recipient: ranked.recipient,
      subject: ranked.subject,
      body: ranked.bodyText,
      status: ranked.status,
      createdAt: ranked.createdAt,
      sentAt: ranked.sentAt,
      sentById: ranked.sentBy,
      sentByName,
    })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.sentBy))
    .where(lte(ranked.rank, limit))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/** The message just queued for the project (the outbox insert answers nothing). */
export async function lastProjectMessage(db: Db, projectId: number, sentBy: number): Promise<OutboxRow> {
  const [row] = await db
    .select({
      id: outboxMessages.id,
      channel: sql<Channel>`${outboxMessages.channel}`,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.bodyText,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      sentById: outboxMessages.sentBy,
      sentByName,
    })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.sentBy))
    .where(and(eq(outboxMessages.projectId, projectId), eq(outboxMessages.sentBy, sentBy)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) throw new Error('queued message not found');
  return row;
}
