import type { TBpEditBody } from '@batir/shared/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit: need, permit type, number, agreement date. */
export function useEditPermit(projectId: number) {
  return usePermitMutation<TBpEditBody>('PUT', `/api/project/${projectId}/buildingPermit`);
}
