import { todosEndpoints } from '@batir/shared/contracts/todos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { todosKeys } from './keys';

export const alertCountQueryKey = todosKeys.alertCount();

/** GET /api/toDo/alertCount: open alerts due today or before, for the top menu's `Alertes` block. */
export function fetchAlertCount(signal?: AbortSignal) {
  return call(todosEndpoints.alertCount, {}, { signal });
}

export function useAlertCount() {
  return useQuery({
    queryKey: todosKeys.alertCount(),
    queryFn: ({ signal }) => fetchAlertCount(signal),
    select: (data) => data.alertCount,
    // An alert falls due at midnight without any change: look again from time to time.
    refetchInterval: 5 * 60_000,
  });
}
