import { NOTIFICATION_ERRORS } from '@batir/shared/contracts/notifications';
import { customerDisplayName } from '@batir/shared/customers';
import type { TNotificationCategory } from '@batir/shared/notifications';
import type { Role } from '@batir/shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import type { Realtime } from '../../plugins/realtime';
import type { Caller } from '../projects';
import * as repo from './notifications.repository';

/** How many notifications the panel loads; older ones stay in the database. */
const PANEL_LIMIT = 200;

export type NotificationService = ReturnType<typeof createNotificationService>;

export type NewNotification = {
  recipients: { all: boolean; roles: Role[]; userIds: number[] };
  scType: string;
  scName: string;
  scId?: number | null | undefined;
  text: string;
  color?: string | null | undefined;
  icon?: string | null | undefined;
  img?: string | null | undefined;
  type?: string | null | undefined;
  linkedId?: number | null | undefined;
};

export function createNotificationService(deps: { db: Database; realtime: Realtime }) {
  const { db, realtime } = deps;

  /**
   * Groups by category, keeping the newest-first order of categories and of their children. What the rows
   * point at is read now rather than copied into them: a renamed household or a moved appointment shows as
   * it stands. A group names its household only to a reader who may open the project now (a customer, his
   * own): a notification outlives a change of salesperson, and its project may never have been his.
   */
  async function group(reader: Caller, rows: repo.NotificationRow[]): Promise<TNotificationCategory[]> {
    const projectIds = new Set<number>();
    const appointmentIds = new Set<number>();
    for (const row of rows) {
      if (row.scType === 'project' && row.scId !== null) projectIds.add(row.scId);
      if (row.type === 'appointment' && row.linkedId !== null) appointmentIds.add(row.linkedId);
    }
    const [projectRows, appointmentRows] = await Promise.all([
      repo.projectsByIds(db, [...projectIds], reader),
      repo.appointmentsByIds(db, [...appointmentIds]),
    ]);
    const projects = new Map(
      projectRows.map((p) => [
        p.id,
        { id: p.id, customerName: customerDisplayName(p), isProspect: p.isProspect },
      ]),
    );
    const appointments = new Map(
      appointmentRows.map((a) => [
        a.id,
        {
          projectId: a.projectId,
          isProspect: a.isProspect,
          // As the appointment routes give it (spec 3 §3): an all-day one is its day.
          fromDate: a.allDay ? a.startsAt.toISOString().slice(0, 10) : a.startsAt.toISOString(),
          allDay: a.allDay,
        },
      ]),
    );

    const categories = new Map<string, TNotificationCategory>();
    for (const row of rows) {
      const key = `${row.scType}\u0000${row.scName}\u0000${row.scId ?? ''}`;
      let category = categories.get(key);
      if (!category) {
        category = {
          id: row.id,
          scType: row.scType,
          scName: row.scName,
          scId: row.scId,
          project: (row.scType === 'project' && row.scId !== null && projects.get(row.scId)) || null,
          children: [],
        };
        categories.set(key, category);
      }
      category.children.push({
        id: row.id,
        text: row.text,
        creationDate: row.createdAt.toISOString(),
        color: row.color,
        icon: row.icon,
        img: row.img,
        type: row.type,
        linkedId: row.linkedId,
        isRead: row.isRead,
        appointment:
          (row.type === 'appointment' && row.linkedId !== null && appointments.get(row.linkedId)) || null,
      });
    }
    return [...categories.values()];
  }

  async function list(reader: Caller) {
    const [rows, total] = await Promise.all([
      repo.listForUser(db, reader.userId, PANEL_LIMIT),
      repo.countUnread(db, reader.userId),
    ]);
    return { total, list: await group(reader, rows) };
  }

  return {
    list,

    async markRead(options: { reader: Caller; ids?: number[] | undefined }) {
      await repo.markRead(db, options.reader.userId, options.ids);
      return list(options.reader);
    },

    async remove(options: { reader: Caller; id: number }) {
      if (!(await repo.deleteOne(db, options.reader.userId, options.id)))
        throw new AppError(NOTIFICATION_ERRORS.NOTIFICATION_NOT_FOUND);
      return list(options.reader);
    },

    async removeCategory(options: { reader: Caller; scType: string; scName: string; scId: number | null }) {
      const { reader, ...key } = options;
      if ((await repo.deleteCategory(db, reader.userId, key)) === 0)
        throw new AppError(NOTIFICATION_ERRORS.NOTIFICATION_CATEGORY_NOT_FOUND);
      return list(reader);
    },

    /**
     * Stores one notification per recipient, then sends the live alert (after the commit, so a client
     * that refetches on the event finds the rows).
     */
    async notify(notification: NewNotification, audit?: { userId: number; context: RequestContext }) {
      const { recipients } = notification;
      const recipientIds = await db.transaction(async (tx) => {
        const ids = await repo.resolveRecipients(tx, recipients);
        await repo.insertMany(
          tx,
          ids.map((userId) => ({
            userId,
            scType: notification.scType,
            scName: notification.scName,
            scId: notification.scId ?? null,
            text: notification.text,
            color: notification.color ?? null,
            icon: notification.icon ?? null,
            img: notification.img ?? null,
            type: notification.type ?? null,
            linkedId: notification.linkedId ?? null,
          })),
        );
        if (audit) {
          await writeAudit(tx, {
            userId: audit.userId,
            action: 'notification.create',
            entity: 'notification',
            after: { ...notification, recipients: ids.length },
            ip: audit.context.ip,
            requestId: audit.context.requestId,
          });
        }
        return ids;
      });
      if (recipientIds.length) {
        // Not awaited: the rows are stored; a browser slow to acknowledge must not hold the request.
        void realtime.emitNotification({
          all: recipients.all,
          roles: recipients.roles,
          user: recipients.userIds,
          alert: {
            text: notification.text,
            icon: notification.icon ?? null,
            img: notification.img ?? null,
            name: notification.scName,
            color: notification.color ?? null,
          },
        });
      }
      return recipientIds.length;
    },
  };
}
