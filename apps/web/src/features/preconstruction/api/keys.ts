import type { TLogisboxList } from '@batir/shared/preconstruction';

/** Query keys of the pre-construction area: every key starts with 'preconstruction'. */
export const preconstructionKeys = {
  all: ['preconstruction'] as const,
  land: (projectId: number) => [...preconstructionKeys.all, 'land', projectId] as const,
  constitution: (projectId: number) => [...preconstructionKeys.all, 'constitution', projectId] as const,
  /** The logisbox screen: its first page, and the next pages of one list under it. */
  logisbox: () => [...preconstructionKeys.all, 'logisbox'] as const,
  logisboxPage: (list: TLogisboxList, page: number) =>
    [...preconstructionKeys.logisbox(), list, page] as const,
  smsReminders: (projectId: number) => [...preconstructionKeys.all, 'sms', projectId] as const,
};
