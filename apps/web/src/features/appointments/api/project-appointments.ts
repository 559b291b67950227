import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/project/?project={id}: a project's appointments, newest first (prospect sheet). */
export function fetchProjectAppointments(project: number, signal?: AbortSignal) {
  return call(appointmentEndpoints.projectList, { query: { project } }, { signal });
}

export const projectAppointmentsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: appointmentsKeys.project(project),
    queryFn: ({ signal }) => fetchProjectAppointments(project, signal),
  });

export function useProjectAppointments(project: number) {
  return useQuery(projectAppointmentsQueryOptions(project));
}
