import type { TProjectFileCategory } from '@batir/shared/files';
import type { TProjectFilesResponse } from '@batir/shared/project-documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectDocumentsKey } from './keys';

/** GET /api/project/{project}/files?category=: the project's documents, newest first, with counts. */
export function fetchProjectFiles(
  projectId: number,
  category: TProjectFileCategory | null,
  signal?: AbortSignal,
): Promise<TProjectFilesResponse> {
  const query = category ? `?${new URLSearchParams({ category })}` : '';
  return apiFetch<TProjectFilesResponse>(`/api/project/${projectId}/files${query}`, { signal });
}

export const projectFilesQueryOptions = (projectId: number, category: TProjectFileCategory | null) =>
  queryOptions({
    queryKey: [...projectDocumentsKey(projectId), 'files', category ?? 'all'] as const,
    queryFn: ({ signal }) => fetchProjectFiles(projectId, category, signal),
    placeholderData: keepPreviousData,
  });

export function useProjectFiles(projectId: number, category: TProjectFileCategory | null) {
  return useQuery(projectFilesQueryOptions(projectId, category));
}
