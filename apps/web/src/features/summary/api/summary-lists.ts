import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TCustomerSummaryQuery } from '@batir/shared/summary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type PageParams, summaryKeys } from './keys';

export type { PageParams };

/** GET /api/summary/newCustomer. */
export const useNewCustomers = (params: PageParams) =>
  useQuery({
    queryKey: summaryKeys.newCustomers(params),
    queryFn: ({ signal }) => call(summaryEndpoints.newCustomers, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/summary/developement. */
export const useDevelopement = (params: PageParams) =>
  useQuery({
    queryKey: summaryKeys.developement(params),
    queryFn: ({ signal }) => call(summaryEndpoints.developement, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/summary/elevationSurvey. */
export const useElevationSurveys = (params: PageParams) =>
  useQuery({
    queryKey: summaryKeys.elevationSurveyList(params),
    queryFn: ({ signal }) => call(summaryEndpoints.elevationSurveys, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/summary/customer: the three message lists, each with its own page. */
export function useCustomerSummary(query: TCustomerSummaryQuery) {
  return useQuery({
    queryKey: summaryKeys.customerSummary(query),
    queryFn: ({ signal }) => call(summaryEndpoints.customerSummary, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/summary/monthly: prospects created and customers signed over 12 months. */
export function useMonthly() {
  return useQuery({
    queryKey: summaryKeys.monthly(),
    queryFn: async ({ signal }) => (await call(summaryEndpoints.monthly, {}, { signal })).months,
  });
}
