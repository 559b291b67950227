export type GlobalSearchParams = { term: string; withArchived: boolean };

/** Query keys of the global search: every key starts with 'search'. */
export const searchKeys = {
  all: ['search'] as const,
  global: (params: GlobalSearchParams) =>
    [...searchKeys.all, 'global', params.term, params.withArchived] as const,
};
