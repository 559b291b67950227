import { filesEndpoints } from '@batir/shared/contracts/files';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectsKeys } from './keys';

/** GET /api/files/get?type=project&linkedId={project}: the project's attachments (files module). */
export function useProjectFiles(projectId: number) {
  return useQuery({
    queryKey: projectsKeys.files(projectId),
    queryFn: ({ signal }) =>
      call(filesEndpoints.list, { query: { type: 'project', linkedId: projectId } }, { signal }),
  });
}
