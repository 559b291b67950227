import type { TCrcFiles } from '@batir/shared/project-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectDocumentsKey } from './keys';

export const crcFilesKey = (projectId: number) => [...projectDocumentsKey(projectId), 'crc'] as const;

/** GET /api/project/{project}/crcFiles: state and files per type, global state, last file date. */
export async function fetchCrcFiles(projectId: number, signal?: AbortSignal): Promise<TCrcFiles> {
  return (await apiFetch<{ error: 0; crc: TCrcFiles }>(`/api/project/${projectId}/crcFiles`, { signal })).crc;
}

export const crcFilesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: crcFilesKey(projectId),
    queryFn: ({ signal }) => fetchCrcFiles(projectId, signal),
  });

export function useCrcFiles(projectId: number) {
  return useQuery(crcFilesQueryOptions(projectId));
}
