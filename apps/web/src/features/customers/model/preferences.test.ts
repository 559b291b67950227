import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, loadPreferences, preferencesKey, savePreferences } from './preferences';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('project list preferences', () => {
  it('round-trips through the storage, per user', () => {
    const storage = memoryStorage();
    const value = {
      ...DEFAULT_PREFERENCES,
      step: 2 as const,
      tile: 'bpInstruction' as const,
      view: 'cards' as const,
      sort: 'customer' as const,
      order: 'asc' as const,
      search: 'Durand',
      salesmen: [3, 4],
      archived: true,
    };
    savePreferences(7, value, storage);
    expect(loadPreferences(7, storage)).toEqual(value);
    expect(loadPreferences(8, storage)).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps the readable fields and defaults the others', () => {
    const storage = memoryStorage();
    storage.setItem(
      preferencesKey(1),
      JSON.stringify({ step: 3, tile: 'nope', view: 'cards', salesmen: 'x' }),
    );
    expect(loadPreferences(1, storage)).toEqual({ ...DEFAULT_PREFERENCES, step: 3, view: 'cards' });
  });

  it('sorts by « Créé le », newest first, by default, also for a list saved with the former id order', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({ sort: 'createdAt', order: 'desc' });
    const storage = memoryStorage();
    storage.setItem(preferencesKey(1), JSON.stringify({ sort: 'recent', order: 'desc', view: 'cards' }));
    expect(loadPreferences(1, storage)).toMatchObject({ sort: 'createdAt', order: 'desc', view: 'cards' });
  });

  it('falls back to the defaults on unreadable text', () => {
    const storage = memoryStorage();
    storage.setItem(preferencesKey(1), '{not json');
    expect(loadPreferences(1, storage)).toEqual(DEFAULT_PREFERENCES);
    storage.setItem(preferencesKey(1), '42');
    expect(loadPreferences(1, storage)).toEqual(DEFAULT_PREFERENCES);
  });
});
