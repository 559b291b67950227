import type { TProspectListResponse } from '@batir/shared/prospects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

export type LeadFilter = { search: string; archived: boolean; page: number; pageSize: number };

export const leadsQueryKey = ['prospects', 'leads'] as const;

/**
 * Website leads are prospects of type `website` (spec 1 §2.10 "(Lead)"): one page of
 * GET /api/prospects/website?type=website, paginated by the server.
 */
export function fetchLeads(filter: LeadFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    type: 'website',
    offset: String(filter.page * filter.pageSize),
    limit: String(filter.pageSize),
  });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.archived) query.set('archived', '1');
  return apiFetch<TProspectListResponse>(`/api/prospects/website?${query}`, { signal });
}

export function useLeads(filter: LeadFilter) {
  return useQuery({
    queryKey: [...leadsQueryKey, filter],
    queryFn: ({ signal }) => fetchLeads(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export type ArchiveLead = { customerId: number; projectId: number; archive: boolean };

/**
 * Archiving goes through the household (PUT /api/customers/{customer}/archive); bringing a lead back
 * reactivates its prospect (PUT /api/prospect/{project}/activate), as the prospect sheet does.
 */
export function archiveLead({ customerId, projectId, archive }: ArchiveLead) {
  return archive
    ? apiFetch<{ error: 0 }>(`/api/customers/${customerId}/archive`, {
        method: 'PUT',
        body: { archive: true },
      })
    : apiFetch<{ error: 0 }>(`/api/prospect/${projectId}/activate`, { method: 'PUT' });
}

export function useArchiveLead() {
  const queryClient = useQueryClient();
  return useMutation<{ error: 0 }, ApiError, ArchiveLead>({
    mutationFn: archiveLead,
    onSuccess: () => {
      // Leads are prospects: the prospect list, the sheet and the summary counters change too.
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
    },
  });
}
