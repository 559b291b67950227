/** Query keys of the financing area: every key starts with 'financing'. */
export const financingKeys = {
  all: ['financing'] as const,
  /** Every search of the dashboard's lists. */
  lists: () => [...financingKeys.all, 'lists'] as const,
  list: (search: string) => [...financingKeys.lists(), search] as const,
  project: (projectId: number) => [...financingKeys.all, 'project', projectId] as const,
};
