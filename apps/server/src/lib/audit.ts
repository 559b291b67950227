import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
};

/** The staff member behind the « prendre la main » session of the request being served, if any. */
const impersonation = new AsyncLocalStorage<{ impersonatorId: number }>();

/**
 * Runs `next` (the rest of a request) so that every audit row it writes names `impersonatorId`, the staff
 * member who really acted: set once by the access policy (plugins/access.ts), so no service can forget it.
 */
export function auditAsImpersonator(impersonatorId: number, next: () => void): void {
  impersonation.run({ impersonatorId }, next);
}

/** Writes one audit row; pass the transaction handle so the row lands with the change or not at all. */
export async function writeAudit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    impersonatorId: impersonation.getStore()?.impersonatorId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  });
}
