import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TCrcFiles } from '@batir/shared/project-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** GET /api/project/{project}/crcFiles: state and files per type, global state, last file date. */
export async function fetchCrcFiles(projectId: number, signal?: AbortSignal): Promise<TCrcFiles> {
  return (await call(projectDocumentsEndpoints.crcFiles, { params: { project: projectId } }, { signal })).crc;
}

export const crcFilesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectDocumentsKeys.crc(projectId),
    queryFn: ({ signal }) => fetchCrcFiles(projectId, signal),
  });

export function useCrcFiles(projectId: number) {
  return useQuery(crcFilesQueryOptions(projectId));
}
