import type { Tx } from '../client';

/** Demo data of the building-permits area (issue 6): filled by that area's work. */
export async function seedDemoBuildingPermits(_tx: Tx, _userId: Map<string, number>): Promise<void> {}
