import { bpTileOf } from '@batir/shared/building-permits';
import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { parisDay } from '@batir/shared/format';
import type { TLiveNotification } from '@batir/shared/notifications';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as notificationsRepo from '../notifications';
import {
  type ProjectCommandOptions,
  type ProjectHistoryLine,
  type ProjectRef,
  projectCommand,
} from '../projects';
import * as repo from './building-permits.repository';

/**
 * What every change of a project's permit shares (the permit's file and dates, its pieces, its
 * modifications, the mails): the envelope of a permit change, the permit notifications and the date rules.
 */

export type Ok = { error: 0; message: string };

export const SAVED = 'Enregistrement effectué !';

/** Recomputes the project list's permit tile (project_permits.bp_tile) from the permit, in the transaction of the permit change. */
export async function refreshBpTile(tx: Tx, projectId: number): Promise<void> {
  const permit = await repo.findPermit(tx, projectId);
  await repo.setProjectTile(tx, projectId, bpTileOf(repo.permitState(permit)));
}

export type ChangeContext = {
  tx: Tx;
  projectId: number;
  project: ProjectRef;
  permit: repo.PermitRow;
  userId: number;
  today: string;
};

export type ChangeResult = {
  message?: string;
  history: ProjectHistoryLine[];
  audit: { action: string; before?: unknown; after?: unknown };
  /** Notification rows written by the change: their live alert is sent once the transaction commits. */
  live?: TLiveNotification;
};

/** The envelope's options; a permit change always holds the project row. */
export type ChangeOptions = Omit<ProjectCommandOptions, 'lock'>;

/**
 * One change of a project's permit, through the project command envelope (project-command.ts): the
 * project row locked with the right to change it, a prospect refused, the permit row created if needed
 * and a closed file refused (unless `allowClosed`), then `apply`, the tile recomputed, the history and the
 * audit; the live alert of the notifications it wrote leaves after the commit.
 */
export function change(
  options: ChangeOptions,
  apply: (ctx: ChangeContext) => Promise<ChangeResult>,
  { allowClosed = false } = {},
): Promise<Ok> {
  return projectCommand(options, async ({ tx, project, caller, projectId }) => {
    if (project.isProspect) throw new AppError(BP_ERRORS.PROJECT_IS_PROSPECT);
    const permit = await repo.ensurePermit(tx, projectId);
    if (permit.global_refusal_closed_at && !allowClosed) throw new AppError(BP_ERRORS.PERMIT_CLOSED);
    const result = await apply({
      tx,
      projectId,
      project,
      permit,
      userId: caller.userId,
      today: parisDay(),
    });
    await refreshBpTile(tx, projectId);
    return {
      answer: { error: 0 as const, message: result.message ?? SAVED },
      history: result.history,
      audit: result.audit,
      live: result.live,
    };
  });
}

/**
 * Writes a permit notification of the project for each of `userIds` (in the change's transaction) and
 * returns its live alert, sent once the change commits.
 */
export async function notifyPermit(tx: Tx, projectId: number, userIds: number[], text: string) {
  const look = { icon: 'Gavel', color: 'warning' };
  await notificationsRepo.insertMany(
    tx,
    userIds.map((userId) => ({
      userId,
      scType: 'project',
      scName: 'buildingPermit',
      scId: projectId,
      text,
      ...look,
      type: 'buildingPermit',
      linkedId: projectId,
    })),
  );
  const live: TLiveNotification = {
    all: false,
    roles: [],
    user: userIds,
    alert: { text, img: null, name: 'buildingPermit', ...look },
  };
  return live;
}

export function assertDay(day: string, today: string, label: string) {
  if (day > today)
    throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
      message: `${label} ne peut pas être dans le futur.`,
    });
  if (day < '2000-01-01')
    throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, { message: `${label} est invalide.` });
}
