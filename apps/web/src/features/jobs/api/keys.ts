/** Query keys of the jobs: every key of the area starts with 'jobs'. */
export const jobsKeys = {
  all: ['jobs'] as const,
  /** The caller's newest jobs (the panel), or those of one kind (the exports page). */
  list: (kind?: 'export') => [...jobsKeys.all, 'list', kind ?? 'all'] as const,
};
