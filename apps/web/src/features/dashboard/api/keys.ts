/** Query keys of the dashboard's small cards: every key starts with 'dashboard'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  quoteOfTheDay: () => [...dashboardKeys.all, 'quoteOfTheDay'] as const,
  weather: () => [...dashboardKeys.all, 'weather'] as const,
};
