import type { Tx } from '../client';

/** Demo data of the projects area (issue 6): filled by that area's work. */
export async function seedDemoProjects(_tx: Tx, _userId: Map<string, number>): Promise<void> {}
