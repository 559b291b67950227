import { PROSPECT_TILES } from '@batir/shared/prospects';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/**
 * Spec 3 §3 "Prospect list state" saved preferences, kept per user in the browser's local storage
 * (spec 3 §9): display options, archived mode, search, configMode (colour steps: a card turns amber,
 * then red, once the prospect is older than each step in days), displayList (the tile shown) and
 * userList (the salespeople filtered on).
 */
const ZPreferences = z.object({
  options: z.object({ showPhone: z.boolean(), showSalesman: z.boolean() }),
  archivedMode: z.boolean(),
  search: z.string().max(200),
  configMode: z.object({
    enabled: z.boolean(),
    colorSteps: z.tuple([z.number().int().min(1).max(3650), z.number().int().min(1).max(3650)]),
  }),
  displayList: z.enum([...PROSPECT_TILES, 'all']),
  userList: z.array(z.number().int().positive()).max(200),
});
export type ProspectPreferences = z.infer<typeof ZPreferences>;

export const DEFAULT_PREFERENCES: ProspectPreferences = {
  options: { showPhone: true, showSalesman: true },
  archivedMode: false,
  search: '',
  configMode: { enabled: false, colorSteps: [7, 30] },
  displayList: 'toContact',
  userList: [],
};

export const preferencesKey = (userId: number) => `batir.prospects.preferences.${userId}`;

/** The saved preferences; anything unreadable (older shape, edited by hand) falls back to the defaults. */
export function loadPreferences(userId: number, storage: Storage = localStorage): ProspectPreferences {
  try {
    const raw = storage.getItem(preferencesKey(userId));
    if (!raw) return DEFAULT_PREFERENCES;
    const parsed = ZPreferences.safeParse({ ...DEFAULT_PREFERENCES, ...JSON.parse(raw) });
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(userId: number, value: ProspectPreferences, storage: Storage = localStorage) {
  try {
    storage.setItem(preferencesKey(userId), JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the preferences only last for this page.
  }
}

/** The card colour of a prospect created at `createdAt`, under the colour steps (null when off). */
export function ageColour(
  createdAt: string,
  configMode: ProspectPreferences['configMode'],
  now = Date.now(),
): 'warning' | 'error' | null {
  if (!configMode.enabled) return null;
  const days = (now - new Date(createdAt).getTime()) / 86_400_000;
  const [amber, red] = configMode.colorSteps;
  if (days >= Math.max(amber, red)) return 'error';
  if (days >= Math.min(amber, red)) return 'warning';
  return null;
}

/** The preferences of the signed-in user, saved on every change. */
export function useProspectPreferences(userId: number) {
  const [preferences, setPreferences] = useState(() => loadPreferences(userId));
  const update = useCallback(
    (change: Partial<ProspectPreferences>) =>
      setPreferences((previous) => {
        const next = { ...previous, ...change };
        savePreferences(userId, next);
        return next;
      }),
    [userId],
  );
  return [preferences, update] as const;
}
