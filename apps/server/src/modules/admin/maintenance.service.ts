import type { Database } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import * as repo from './maintenance.repository';

/** How long a process trusts its copy of the maintenance flag; other processes see a change within this delay. */
const CACHE_MS = 2000;

export const DEFAULT_MAINTENANCE_MESSAGE =
  'Bâtir est en cours de maintenance. Merci de réessayer dans quelques instants.';

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

/** Maintenance mode: while on, only administrators use the back office (spec 1 §2.1 /maintenance). */
export function createMaintenanceService(deps: { db: Database }) {
  let cached: { state: repo.MaintenanceState; at: number } | null = null;

  async function current(): Promise<repo.MaintenanceState> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.state;
    const state = await repo.readMaintenance(deps.db);
    cached = { state, at: Date.now() };
    return state;
  }

  return {
    current,
    async set(options: { enabled: boolean; message: string; userId: number; context: RequestContext }) {
      const state = {
        enabled: options.enabled,
        message: options.message || (options.enabled ? DEFAULT_MAINTENANCE_MESSAGE : ''),
      };
      await deps.db.transaction(async (tx) => {
        const before = await repo.readMaintenance(tx);
        await repo.writeMaintenance(tx, state, options.userId);
        await writeAudit(tx, {
          userId: options.userId,
          action: 'maintenance.set',
          entity: 'app_settings',
          entityId: 'maintenance',
          before,
          after: state,
          ip: options.context.ip,
          requestId: options.context.requestId,
        });
      });
      cached = { state, at: Date.now() };
      return state;
    },
  };
}
