/** Query keys of the customers area: every key of the area starts with 'customers'. */
export const customersKeys = {
  all: ['customers'] as const,
  /** Every page of the project list (GET /api/project), whatever its filters. */
  projectLists: () => [...customersKeys.all, 'projects'] as const,
};
