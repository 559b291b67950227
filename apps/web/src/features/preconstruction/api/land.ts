import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** GET /api/project/{project}/land. */
export function useLand(projectId: number) {
  return useQuery({
    queryKey: preconstructionKeys.land(projectId),
    queryFn: ({ signal }) =>
      call(preconstructionEndpoints.land, { params: { project: projectId } }, { signal }),
    select: (answer) => answer.land,
  });
}
