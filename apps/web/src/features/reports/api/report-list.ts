import type { TReportListResponse } from '@batir/shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ReportState = 'open' | 'closed' | 'all';
export type ReportListParams = { state: ReportState; page: number; limit: number };

export const reportListBaseKey = ['reports', 'list'] as const;
export const reportListQueryKey = (params: ReportListParams) => [...reportListBaseKey, params] as const;

/** GET /api/report/list (admins): one page of reports, newest first. `page` starts at 1. */
export function fetchReportList(params: ReportListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    state: params.state,
    page: String(params.page),
    limit: String(params.limit),
  });
  return apiFetch<TReportListResponse>(`/api/report/list?${query}`, { signal });
}

export const reportListQueryOptions = (params: ReportListParams) =>
  queryOptions({
    queryKey: reportListQueryKey(params),
    queryFn: ({ signal }) => fetchReportList(params, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useReportList(params: ReportListParams) {
  return useQuery({ ...reportListQueryOptions(params), placeholderData: keepPreviousData });
}
