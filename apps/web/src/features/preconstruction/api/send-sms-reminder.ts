import type { EndpointResponse } from '@batir/shared/contract';
import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import type { TSmsReminderBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** POST /api/preconstruction/{project}/smsReminder {message}. */
export function useSendSmsReminder(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof preconstructionEndpoints.sendSmsReminder>,
    ApiError,
    TSmsReminderBody
  >({
    mutationFn: (body: TSmsReminderBody) =>
      call(preconstructionEndpoints.sendSmsReminder, { params: { project: projectId }, body }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: preconstructionKeys.smsReminders(projectId) }),
  });
}
