import { constitutionProgressLabel, ZLandBody } from '@batir/shared/preconstruction';
import { describe, expect, it } from 'vitest';

describe('land schema and progress line', () => {
  it('says in French what is wrong', () => {
    const result = ZLandBody.safeParse({ status: 'owned', postalCode: '123', areaM2: Number.NaN });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Code postal invalide (5 chiffres)');
    expect(messages).toContain('Surface invalide');
  });

  it('writes the progress line', () => {
    expect(constitutionProgressLabel(7, 10)).toBe('7 pièces acceptées sur 10');
    expect(constitutionProgressLabel(1, 10)).toBe('1 pièce acceptée sur 10');
    expect(constitutionProgressLabel(0, 10)).toBe('0 pièce acceptée sur 10');
  });
});
