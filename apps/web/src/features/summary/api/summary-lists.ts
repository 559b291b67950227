import type {
  TCustomerSummaryQuery,
  TCustomerSummaryResponse,
  TDevelopementResponse,
  TElevationSurveyListResponse,
  TNewCustomerResponse,
  TSummaryMonthlyResponse,
} from '@batir/shared/summary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type PageParams = { page: number; limit: number };

const queryString = (params: Record<string, number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  return query.toString();
};

/** One paginated list of the summary: GET /api/summary/<name>?page&limit. Keys start with 'summary'. */
function usePagedList<T>(name: string, params: PageParams) {
  return useQuery({
    queryKey: ['summary', name, params] as const,
    queryFn: ({ signal }) => apiFetch<T>(`/api/summary/${name}?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/summary/newCustomer. */
export const useNewCustomers = (params: PageParams) =>
  usePagedList<TNewCustomerResponse>('newCustomer', params);
/** GET /api/summary/developement. */
export const useDevelopement = (params: PageParams) =>
  usePagedList<TDevelopementResponse>('developement', params);
/** GET /api/summary/elevationSurvey. */
export const useElevationSurveys = (params: PageParams) =>
  usePagedList<TElevationSurveyListResponse>('elevationSurvey', params);

export const customerSummaryBaseKey = ['summary', 'customer'] as const;
/** GET /api/summary/customer: the three message lists, each with its own page. */
export function useCustomerSummary(query: TCustomerSummaryQuery) {
  return useQuery({
    queryKey: [...customerSummaryBaseKey, query] as const,
    queryFn: ({ signal }) =>
      apiFetch<TCustomerSummaryResponse>(`/api/summary/customer?${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/summary/monthly: prospects created and customers signed over 12 months. */
export function useMonthly() {
  return useQuery({
    queryKey: ['summary', 'monthly'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<TSummaryMonthlyResponse>('/api/summary/monthly', { signal })).months,
  });
}
