import { salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { salesmenKeys } from './keys';

/** GET /api/salesman/{id}: profile, pinned message, manager, support list and the caller's rights. */
export function fetchSalesman(id: number, signal?: AbortSignal) {
  return call(salesmenEndpoints.salesman, { params: { id } }, { signal });
}

export const salesmanQueryOptions = (id: number) =>
  queryOptions({ queryKey: salesmenKeys.detail(id), queryFn: ({ signal }) => fetchSalesman(id, signal) });

export function useSalesman(id: number | null) {
  return useQuery({ ...salesmanQueryOptions(id ?? 0), enabled: id !== null });
}
