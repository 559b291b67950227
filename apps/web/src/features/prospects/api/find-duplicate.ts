import type { TProspectDuplicateQuery, TProspectDuplicateResponse } from '@batir/shared/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/prospect/findDuplicate: customers, prospects and waiting contacts that may be this household. */
export function fetchDuplicates(household: TProspectDuplicateQuery, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries(household).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
  return apiFetch<TProspectDuplicateResponse>(`/api/prospect/findDuplicate?${query}`, { signal });
}

export const duplicatesQueryOptions = (household: TProspectDuplicateQuery) =>
  queryOptions({
    queryKey: ['prospects', 'duplicates', household] as const,
    queryFn: ({ signal }) => fetchDuplicates(household, signal),
  });

/** `household` null: not enough typed yet, nothing asked. */
export function useDuplicates(household: TProspectDuplicateQuery | null) {
  return useQuery({
    ...duplicatesQueryOptions(household ?? {}),
    enabled: household !== null,
    placeholderData: keepPreviousData,
  });
}
