import { BP_TILES, CONSTRUCTION_STEPS, PROJECT_SORT_FIELDS } from '@batir/shared/project-list';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/**
 * The project list's preferences, kept per user in the browser's local storage (spec 3 §9): the step and
 * building-permit tile shown, the view (cards or table), the sort, the search, the salespeople filtered on
 * and the archived mode.
 */
const ZPreferences = z.object({
  step: z.union([z.literal('all'), z.literal(1), z.literal(2), z.literal(3), z.literal(CONSTRUCTION_STEPS)]),
  tile: z.enum([...BP_TILES, 'all']),
  view: z.enum(['cards', 'table']),
  sort: z.enum(PROJECT_SORT_FIELDS),
  order: z.enum(['asc', 'desc']),
  search: z.string().max(200),
  salesmen: z.array(z.number().int().positive()).max(200),
  archived: z.boolean(),
});
export type ProjectListPreferences = z.infer<typeof ZPreferences>;

export const DEFAULT_PREFERENCES: ProjectListPreferences = {
  step: 'all',
  tile: 'all',
  view: 'table',
  sort: 'createdAt',
  order: 'desc',
  search: '',
  salesmen: [],
  archived: false,
};

export const preferencesKey = (userId: number) => `batir:project-list:${userId}`;

/** The saved preferences; a field unreadable (older shape, edited by hand) falls back to its default. */
export function loadPreferences(userId: number, storage: Storage = localStorage): ProjectListPreferences {
  try {
    const raw = storage.getItem(preferencesKey(userId));
    if (!raw) return DEFAULT_PREFERENCES;
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== 'object') return DEFAULT_PREFERENCES;
    const result: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
    for (const [key, schema] of Object.entries(ZPreferences.shape)) {
      const parsed = schema.safeParse((saved as Record<string, unknown>)[key]);
      if (parsed.success) result[key] = parsed.data;
    }
    return ZPreferences.parse(result);
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(
  userId: number,
  value: ProjectListPreferences,
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(preferencesKey(userId), JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the preferences only last for this page.
  }
}

/** The preferences of the signed-in user, saved on every change. */
export function useProjectListPreferences(userId: number) {
  const [preferences, setPreferences] = useState(() => loadPreferences(userId));
  const update = useCallback(
    (change: Partial<ProjectListPreferences>) =>
      setPreferences((previous) => {
        const next = { ...previous, ...change };
        savePreferences(userId, next);
        return next;
      }),
    [userId],
  );
  return [preferences, update] as const;
}
