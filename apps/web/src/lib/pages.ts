import { CHUNK_RELOAD_WINDOW_MS } from '@batir/shared/constants';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from './route-names';

const RELOAD_KEY = 'batir:chunk-reload-at';

/**
 * A route `lazy` function showing the component `name` of a page module. Pages of one area share their
 * module, hence one chunk per area. When the chunk cannot be loaded (usually a new version was deployed
 * and the old chunk is gone), the page reloads, at most once per 60 s (spec 1 §2.5, §9); a second failure
 * within that window goes to the error page instead of looping.
 */
export function lazyPage<K extends string = 'default'>(
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name: K = 'default' as K,
) {
  return async () => {
    try {
      return { Component: (await load())[name] };
    } catch (error) {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) throw error;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {});
    }
  };
}

/**
 * The loader of a page whose first data may leave before it renders: once the guards have let the user in,
 * the page module's `prefetch()` runs as soon as the module is there (the route's `lazy` is loading that same
 * module already), so the page's first requests leave while its code loads and renders, not after. Not
 * awaited: the page shows its own loading and error states, as without it.
 * The queries it starts name `staleTime: PREFETCHED_FRESH_MS`, or the page would ask for them again as it mounts.
 */
export function prefetchLoader(load: () => Promise<{ prefetch?: () => void }>): LoaderFunction {
  return () => {
    void load().then(
      (module) => module.prefetch?.(),
      () => undefined, // the route's `lazy` reports a chunk that cannot load (lazyPage)
    );
    return null;
  };
}

/** How long data a route's loader prefetched stays fresh: the page mounting right after uses it as it is. */
export const PREFETCHED_FRESH_MS = 10_000;

/** What a page shows: a lazy module (`lazyPage`), or a component already loaded. */
export type PageComponent = Pick<RouteObject, 'lazy' | 'Component'>;

/**
 * A page route: its handle (name, title, guards), its loader if it needs data first, and its component.
 * Features declare their pages with it (features/<name>/routes.ts); app/router.tsx places them and gives
 * each page the loader running its guards (the guards belong to the app, which a feature does not import).
 */
export function page(handle: RouteHandle, component: PageComponent, loader?: LoaderFunction) {
  return { handle, loader, ...component };
}

/** A project id in the address, when there is one (digits only): the customer area's pages check it. */
export const validProjectId = (params: { id?: string }) =>
  params.id === undefined || /^\d{1,9}$/.test(params.id);
