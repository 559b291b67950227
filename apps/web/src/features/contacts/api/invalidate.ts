import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { prospectsKeys } from '../../prospects/api/keys';
import { summaryKeys } from '../../summary/api/keys';

/** After a write on a prospect: its sheet, the prospect list (tiles) and the summary counters. */
export function invalidateProspect(client: QueryClient, projectId: number | null) {
  return Promise.all([
    ...(projectId === null ? [] : [client.invalidateQueries({ queryKey: prospectsKeys.sheet(projectId) })]),
    client.invalidateQueries({ queryKey: prospectsKeys.all }),
    client.invalidateQueries({ queryKey: summaryKeys.all }),
  ]);
}

export function useInvalidateProspect() {
  const client = useQueryClient();
  return (projectId: number | null) => invalidateProspect(client, projectId);
}
