import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';

/**
 * The current project (spec 1 §2.2): the customer screens without an `{id}` in their address use the last
 * project opened, remembered in the browser's local storage.
 */
const STORAGE_KEY = 'batir:current-project';
const listeners = new Set<() => void>();

/** A project id from an address parameter or the storage: a positive whole number, else null. */
export function parseProjectId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function readCurrentProject(): number | null {
  try {
    return parseProjectId(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the project opened last (the layout calls it once the project is loaded). */
export function rememberProject(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Private browsing without storage: the current project lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The project of the customer screen on display: the address's `{id}`, else the remembered project, else null. */
export function useCurrentProjectId(): number | null {
  const params = useParams();
  const remembered = useSyncExternalStore(subscribe, readCurrentProject, () => null);
  return parseProjectId(params.id) ?? remembered;
}
