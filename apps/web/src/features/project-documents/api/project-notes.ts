import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** GET /api/userComment/project/{id}: the staff's internal notes on the project, newest first. */
export function fetchProjectNotes(projectId: number, signal?: AbortSignal) {
  return call(
    contactEndpoints.projectNotes,
    { params: { id: projectId }, query: { limit: 100 } },
    { signal },
  );
}

export const projectNotesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectDocumentsKeys.notes(projectId),
    queryFn: ({ signal }) => fetchProjectNotes(projectId, signal),
  });

export function useProjectNotes(projectId: number) {
  return useQuery(projectNotesQueryOptions(projectId));
}
