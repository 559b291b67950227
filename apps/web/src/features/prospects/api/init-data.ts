import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/** GET /api/prospect/initData: the salespeople the caller may pick, and the prospect origins. */
export const prospectInitDataQueryOptions = queryOptions({
  queryKey: prospectsKeys.initData(),
  queryFn: ({ signal }) => call(prospectEndpoints.initData, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useProspectInitData() {
  return useQuery(prospectInitDataQueryOptions);
}
