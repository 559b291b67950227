import type { TProjectFileCategory } from '@batir/shared/files';
import { useQueryClient } from '@tanstack/react-query';
import { prospectsKeys } from '../../prospects/api/keys';

/**
 * Query keys of a project's documents, CRC and customer relationship: every key of one project starts with
 * `project(projectId)`, so a change invalidates them all.
 */
export const projectDocumentsKeys = {
  all: ['projectDocuments'] as const,
  project: (projectId: number) => [...projectDocumentsKeys.all, projectId] as const,
  /** Every list of documents of the project, whatever its category. */
  files: (projectId: number) => [...projectDocumentsKeys.project(projectId), 'files'] as const,
  filesOf: (projectId: number, category: TProjectFileCategory | null) =>
    [...projectDocumentsKeys.files(projectId), category ?? 'all'] as const,
  crc: (projectId: number) => [...projectDocumentsKeys.project(projectId), 'crc'] as const,
  mailSms: (projectId: number) => [...projectDocumentsKeys.project(projectId), 'mailSms'] as const,
  /**
   * Under 'prospects' on purpose: the contacts area's note panel (add, delete) refreshes every
   * ['prospects', …] query after a write, so this list follows without knowing about it.
   */
  notes: (projectId: number) => [...prospectsKeys.all, 'projectNotes', projectId] as const,
};

/** Reads every list of the project's documents again (after an upload, a rename, a state, a deletion). */
export function useRefreshProjectDocuments(projectId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectDocumentsKeys.project(projectId) });
}
