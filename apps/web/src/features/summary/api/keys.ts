import type { TCustomerSummaryQuery } from '@batir/shared/summary';

/** One page of a paginated summary list. */
export type PageParams = { page: number; limit: number };
export type NewContactsParams = { contactId?: number | null; page?: number };

/**
 * Query keys of the summary area (the dashboard, its counters, lists and layout): every key starts with
 * 'summary' — the live notification event refreshes every ['summary', …] query.
 */
export const summaryKeys = {
  all: ['summary'] as const,
  counters: () => [...summaryKeys.all, 'counters'] as const,
  layout: () => [...summaryKeys.all, 'layout'] as const,
  menuLeft: () => [...summaryKeys.all, 'menuLeft'] as const,
  /** Every new-contact query: attributing or declining invalidates them all. */
  newContacts: () => [...summaryKeys.all, 'newContact'] as const,
  newContactPage: (params: NewContactsParams) =>
    [...summaryKeys.newContacts(), { contactId: params.contactId ?? null, page: params.page ?? 1 }] as const,
  newCustomers: (params: PageParams) => [...summaryKeys.all, 'newCustomer', params] as const,
  developement: (params: PageParams) => [...summaryKeys.all, 'developement', params] as const,
  /** The survey list and each survey: a change invalidates both. */
  elevationSurveys: () => [...summaryKeys.all, 'elevationSurvey'] as const,
  elevationSurveyList: (params: PageParams) => [...summaryKeys.elevationSurveys(), params] as const,
  elevationSurvey: (id: number) => [...summaryKeys.elevationSurveys(), 'one', id] as const,
  /** The three customer-message lists, whatever their pages. */
  customerSummaries: () => [...summaryKeys.all, 'customer'] as const,
  customerSummary: (query: TCustomerSummaryQuery) => [...summaryKeys.customerSummaries(), query] as const,
  monthly: () => [...summaryKeys.all, 'monthly'] as const,
};
