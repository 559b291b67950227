import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, reportApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorSnackbar?: boolean };
    mutationMeta: { errorSnackbar?: boolean };
  }
}

/**
 * Spec 1 §8 error snackbar. Most screens show their own errors (inline, or `onError` at the call), so the
 * global snackbar takes: queries and mutations that ask for it (`meta.errorSnackbar`), and failed
 * background refreshes of data already on screen, which nothing else would tell the user about.
 * Maintenance (503) is not an error: the guards send the user to the maintenance page.
 */
export function shouldReport(
  error: unknown,
  meta: { errorSnackbar?: boolean } | undefined,
  hasData: boolean,
) {
  if (error instanceof ApiError && error.status === 503) return false;
  return meta?.errorSnackbar ?? hasData;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (shouldReport(error, query.meta, query.state.data !== undefined)) reportApiError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (shouldReport(error, mutation.meta, false)) reportApiError(error);
    },
  }),
  defaultOptions: {
    queries: {
      // A refused request (4xx) or maintenance (503) will not succeed by asking again at once.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)),
    },
  },
});
