import { useSyncExternalStore } from 'react';

/**
 * Construction mode (spec 1 §4): turned off by the routes whose name contains `-preconstruction-`, on by
 * those containing `-construction-` and by `crcModification`; the other customer routes leave it as it is.
 */
let constructionMode = false;
const listeners = new Set<() => void>();

/** What entering the route `name` does to the mode: true (on), false (off) or null (unchanged). */
export function constructionModeFor(name: string | undefined): boolean | null {
  if (!name) return null;
  if (name.includes('-preconstruction-')) return false;
  if (name.includes('-construction-') || name.includes('crcModification')) return true;
  return null;
}

export function isConstructionMode(): boolean {
  return constructionMode;
}

export function setConstructionMode(on: boolean): void {
  if (on === constructionMode) return;
  constructionMode = on;
  for (const listener of listeners) listener();
}

/** Applies the rule for the route entered; answers the mode after it. */
export function applyRouteConstructionMode(name: string | undefined): boolean {
  const next = constructionModeFor(name);
  if (next !== null) setConstructionMode(next);
  return constructionMode;
}

export function useConstructionMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isConstructionMode,
    () => false,
  );
}
