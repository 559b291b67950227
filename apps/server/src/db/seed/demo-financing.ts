import type { Tx } from '../client';

/** Demo data of the financing area (issue 6): filled by that area's work. */
export async function seedDemoFinancing(_tx: Tx, _userId: Map<string, number>): Promise<void> {}
