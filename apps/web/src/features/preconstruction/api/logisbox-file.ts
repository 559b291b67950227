import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useLogisboxMutation } from './logisbox-mutation';

/** PUT /api/project/{project}/logisboxFile: Dossier logisbox terminé (ou rouvert). */
export function useLogisboxFile() {
  return useLogisboxMutation(preconstructionEndpoints.logisboxFile);
}
