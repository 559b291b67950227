import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TProjectFileCategory } from '@batir/shared/files';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** GET /api/project/{project}/files?category=: the project's documents, newest first, with counts. */
export function fetchProjectFiles(
  projectId: number,
  category: TProjectFileCategory | null,
  signal?: AbortSignal,
) {
  return call(
    projectDocumentsEndpoints.files,
    { params: { project: projectId }, query: category ? { category } : {} },
    { signal },
  );
}

export const projectFilesQueryOptions = (projectId: number, category: TProjectFileCategory | null) =>
  queryOptions({
    queryKey: projectDocumentsKeys.filesOf(projectId, category),
    queryFn: ({ signal }) => fetchProjectFiles(projectId, category, signal),
    placeholderData: keepPreviousData,
  });

export function useProjectFiles(projectId: number, category: TProjectFileCategory | null) {
  return useQuery(projectFilesQueryOptions(projectId, category));
}
