import type { TBpDashboardResponse } from '@batir/shared/building-permits';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bpDashboardKey } from './keys';

/** GET /api/buildingPermit: the ten lists of the building-permit dashboard. */
export function useBpDashboard() {
  return useQuery({
    queryKey: bpDashboardKey,
    queryFn: ({ signal }) => apiFetch<TBpDashboardResponse>('/api/buildingPermit', { signal }),
  });
}
