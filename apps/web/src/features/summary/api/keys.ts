/** Query keys of the summary area (the dashboard and its counters): every key starts with 'summary'. */
export const summaryKeys = {
  all: ['summary'] as const,
};
