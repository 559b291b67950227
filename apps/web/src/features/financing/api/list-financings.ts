import { financingEndpoints } from '@batir/shared/contracts/financing';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { financingKeys } from './keys';

/** GET /api/financing: the dashboard's three lists (asked, waiting, done), each capped at `limit`. */
export function useFinancingLists(search: string) {
  return useQuery({
    queryKey: financingKeys.list(search),
    queryFn: ({ signal }) =>
      call(financingEndpoints.lists, { query: { limit: 200, search: search || undefined } }, { signal }),
    placeholderData: (previous) => previous,
  });
}
