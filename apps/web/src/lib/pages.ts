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
  load: () => Promise<Record<K, ComponentType>>,
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
