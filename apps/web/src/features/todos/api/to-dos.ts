import type { TToDoListQuery, TToDoListResponse } from '@batir/shared/todos';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Every to-do query starts with this key. It starts with 'summary' on purpose: the live notification
 * event refreshes every ['summary', …] query, and a to-do change invalidates this key.
 */
export const toDosBaseKey = ['summary', 'toDo'] as const;
export const toDosQueryKey = (query: TToDoListQuery) => [...toDosBaseKey, 'list', query] as const;

/** GET /api/toDo: the signed-in user's to-dos; with `day`, that day's plan and what is overdue. */
export function fetchToDos(query: TToDoListQuery, signal?: AbortSignal): Promise<TToDoListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return apiFetch<TToDoListResponse>(`/api/toDo?${params}`, { signal });
}

export function useToDos(query: TToDoListQuery) {
  return useQuery({ queryKey: toDosQueryKey(query), queryFn: ({ signal }) => fetchToDos(query, signal) });
}
