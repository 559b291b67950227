import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useLogisboxMutation } from './logisbox-mutation';

/** PUT /api/project/{project}/logisboxSigned: Documents logisbox signés (ou non). */
export function useLogisboxSigned() {
  return useLogisboxMutation(preconstructionEndpoints.logisboxSigned);
}
