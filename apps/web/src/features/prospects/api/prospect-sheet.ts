import { prospectSheetEndpoints } from '@batir/shared/contracts/prospect-sheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/** GET /api/project/sheet/{id}: the household, the project and every list of the prospect sheet. */
export function fetchProspectSheet(projectId: number, signal?: AbortSignal) {
  return call(prospectSheetEndpoints.sheet, { params: { id: projectId } }, { signal });
}

/**
 * The sheet's query (key `prospectsKeys.sheet`). Panels that write to a prospect (contacts, comments,
 * notes, qualifications) invalidate it after a write so the sheet reloads its lists.
 */
export const prospectSheetQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: prospectsKeys.sheet(projectId),
    queryFn: ({ signal }) => fetchProspectSheet(projectId, signal),
  });

export function useProspectSheet(projectId: number) {
  return useQuery(prospectSheetQueryOptions(projectId));
}
