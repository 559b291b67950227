import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import type { TProspectDuplicateQuery } from '@batir/shared/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/** GET /api/prospect/findDuplicate: customers, prospects and waiting contacts that may be this household. */
export function fetchDuplicates(household: TProspectDuplicateQuery, signal?: AbortSignal) {
  // Only the fields typed so far are sent.
  const query = Object.fromEntries(
    Object.entries(household).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  ) as TProspectDuplicateQuery;
  return call(prospectEndpoints.findDuplicate, { query }, { signal });
}

export const duplicatesQueryOptions = (household: TProspectDuplicateQuery) =>
  queryOptions({
    queryKey: prospectsKeys.duplicates(household),
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
