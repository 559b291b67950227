import type { EndpointResponse } from '@batir/shared/contract';
import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import type { TLandAccessibility } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** PUT /api/project/{project}/saveLandAccessibility. */
export function useSaveLandAccessibility(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof preconstructionEndpoints.saveLandAccessibility>,
    ApiError,
    TLandAccessibility
  >({
    mutationFn: (accessibility: TLandAccessibility) =>
      call(preconstructionEndpoints.saveLandAccessibility, {
        params: { project: projectId },
        body: { accessibility },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(preconstructionKeys.land(projectId), { error: 0, land: answer.land }),
  });
}
