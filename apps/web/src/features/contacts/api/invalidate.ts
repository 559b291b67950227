import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/** The prospect sheet's query key (GET /api/project/sheet/{id}); the panels get their data from it. */
export const prospectSheetKey = (projectId: number) => ['prospects', 'sheet', projectId] as const;

/** After a write on a prospect: its sheet, the prospect list (tiles) and the summary counters. */
export function invalidateProspect(client: QueryClient, projectId: number | null) {
  return Promise.all([
    ...(projectId === null ? [] : [client.invalidateQueries({ queryKey: prospectSheetKey(projectId) })]),
    client.invalidateQueries({ queryKey: ['prospects'] }),
    client.invalidateQueries({ queryKey: ['summary'] }),
  ]);
}

export function useInvalidateProspect() {
  const client = useQueryClient();
  return (projectId: number | null) => invalidateProspect(client, projectId);
}
