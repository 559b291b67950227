import type { TAppointmentListResponse } from '@batir/shared/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { appointmentsQueryKey } from './list-appointments';

/** GET /api/appointment/user/{user}: that user's upcoming appointments, soonest first. */
export function fetchUserAppointments(user: number, signal?: AbortSignal) {
  return apiFetch<TAppointmentListResponse>(`/api/appointment/user/${user}`, { signal });
}

export const userAppointmentsQueryOptions = (user: number) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'user', user] as const,
    queryFn: ({ signal }) => fetchUserAppointments(user, signal),
  });

export function useUserAppointments(user: number) {
  return useQuery(userAppointmentsQueryOptions(user));
}
