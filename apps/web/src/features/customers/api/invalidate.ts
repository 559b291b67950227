import type { QueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../summary/api/keys';
import { customersKeys } from './keys';

/** After a write on a household or a project: every list and household of this area, and the summary. */
export function refreshCustomers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: customersKeys.all });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
}
