import type { TAppointmentListResponse } from '@batir/shared/appointments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every appointment query starts with this key: a change anywhere refreshes them all. */
export const appointmentsQueryKey = ['appointments'] as const;

export type AppointmentRange = { start: string; end: string; user?: number | undefined };

/** GET /api/appointment?start=&end=[&user=]: the visible appointments overlapping the range. */
export function fetchAppointments(range: AppointmentRange, signal?: AbortSignal) {
  const query = new URLSearchParams({ start: range.start, end: range.end });
  if (range.user) query.set('user', String(range.user));
  return apiFetch<TAppointmentListResponse>(`/api/appointment?${query}`, { signal });
}

export const appointmentsQueryOptions = (range: AppointmentRange) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'range', range] as const,
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
