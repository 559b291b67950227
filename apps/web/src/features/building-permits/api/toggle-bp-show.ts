import type { TBpPermitType } from '@batir/shared/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/toggleBpShow: a permit type shown to the customer, or hidden. */
export function useToggleBpShow(projectId: number) {
  return usePermitMutation<{ buildingPermitType: TBpPermitType }, { error: 0; bpShow: string[] }>(
    'PUT',
    `/api/project/${projectId}/toggleBpShow`,
  );
}
