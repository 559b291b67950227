import type { EndpointResponse } from '@batir/shared/contract';
import { projectsEndpoints } from '@batir/shared/contracts/projects';
import type { TSheetInformationsInput } from '@batir/shared/projects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { projectsKeys } from './keys';

/** GET /api/project/{project}/sheet/informations. */
export function useInformations(projectId: number) {
  return useQuery({
    queryKey: projectsKeys.informations(projectId),
    queryFn: ({ signal }) =>
      call(projectsEndpoints.informations, { params: { project: projectId } }, { signal }),
  });
}

/** PUT /api/project/{project}/sheet/informations (working damage sent as 1 or 0). */
export function useSaveInformations(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof projectsEndpoints.saveInformations>,
    ApiError,
    TSheetInformationsInput
  >({
    mutationFn: (body) => call(projectsEndpoints.saveInformations, { params: { project: projectId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.project(projectId) }),
  });
}
