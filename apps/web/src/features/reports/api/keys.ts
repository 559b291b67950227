import type { TReportListQuery } from '@batir/shared/reports';

export type ReportState = 'open' | 'closed' | 'all';
export type ReportListParams = { state: ReportState; page: number; limit: number } & TReportListQuery;

/** Query keys of the reports area: every key starts with 'reports'. */
export const reportsKeys = {
  all: ['reports'] as const,
  /** Every page of the report list, whatever its filter. */
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (params: ReportListParams) => [...reportsKeys.lists(), params] as const,
};
