import type { TToDoListQuery } from '@batir/shared/todos';

/**
 * Query keys of the to-dos. They start with 'summary' on purpose: the live notification event refreshes
 * every ['summary', …] query, and a to-do change invalidates `all` (lists and the top menu's alert count).
 */
export const todosKeys = {
  all: ['summary', 'toDo'] as const,
  list: (query: TToDoListQuery) => [...todosKeys.all, 'list', query] as const,
  alertCount: () => [...todosKeys.all, 'alertCount'] as const,
};
