import { prospectsKeys } from '../../prospects/api/keys';

export type LeadFilter = { search: string; archived: boolean; page: number; pageSize: number };

/**
 * Query keys of the leads page. Leads are prospects of type `website`: the keys start with the prospects'
 * `all` so that every prospect change refreshes them too.
 */
export const leadsKeys = {
  all: [...prospectsKeys.all, 'leads'] as const,
  list: (filter: LeadFilter) => [...leadsKeys.all, filter] as const,
};
