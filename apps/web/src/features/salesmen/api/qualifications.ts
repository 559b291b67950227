import { salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { salesmenKeys } from './keys';

/** GET /api/salesman/{id}/qualifications: his qualified prospects, Froid / Tiède / Chaud. */
export function fetchQualifications(id: number, signal?: AbortSignal) {
  return call(salesmenEndpoints.qualifications, { params: { id } }, { signal });
}

export function useQualifications(id: number) {
  return useQuery({
    queryKey: salesmenKeys.qualifications(id),
    queryFn: ({ signal }) => fetchQualifications(id, signal),
  });
}
