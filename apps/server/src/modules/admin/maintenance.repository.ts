import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appSettings } from '../../db/schema';

const KEY = 'maintenance';
export type MaintenanceState = { enabled: boolean; message: string };

export async function readMaintenance(db: Database | Tx): Promise<MaintenanceState> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY))
    .limit(1);
  const value = row?.value as Partial<MaintenanceState> | undefined;
  return {
    enabled: value?.enabled === true,
    message: typeof value?.message === 'string' ? value.message : '',
  };
}

export async function writeMaintenance(db: Database | Tx, state: MaintenanceState, userId: number) {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: state, updatedBy: userId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: state, updatedBy: userId, updatedAt: sql`now()` },
    });
}
