import type { TBuildingPermit } from '@batir/shared/building-permits';
import { describe, expect, it } from 'vitest';
import { permitActions, permitSteps, stepsDone } from './steps';

const base = {
  printedAt: null,
  downloadedAt: null,
  depositedOn: null,
  issueDate: null,
  refusedOn: null,
  globalRefusalClosedAt: null,
} as unknown as TBuildingPermit;

describe('permit stepper', () => {
  it('ends on « Accordé », or « Refusé » after a refusal', () => {
    expect(permitSteps({ ...base, step: 'deposited' }).map((s) => s.label)).toEqual([
      'À préparer',
      'Imprimé',
      'Téléchargé / signé',
      'Déposé',
      'Accordé',
    ]);
    expect(permitSteps({ ...base, step: 'refused', refusedOn: '2026-01-02' }).at(-1)?.label).toBe('Refusé');
  });
  it('counts the steps done and offers the next actions', () => {
    expect(stepsDone('toPrepare', base)).toBe(1);
    expect(stepsDone('deposited', base)).toBe(4);
    expect(stepsDone('granted', base)).toBe(5);
    expect(permitActions('deposited')).toEqual(['issueDate', 'refusal', 'globalRefusal']);
    expect(permitActions('granted')).toEqual([]);
    expect(permitActions('refused')).toContain('convert');
  });
});
