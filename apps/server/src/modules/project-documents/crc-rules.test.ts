import type { TCrcState } from '@batir/shared/project-documents';
import { describe, expect, it } from 'vitest';
import { crcGlobalState, crcLastFileDate, uniqueEntryNames, zipFolderOf } from './crc-rules';
import { worthCompressing } from './zip-stream';

describe('crcGlobalState (spec 3 §4)', () => {
  const states: TCrcState[] = ['neutral', 'success', 'error'];
  it('is neutral with no type, or every type neutral', () => {
    expect(crcGlobalState([])).toBe('neutral');
    expect(crcGlobalState(['neutral', 'neutral', 'neutral'])).toBe('neutral');
  });
  it('is error as soon as one type is in error, whatever the others', () => {
    expect(crcGlobalState(['success', 'error', 'success'])).toBe('error');
    expect(crcGlobalState(['neutral', 'neutral', 'error'])).toBe('error');
  });
  it('is success when one type is in success and none in error', () => {
    expect(crcGlobalState(['neutral', 'success', 'neutral'])).toBe('success');
  });
  it('matches the rule for every combination of the three types', () => {
    for (const plan of states)
      for (const kitchen of states)
        for (const other of states) {
          const all = [plan, kitchen, other];
          const expected = all.includes('error') ? 'error' : all.includes('success') ? 'success' : 'neutral';
          expect(crcGlobalState(all)).toBe(expected);
        }
  });
});

describe('crcLastFileDate (spec 3 §9)', () => {
  it('answers 2000-01-01 when there is no file', () => {
    expect(crcLastFileDate([])).toBe('2000-01-01T00:00:00.000Z');
    expect(crcLastFileDate([null, undefined])).toBe('2000-01-01T00:00:00.000Z');
  });
  it('answers the newest date', () => {
    expect(
      crcLastFileDate([
        new Date('2024-03-01T10:00:00Z'),
        '2025-06-15T08:30:00.000Z',
        new Date('2023-01-01T00:00:00Z'),
      ]),
    ).toBe('2025-06-15T08:30:00.000Z');
  });
  it('never answers a date before 2000, and ignores invalid ones', () => {
    expect(crcLastFileDate([new Date('1970-01-01T00:00:00Z'), '1999-12-31T23:59:59Z'])).toBe(
      '2000-01-01T00:00:00.000Z',
    );
    expect(crcLastFileDate(['pas une date', new Date(Number.NaN)])).toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('zip entry names', () => {
  it('puts files in their category folder and numbers duplicates, without case', () => {
    expect(
      uniqueEntryNames([
        { folder: 'Plans', name: 'plan.pdf' },
        { folder: 'Plans', name: 'Plan.pdf' },
        { folder: 'Plans', name: 'plan.pdf' },
        { folder: 'Terrain', name: 'plan.pdf' },
        { folder: null, name: 'notes' },
        { folder: null, name: 'notes' },
      ]),
    ).toEqual([
      'Plans/plan.pdf',
      'Plans/Plan (2).pdf',
      'Plans/plan (3).pdf',
      'Terrain/plan.pdf',
      'notes',
      'notes (2)',
    ]);
  });
  it('names folders with the French category labels', () => {
    expect(zipFolderOf('buildingPermit')).toBe('Permis de construire');
    expect(zipFolderOf('other')).toBe('Autres');
  });
  it('stores already-compressed content as is', () => {
    expect(worthCompressing('application/pdf')).toBe(false);
    expect(worthCompressing('image/jpeg')).toBe(false);
    expect(worthCompressing('text/plain')).toBe(true);
  });
});
