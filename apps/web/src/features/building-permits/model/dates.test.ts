import { describe, expect, it } from 'vitest';
import { shortDay } from './dates';

describe('shortDay', () => {
  it('shows days and timestamps as DD/MM/YYYY in Paris time', () => {
    expect(shortDay('2026-03-05')).toBe('05/03/2026');
    expect(shortDay('2026-06-30T22:30:00.000Z')).toBe('01/07/2026');
    expect(shortDay(null)).toBe('—');
  });
});
