import { reportsEndpoints } from '@batir/shared/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type ReportListParams, reportsKeys } from './keys';

export type { ReportListParams, ReportState } from './keys';

/** GET /api/report/list (admins): one page of reports, newest first. `page` starts at 1. */
export function fetchReportList(params: ReportListParams, signal?: AbortSignal) {
  return call(
    reportsEndpoints.list,
    { query: { state: params.state, page: params.page, limit: params.limit } },
    { signal },
  );
}

export const reportListQueryOptions = (params: ReportListParams) =>
  queryOptions({
    queryKey: reportsKeys.list(params),
    queryFn: ({ signal }) => fetchReportList(params, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useReportList(params: ReportListParams) {
  return useQuery({ ...reportListQueryOptions(params), placeholderData: keepPreviousData });
}
