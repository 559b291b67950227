import type { TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The sheet's query key. Panels that write to a prospect (contacts, comments, notes, qualifications)
 * invalidate it after a write so the sheet reloads its lists.
 */
export function prospectSheetKey(projectId: number) {
  return ['prospects', 'sheet', projectId] as const;
}

/** GET /api/project/sheet/{id}: the household, the project and every list of the prospect sheet. */
export function fetchProspectSheet(projectId: number, signal?: AbortSignal) {
  return apiFetch<TProspectSheetResponse>(`/api/project/sheet/${projectId}`, { signal });
}

export const prospectSheetQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: prospectSheetKey(projectId),
    queryFn: ({ signal }) => fetchProspectSheet(projectId, signal),
  });

export function useProspectSheet(projectId: number) {
  return useQuery(prospectSheetQueryOptions(projectId));
}
