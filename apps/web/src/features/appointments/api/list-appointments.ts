import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

export type AppointmentRange = { start: string; end: string; user?: number | undefined };

/** GET /api/appointment?start=&end=[&user=]: the visible appointments overlapping the range. */
export function fetchAppointments(range: AppointmentRange, signal?: AbortSignal) {
  return call(
    appointmentEndpoints.list,
    { query: { start: range.start, end: range.end, user: range.user || undefined } },
    { signal },
  );
}

export const appointmentsQueryOptions = (range: AppointmentRange) =>
  queryOptions({
    queryKey: appointmentsKeys.range(range),
    queryFn: ({ signal }) => fetchAppointments(range, signal),
  });

/** The calendar keeps the previous range's events while the next range loads. */
export function useAppointments(range: AppointmentRange | null) {
  return useQuery({
    ...appointmentsQueryOptions(range ?? { start: '', end: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
