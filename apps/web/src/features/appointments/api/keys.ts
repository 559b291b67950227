/**
 * Query keys of the agenda: every appointment list starts with 'appointments', so that a change anywhere
 * refreshes them all. The feed address is kept apart (a new appointment does not change it).
 */
export const appointmentsKeys = {
  all: ['appointments'] as const,
  range: (range: { start: string; end: string; user?: number | undefined }) =>
    [...appointmentsKeys.all, 'range', range] as const,
  project: (project: number) => [...appointmentsKeys.all, 'project', project] as const,
  user: (user: number) => [...appointmentsKeys.all, 'user', user] as const,
  feed: (user: number) => ['appointments-feed', user] as const,
};
