import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** GET /api/project/{project}/elementsConstitution. */
export function useConstitution(projectId: number) {
  return useQuery({
    queryKey: preconstructionKeys.constitution(projectId),
    queryFn: ({ signal }) =>
      call(preconstructionEndpoints.constitution, { params: { project: projectId } }, { signal }),
  });
}
