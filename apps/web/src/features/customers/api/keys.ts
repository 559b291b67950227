import type { CustomerFilter } from './list-customers';
import type { ProjectFilter } from './list-projects';

/** Query keys of the customers area: every key of the area starts with 'customers'. */
export const customersKeys = {
  all: ['customers'] as const,
  /** Every page of the project list (GET /api/project), whatever its filters. */
  projectLists: () => [...customersKeys.all, 'projects'] as const,
  /** One page of the project list. */
  projectList: (filter: ProjectFilter) => [...customersKeys.projectLists(), filter] as const,
  /** Every page of the household list (GET /api/customers). */
  lists: () => [...customersKeys.all, 'list'] as const,
  list: (filter: CustomerFilter) => [...customersKeys.lists(), filter] as const,
  /** One household and its projects (GET /api/customers/{customer}). */
  one: (customerId: number) => [...customersKeys.all, 'one', customerId] as const,
  initData: () => [...customersKeys.all, 'initData'] as const,
  projectSearch: (term: string) => [...customersKeys.all, 'projectSearch', term] as const,
};
