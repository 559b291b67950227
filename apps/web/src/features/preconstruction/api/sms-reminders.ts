import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** GET /api/preconstruction/{project}/smsReminder: the SMS already sent, and the mobile they go to. */
export function useSmsReminders(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: preconstructionKeys.smsReminders(projectId),
    queryFn: ({ signal }) =>
      call(preconstructionEndpoints.smsReminders, { params: { project: projectId } }, { signal }),
    enabled,
  });
}
