import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bpKeys } from './keys';

/** GET /api/buildingPermit: the ten lists of the building-permit dashboard. */
export function useBpDashboard() {
  return useQuery({
    queryKey: bpKeys.dashboard(),
    queryFn: ({ signal }) => call(bpEndpoints.dashboard, {}, { signal }),
  });
}
