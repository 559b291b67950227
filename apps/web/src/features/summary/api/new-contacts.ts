import type { TNewContactResponse } from '@batir/shared/contacts';
import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type NewContactsParams, summaryKeys } from './keys';

export type NewContacts = TNewContactResponse;
export type { NewContactsParams };

/** GET /api/summary/newContact: waiting contacts, and with `contactId` the dialog's advisers and duplicates. */
export function fetchNewContacts(params: NewContactsParams, signal?: AbortSignal): Promise<NewContacts> {
  return call(
    summaryEndpoints.newContacts,
    { query: { page: params.page ?? 1, contactId: params.contactId || undefined } },
    { signal },
  );
}

export function useNewContacts(params: NewContactsParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: summaryKeys.newContactPage(params),
    queryFn: ({ signal }) => fetchNewContacts(params, signal),
    enabled: options.enabled ?? true,
    placeholderData: params.contactId ? undefined : keepPreviousData,
  });
}
