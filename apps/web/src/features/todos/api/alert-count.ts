import type { TToDoAlertCountResponse } from '@batir/shared/todos';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toDosBaseKey } from './to-dos';

export const alertCountQueryKey = [...toDosBaseKey, 'alertCount'] as const;

/** GET /api/toDo/alertCount: open alerts due today or before, for the top menu's `Alertes` block. */
export function fetchAlertCount(signal?: AbortSignal): Promise<TToDoAlertCountResponse> {
  return apiFetch<TToDoAlertCountResponse>('/api/toDo/alertCount', { signal });
}

export function useAlertCount() {
  return useQuery({
    queryKey: alertCountQueryKey,
    queryFn: ({ signal }) => fetchAlertCount(signal),
    select: (data) => data.alertCount,
    // An alert falls due at midnight without any change: look again from time to time.
    refetchInterval: 5 * 60_000,
  });
}
