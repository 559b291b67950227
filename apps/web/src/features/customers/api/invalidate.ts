import type { QueryClient } from '@tanstack/react-query';

/** After a write on a household or a project: every list and household of this area, and the summary. */
export function refreshCustomers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['customers'] });
  void queryClient.invalidateQueries({ queryKey: ['summary'] });
}
