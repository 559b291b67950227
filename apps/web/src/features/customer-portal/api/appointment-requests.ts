import type { EndpointInput, EndpointResponse } from '@batir/shared/contract';
import { appointmentRequestsEndpoints } from '@batir/shared/contracts/appointment-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { customerPortalKeys } from './keys';

type RequestBody = EndpointInput<typeof appointmentRequestsEndpoints.create>['body'];

/** GET /api/appointmentRequest/project/?project={id}: the project's requests, newest first. */
export function useProjectAppointmentRequests(projectId: number) {
  return useQuery({
    queryKey: customerPortalKeys.appointmentRequests(projectId),
    queryFn: ({ signal }) =>
      call(appointmentRequestsEndpoints.projectList, { query: { project: projectId } }, { signal }),
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /api/appointmentRequest: the customer asks his salesperson for an appointment on this project.
 * Errors are shown in the form. The list is read again whatever the answer: a refusal ("déjà en attente")
 * usually means the list on screen is out of date (a request sent from another window).
 */
export function useSendAppointmentRequest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof appointmentRequestsEndpoints.create>,
    ApiError,
    Omit<RequestBody, 'projectId'>
  >({
    mutationFn: (values) => call(appointmentRequestsEndpoints.create, { body: { ...values, projectId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: customerPortalKeys.appointmentRequests(projectId) }),
  });
}
