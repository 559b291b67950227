/** Vitest setup file of the journeys: after each test, the accessibility violations it met fail it (axe.ts). */
import { afterEach } from 'vitest';
import { formatViolations, takeViolations } from './axe';

afterEach(async () => {
  const found = await takeViolations();
  if (found.length > 0) throw new Error(formatViolations(found));
});
