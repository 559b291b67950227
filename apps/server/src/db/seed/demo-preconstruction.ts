import type { Tx } from '../client';

/** Demo data of the preconstruction area (issue 6): filled by that area's work. */
export async function seedDemoPreconstruction(_tx: Tx, _userId: Map<string, number>): Promise<void> {}
