import { useQueryClient } from '@tanstack/react-query';

/** Every query of this area for one project starts with this key: a change invalidates them all. */
export const projectDocumentsKey = (projectId: number) => ['projectDocuments', projectId] as const;

/** Reads every list of the project's documents again (after an upload, a rename, a state, a deletion). */
export function useRefreshProjectDocuments(projectId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectDocumentsKey(projectId) });
}
