import type { TLogisboxResponse } from '@batir/shared/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const logisboxKey = ['preconstruction', 'logisbox'] as const;

/** GET /api/summary/logisbox (the first 100 rows of each list, with each list's total). */
export function useLogisbox() {
  return useQuery({
    queryKey: logisboxKey,
    queryFn: ({ signal }) => apiFetch<TLogisboxResponse>('/api/summary/logisbox?limit=100', { signal }),
  });
}
