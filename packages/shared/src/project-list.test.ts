import { describe, expect, test } from 'vitest';
import { CONSTRUCTION_STEPS_LABEL, PROJECT_STEP_LABELS, projectStepLabel } from './project-list';

describe('project steps: one word each (spec 1 §4 « pre-construction », « construction »)', () => {
  test('the labels every screen and text uses', () => {
    expect(PROJECT_STEP_LABELS).toEqual({
      1: 'Pré-construction',
      2: 'Construction : gros œuvre',
      3: 'Construction : second œuvre',
    });
    expect(CONSTRUCTION_STEPS_LABEL).toBe('Construction');
    expect(projectStepLabel(1)).toBe('Pré-construction');
    expect(projectStepLabel(4)).toBe('Étape 4');
  });
});
