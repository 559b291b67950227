import type { TLiveNotification } from '@batir/shared/notifications';
import type { Database, Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { type ProjectChange, recordProjectChange } from '../../lib/project-history';
import type { RequestContext } from '../../lib/request-context';
import type { Realtime } from '../../plugins/realtime';
import { type Caller, type ProjectRef, projectFor } from './project-access';

/** One line of the project's timeline, as a command writes it (the envelope adds project and user). */
export type ProjectHistoryLine = Omit<ProjectChange, 'projectId' | 'userId'>;

export type ProjectCommandOptions<P = ProjectRef> = {
  db: Database;
  caller: Caller;
  projectId: number;
  context: RequestContext;
  /** Sends the live alert of the notifications a command writes (the bell rings without a reload). */
  realtime?: Pick<Realtime, 'emitNotification'> | undefined;
  /**
   * Holds the project row (`for update`) until the commit: true by default, as every change of the
   * project's state must see the row its checks read. Only commands that change nothing of the project
   * (a mail sent about it) pass false.
   */
  lock?: boolean;
  /**
   * Who may change the project, when it is not projectFor's rule of customer projects (write): loads the
   * project (held `for update` when `lock`) or throws its 404, then its 403. The commercial area's
   * projects (the prospect sheet) pass their stricter rule; the default is projectFor.
   */
  access?: ((scope: { tx: Tx; caller: Caller; projectId: number; lock: boolean }) => Promise<P>) | undefined;
};

/** What the command's body works with: the transaction, and the project the caller may change. */
export type ProjectCommandScope<P = ProjectRef> = { tx: Tx; project: P; caller: Caller; projectId: number };

export type ProjectCommandOutcome<T> = {
  /** What the command answers, returned once the transaction has committed. */
  answer: T;
  /** Timeline lines, written in the command's transaction after its body. */
  history?: readonly ProjectHistoryLine[];
  /** The audit row (entity id: the project), after the history; null when the command recorded nothing. */
  audit: {
    action: string;
    entity?: 'project' | 'project_financing';
    before?: unknown;
    after?: unknown;
  } | null;
  /** The live alert of notification rows the body wrote: sent only once the transaction has committed. */
  live?: TLiveNotification | undefined;
};

/**
 * The one envelope of a change to a customer project: in one transaction, the caller's right to change
 * the project checked and its row locked (projectFor: 404, 403), then `apply` (the module's own checks,
 * loads and writes), then the history lines and the audit row. Whatever fails rolls everything back: no
 * history, no audit, no notification. The live alert leaves after the commit, never for a change that did
 * not happen, and is not awaited (as in the notification service: the rows are stored, a slow browser
 * must not hold the answer).
 */
export async function projectCommand<T, P = ProjectRef>(
  options: ProjectCommandOptions<P>,
  apply: (scope: ProjectCommandScope<P>) => Promise<ProjectCommandOutcome<T>>,
): Promise<T> {
  const { db, caller, projectId, context, lock = true } = options;
  // Without `access`, P is its default, ProjectRef: projectFor's row.
  const access =
    options.access ??
    ((scope) => projectFor({ db: scope.tx, caller, projectId, write: true, lock: scope.lock }) as Promise<P>);
  const { answer, live } = await db.transaction(async (tx) => {
    const project = await access({ tx, caller, projectId, lock });
    const outcome = await apply({ tx, project, caller, projectId });
    const history = outcome.history ?? [];
    await recordProjectChange(tx, ...history.map((line) => ({ ...line, projectId, userId: caller.userId })));
    if (outcome.audit) {
      await writeAudit(tx, {
        userId: caller.userId,
        action: outcome.audit.action,
        entity: outcome.audit.entity ?? 'project',
        entityId: projectId,
        before: outcome.audit.before ?? null,
        after: outcome.audit.after ?? null,
        ip: context.ip,
        requestId: context.requestId,
      });
    }
    return outcome;
  });
  if (live && live.user.length > 0) void options.realtime?.emitNotification(live);
  return answer;
}
