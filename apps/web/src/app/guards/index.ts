import { data, type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { commonCode } from '../../lib/error-codes';
import { type RouteHandle, routeHref } from '../../lib/route-names';
import { can } from '../../lib/user-policy';
import { adminGuard } from './admin-guard';
import { authGuard } from './auth-guard';
import { languageGuard } from './language-guard';
import { productGuard } from './product-guard';
import { requireUser } from './session';
import type { Guard } from './types';

export type { Guard, GuardContext } from './types';

/** Guards a route may name in `handle.guards`. */
export const GUARDS: Record<string, Guard> = {
  product: productGuard,
  auth: authGuard,
  language: languageGuard,
  admin: adminGuard,
};

/** Spec 1 §2.5: every page runs these first, in this order. */
export const DEFAULT_GUARDS = ['product', 'auth', 'language'] as const;

/**
 * Runs the default guards then the route's own, then the policy's action the page needs (`handle.can`: the
 * 403 page otherwise), then its validation check. All names are resolved before
 * any guard runs, so a misspelt guard fails the same way for every visitor.
 */
export async function runGuards(
  handle: RouteHandle,
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  registry: Record<string, Guard> = GUARDS,
): Promise<void> {
  const guards = [...DEFAULT_GUARDS, ...(handle.guards ?? [])].map((name) => {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw data(`Unknown middleware ${name}`, { status: 500 });
    return guard;
  });
  for (const guard of guards) await guard({ request, params, handle });
  if (handle.can && !can(await requireUser(), handle.can)) throw data(null, { status: 403 });
  if (handle.validate && !handle.validate(params))
    throw data('This page could not be found', { status: 404 });
}

/**
 * The loader of a page: its guards, then its own loader if any. MAINTENANCE from the API means maintenance
 * started for this user: the maintenance page explains it better than an error page.
 */
export function guardedLoader(handle: RouteHandle, loader?: LoaderFunction): LoaderFunction {
  return async (args) => {
    try {
      await runGuards(handle, args);
      return loader ? await loader(args) : null;
    } catch (error) {
      if (error instanceof ApiError && error.code === commonCode('MAINTENANCE'))
        throw redirect(routeHref('maintenance'));
      throw error;
    }
  };
}
