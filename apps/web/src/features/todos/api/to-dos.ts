import { todosEndpoints } from '@batir/shared/contracts/todos';
import type { TToDoListQuery } from '@batir/shared/todos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { todosKeys } from './keys';

/** GET /api/toDo: the signed-in user's to-dos; with `day`, that day's plan and what is overdue. */
export function fetchToDos(query: TToDoListQuery, signal?: AbortSignal) {
  return call(todosEndpoints.list, { query }, { signal });
}

export function useToDos(query: TToDoListQuery) {
  return useQuery({ queryKey: todosKeys.list(query), queryFn: ({ signal }) => fetchToDos(query, signal) });
}
