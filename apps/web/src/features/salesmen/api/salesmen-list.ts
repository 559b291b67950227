import { usersEndpoints } from '@batir/shared/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { salesmenKeys } from './keys';

/** GET /api/salesman: active salespeople (the screen keeps those the caller may open). */
export function fetchSalesmen(signal?: AbortSignal) {
  return call(usersEndpoints.salesmen, {}, { signal });
}

export const salesmenQueryOptions = queryOptions({
  queryKey: salesmenKeys.list(),
  queryFn: ({ signal }) => fetchSalesmen(signal),
});

export function useSalesmen() {
  return useQuery(salesmenQueryOptions);
}
