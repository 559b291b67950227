import type { TFileDetails } from '@batir/shared/files';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKey } from './project-header';

/** GET /api/files/get?type=project&linkedId={project}: the project's attachments (files module). */
export function fetchProjectFiles(projectId: number, signal?: AbortSignal) {
  return apiFetch<{ error: 0; files: TFileDetails[] }>(`/api/files/get?type=project&linkedId=${projectId}`, {
    signal,
  });
}

export function useProjectFiles(projectId: number) {
  return useQuery({
    queryKey: [...projectKey(projectId), 'files'],
    queryFn: ({ signal }) => fetchProjectFiles(projectId, signal),
  });
}
