import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/user/{user}: that user's upcoming appointments, soonest first. */
export function fetchUserAppointments(user: number, signal?: AbortSignal) {
  return call(appointmentEndpoints.userList, { params: { user }, query: {} }, { signal });
}

export const userAppointmentsQueryOptions = (user: number) =>
  queryOptions({
    queryKey: appointmentsKeys.user(user),
    queryFn: ({ signal }) => fetchUserAppointments(user, signal),
  });

export function useUserAppointments(user: number) {
  return useQuery(userAppointmentsQueryOptions(user));
}
