import { describe, expect, test } from 'vitest';
import {
  ageColour,
  DEFAULT_PREFERENCES,
  loadPreferences,
  preferencesKey,
  savePreferences,
} from './preferences';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('prospect list preferences', () => {
  test('are saved per user and read back', () => {
    const storage = memoryStorage();
    const mine = {
      ...DEFAULT_PREFERENCES,
      search: 'dupont',
      archivedMode: true,
      userList: [3, 7],
      displayList: 'inContact' as const,
    };
    savePreferences(3, mine, storage);
    expect(loadPreferences(3, storage)).toEqual(mine);
    expect(loadPreferences(4, storage)).toEqual(DEFAULT_PREFERENCES);
    expect(storage.getItem(preferencesKey(3))).toContain('"search":"dupont"');
  });

  test('fall back to the defaults when the stored value is broken or of another shape', () => {
    const storage = memoryStorage();
    storage.setItem(preferencesKey(1), '{not json');
    expect(loadPreferences(1, storage)).toEqual(DEFAULT_PREFERENCES);
    storage.setItem(preferencesKey(1), JSON.stringify({ displayList: 'nope' }));
    expect(loadPreferences(1, storage)).toEqual(DEFAULT_PREFERENCES);
    // An older save without some keys keeps what it has.
    storage.setItem(preferencesKey(1), JSON.stringify({ search: 'muller' }));
    expect(loadPreferences(1, storage)).toEqual({ ...DEFAULT_PREFERENCES, search: 'muller' });
  });

  test('colour steps turn cards amber then red with age, only in config mode', () => {
    const now = Date.parse('2026-03-31T12:00:00Z');
    const on = { enabled: true, colorSteps: [7, 30] as [number, number] };
    expect(ageColour('2026-03-30T12:00:00Z', on, now)).toBeNull();
    expect(ageColour('2026-03-20T12:00:00Z', on, now)).toBe('warning');
    expect(ageColour('2026-02-01T12:00:00Z', on, now)).toBe('error');
    expect(ageColour('2026-02-01T12:00:00Z', { ...on, enabled: false }, now)).toBeNull();
  });
});
