import type { Tx } from '../client';

/** Demo data of the project-documents area (issue 6): filled by that area's work. */
export async function seedDemoProjectDocuments(_tx: Tx, _userId: Map<string, number>): Promise<void> {}
