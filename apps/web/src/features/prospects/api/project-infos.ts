import { prospectSheetEndpoints } from '@batir/shared/contracts/prospect-sheet';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/** GET /api/project/infos/{project}: the project block as saved now, read when its editor opens. */
export function useProjectInfos(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: prospectsKeys.infos(projectId),
    queryFn: ({ signal }) =>
      call(prospectSheetEndpoints.infos, { params: { project: projectId } }, { signal }),
    select: (answer) => answer.infos,
    enabled,
  });
}
