import { prospectSheetEndpoints } from '@batir/shared/contracts/prospect-sheet';
import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { prospectsKeys } from '../../prospects/api/keys';
import { summaryKeys } from '../../summary/api/keys';
import { type LeadFilter, leadsKeys } from './keys';

export type { LeadFilter };

/**
 * Website leads are prospects of type `website` (spec 1 §2.10 "(Lead)"): one page of
 * GET /api/prospects/website?type=website, paginated by the server.
 */
export function fetchLeads(filter: LeadFilter, signal?: AbortSignal) {
  const search = filter.search.trim();
  return call(
    prospectEndpoints.listFrom,
    {
      params: { from: 'website' },
      query: {
        type: 'website',
        offset: filter.page * filter.pageSize,
        limit: filter.pageSize,
        search: search || undefined,
        archived: filter.archived ? '1' : undefined,
      },
    },
    { signal },
  );
}

export function useLeads(filter: LeadFilter) {
  return useQuery({
    queryKey: leadsKeys.list(filter),
    queryFn: ({ signal }) => fetchLeads(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export type ArchiveLead = { customerId: number; projectId: number; archive: boolean };

/**
 * Archiving goes through the household (PUT /api/customers/{customer}/archive); bringing a lead back
 * reactivates its prospect (PUT /api/prospect/{project}/activate), as the prospect sheet does.
 */
export async function archiveLead({ customerId, projectId, archive }: ArchiveLead): Promise<{ error: 0 }> {
  return archive
    ? call(prospectSheetEndpoints.archive, { params: { customer: customerId }, body: { archive: true } })
    : call(prospectSheetEndpoints.activate, { params: { project: projectId } });
}

export function useArchiveLead() {
  const queryClient = useQueryClient();
  return useMutation<{ error: 0 }, ApiError, ArchiveLead>({
    mutationFn: archiveLead,
    onSuccess: () => {
      // Leads are prospects: the prospect list, the sheet and the summary counters change too.
      void queryClient.invalidateQueries({ queryKey: prospectsKeys.all });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
