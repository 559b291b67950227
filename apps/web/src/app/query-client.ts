import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused request (4xx) or maintenance (503) will not succeed by asking again at once.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)),
    },
  },
});
