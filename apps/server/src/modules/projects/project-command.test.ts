/**
 * The envelope of every change to a customer project (project-command.ts), used by the project operations,
 * the building permit and the financing: all or nothing in one transaction, the live alert after the commit.
 */
import type { TLiveNotification } from '@batir/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, openTestDatabase } from '../../../test/helpers';
import type { Database, DatabaseHandle } from '../../db/client';
import { auditLog, notifications, projectHistory, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as notificationsRepo from '../notifications';
import type { Caller } from './project-access';
import { projectCommand } from './project-command';

let database: DatabaseHandle;
let admin: Caller;
let projectId: number;
const context = { ip: '127.0.0.1', userAgent: null, requestId: 'project-command-test' };

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin));
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.isProspect, false))
    .limit(1);
  if (!user || !project) throw new Error('no demo admin or customer project');
  admin = { userId: user.id, roles: ['admin'] };
  projectId = project.id;
});
afterAll(() => database.close());

/** What a command leaves behind for its request id: timeline lines, audit rows, notifications (by text). */
async function written(requestId: string, text: string) {
  const [history] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectHistory)
    .where(and(eq(projectHistory.projectId, projectId), eq(projectHistory.label, text)));
  const [audit] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId));
  const [notes] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.text, text));
  return { history: history?.n, audit: audit?.n, notifications: notes?.n };
}

/** The database, with a record of when each transaction committed relative to the live alerts. */
function watched(events: string[]): Database {
  const db = database.db;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Database['transaction']>) => {
        const result = await target.transaction(...args);
        events.push('commit');
        return result;
      };
    },
  });
}

/** A command that writes a notification, a timeline line and an audit row, failing where told. */
function command(options: { requestId: string; text: string; failIn?: 'apply' | 'history' }) {
  const events: string[] = [];
  const realtime = {
    emitNotification: vi.fn(async (_event: TLiveNotification) => {
      events.push('emit');
      return 'ok' as const;
    }),
  };
  const run = projectCommand(
    {
      db: watched(events),
      caller: admin,
      projectId,
      context: { ...context, requestId: options.requestId },
      realtime,
    },
    async ({ tx, project }) => {
      await notificationsRepo.insertMany(tx, [
        { userId: admin.userId, scType: 'project', scName: 'test', scId: project.id, text: options.text },
      ]);
      if (options.failIn === 'apply')
        throw new AppError({ status: 409, code: 'TEST_REFUSED', message: 'Refusé.' });
      return {
        answer: { error: 0 as const, message: 'Fait.' },
        history: [
          // A null kind breaks the table's not-null rule: a failure after the body, while recording.
          { kind: options.failIn === 'history' ? (null as unknown as string) : 'test', label: options.text },
        ],
        audit: { action: 'test.command', before: { a: 1 }, after: { a: 2 } },
        live: {
          all: false,
          roles: [],
          user: [admin.userId],
          alert: { text: options.text, img: null, name: 'test', icon: null, color: null },
        },
      };
    },
  );
  return { run, events, realtime };
}

describe('projectCommand', () => {
  it('writes history and audit with the change, answers, and sends the live alert after the commit', async () => {
    const { run, events, realtime } = command({ requestId: 'ok-1', text: 'Commande réussie' });
    expect(await run).toEqual({ error: 0, message: 'Fait.' });
    expect(events).toEqual(['commit', 'emit']);
    expect(realtime.emitNotification).toHaveBeenCalledWith(
      expect.objectContaining({
        user: [admin.userId],
        alert: expect.objectContaining({ text: 'Commande réussie' }),
      }),
    );
    expect(await written('ok-1', 'Commande réussie')).toEqual({ history: 1, audit: 1, notifications: 1 });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.requestId, 'ok-1'));
    expect(audit).toMatchObject({
      userId: admin.userId,
      action: 'test.command',
      entity: 'project',
      entityId: String(projectId),
      before: { a: 1 },
      after: { a: 2 },
    });
  });

  it('a failure in the body leaves nothing written and sends nothing', async () => {
    const { run, events, realtime } = command({
      requestId: 'ko-apply',
      text: 'Commande refusée',
      failIn: 'apply',
    });
    await expect(run).rejects.toMatchObject({ code: 'TEST_REFUSED' });
    expect(events).toEqual([]);
    expect(realtime.emitNotification).not.toHaveBeenCalled();
    expect(await written('ko-apply', 'Commande refusée')).toEqual({ history: 0, audit: 0, notifications: 0 });
  });

  it('a failure while recording, after the body, rolls the body back too and sends nothing', async () => {
    const { run, realtime } = command({
      requestId: 'ko-history',
      text: 'Historique impossible',
      failIn: 'history',
    });
    await expect(run).rejects.toThrow();
    expect(realtime.emitNotification).not.toHaveBeenCalled();
    expect(await written('ko-history', 'Historique impossible')).toEqual({
      history: 0,
      audit: 0,
      notifications: 0,
    });
  });

  it('refuses a caller who may not change the project before running the body', async () => {
    const body = vi.fn();
    await expect(
      projectCommand(
        { db: database.db, caller: { userId: admin.userId, roles: ['craftsman'] }, projectId, context },
        body,
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      projectCommand({ db: database.db, caller: admin, projectId: 999_999_999, context }, body),
    ).rejects.toMatchObject({ status: 404 });
    expect(body).not.toHaveBeenCalled();
  });

  it('checks the access rule the command passes instead of projectFor, and gives the body its project', async () => {
    const body = vi.fn(async ({ project }: { project: { id: number; rule: string } }) => ({
      answer: project.rule,
      audit: null,
    }));
    const refused = projectCommand(
      {
        db: database.db,
        caller: admin,
        projectId,
        context,
        access: async () => {
          throw new AppError({ status: 403, code: 'FORBIDDEN', message: 'Refusé par la règle.' });
        },
      },
      body,
    );
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'Refusé par la règle.' });
    expect(body).not.toHaveBeenCalled();
    const locks: boolean[] = [];
    const answer = await projectCommand(
      {
        db: database.db,
        caller: admin,
        projectId,
        context,
        lock: false,
        access: async ({ projectId: id, lock }) => {
          locks.push(lock);
          return { id, rule: 'prospect' };
        },
      },
      body,
    );
    expect(answer).toBe('prospect');
    expect(locks).toEqual([false]);
  });

  it('writes no audit row when the command says it recorded nothing', async () => {
    const answer = await projectCommand(
      { db: database.db, caller: admin, projectId, context: { ...context, requestId: 'nothing' } },
      async () => ({ answer: 'inchangé', audit: null }),
    );
    expect(answer).toBe('inchangé');
    expect((await written('nothing', '—')).audit).toBe(0);
  });
});
