import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useLogisboxMutation } from './logisbox-mutation';

/** PUT /api/project/{project}/logisboxAppointmentDate: Fixe ou annule le rendez-vous logisbox. */
export function useLogisboxAppointmentDate() {
  return useLogisboxMutation(preconstructionEndpoints.logisboxAppointment);
}
