import type { TNewContactResponse } from '@batir/shared/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type NewContacts = TNewContactResponse;
export type NewContactsParams = { contactId?: number | null; page?: number };

/** Every new-contact query starts with this key: attributing or declining invalidates them all. */
export const newContactsBaseKey = ['summary', 'newContact'] as const;
export const newContactsQueryKey = (params: NewContactsParams) =>
  [...newContactsBaseKey, { contactId: params.contactId ?? null, page: params.page ?? 1 }] as const;

/** GET /api/summary/newContact: waiting contacts, and with `contactId` the dialog's advisers and duplicates. */
export function fetchNewContacts(params: NewContactsParams, signal?: AbortSignal): Promise<NewContacts> {
  const query = new URLSearchParams({ page: String(params.page ?? 1) });
  if (params.contactId) query.set('contactId', String(params.contactId));
  return apiFetch<NewContacts>(`/api/summary/newContact?${query}`, { signal });
}

export function useNewContacts(params: NewContactsParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: newContactsQueryKey(params),
    queryFn: ({ signal }) => fetchNewContacts(params, signal),
    enabled: options.enabled ?? true,
    placeholderData: params.contactId ? undefined : keepPreviousData,
  });
}
