import type { TAppointmentListResponse } from '@batir/shared/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { appointmentsQueryKey } from './list-appointments';

/** GET /api/appointment/project/?project={id}: a project's appointments, newest first (prospect sheet). */
export function fetchProjectAppointments(project: number, signal?: AbortSignal) {
  return apiFetch<TAppointmentListResponse>(`/api/appointment/project/?project=${project}`, { signal });
}

export const projectAppointmentsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'project', project] as const,
    queryFn: ({ signal }) => fetchProjectAppointments(project, signal),
  });

export function useProjectAppointments(project: number) {
  return useQuery(projectAppointmentsQueryOptions(project));
}
