import type { Database, Tx } from '../db/client';
import { projectHistory } from '../db/schema';

export type ProjectChange = {
  projectId: number;
  userId: number | null;
  /** What changed: `state`, `frozen`, `buildingPermit.deposited`, `financing.cancel`… . */
  kind: string;
  /** French line of the timeline, e.g. « Permis déposé en mairie » (values shown as « from → to »). */
  label: string;
  from?: string | number | boolean | null;
  to?: string | number | boolean | null;
};

const text = (value: ProjectChange['from']) => (value === undefined || value === null ? null : String(value));

/**
 * Records state changes of a project for its timeline (project sheet). Pass the transaction of the
 * change: the line lands with it or not at all.
 */
export async function recordProjectChange(db: Database | Tx, ...changes: ProjectChange[]): Promise<void> {
  if (!changes.length) return;
  await db.insert(projectHistory).values(
    changes.map((change) => ({
      projectId: change.projectId,
      userId: change.userId,
      kind: change.kind,
      label: change.label,
      fromValue: text(change.from),
      toValue: text(change.to),
    })),
  );
}
