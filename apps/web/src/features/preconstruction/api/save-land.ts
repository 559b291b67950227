import type { EndpointResponse } from '@batir/shared/contract';
import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import type { TLandBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { projectsKeys } from '../../projects/api/keys';
import { preconstructionKeys } from './keys';

/** PUT /api/project/{project}/land. */
export function useSaveLand(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<typeof preconstructionEndpoints.saveLand>, ApiError, TLandBody>({
    mutationFn: (body: TLandBody) =>
      call(preconstructionEndpoints.saveLand, { params: { project: projectId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(preconstructionKeys.land(projectId), { error: 0, land: answer.land });
      // The progress gauge reads the deed date.
      void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
    },
  });
}
