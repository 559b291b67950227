import type { TProspectDuplicateQuery } from '@batir/shared/prospects';
import type { ProspectFilter } from './list-prospects';

/**
 * Query keys of the prospects area: every key of the area starts with 'prospects' (the panels of the
 * sheet — contacts, notes, qualifications — invalidate `all` after a write). The communes are kept apart:
 * a prospect's change does not change them.
 */
export const prospectsKeys = {
  all: ['prospects'] as const,
  /** Every page of the prospect list, whatever its filter. */
  lists: () => [...prospectsKeys.all, 'list'] as const,
  list: (filter: ProspectFilter) => [...prospectsKeys.lists(), filter] as const,
  initData: () => [...prospectsKeys.all, 'initData'] as const,
  duplicates: (household: TProspectDuplicateQuery) =>
    [...prospectsKeys.all, 'duplicates', household] as const,
  sheet: (projectId: number) => [...prospectsKeys.all, 'sheet', projectId] as const,
  infos: (projectId: number) => [...prospectsKeys.all, 'infos', projectId] as const,
  communes: (text: string) => ['communes', text.trim().toLowerCase()] as const,
};
