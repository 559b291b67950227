import type { TToDoBody, TToDoResponse } from '@batir/shared/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toDosBaseKey } from './to-dos';

/** POST /api/toDo: a new to-do, or with `id` a change to one (ticking it done). */
export function saveToDo(body: TToDoBody): Promise<TToDoResponse> {
  return apiFetch<TToDoResponse>('/api/toDo', { method: 'POST', body });
}

export function useSaveToDo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'toDo', 'save'],
    mutationFn: saveToDo,
    meta: { errorSnackbar: true },
    // Lists and the top menu's alert count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toDosBaseKey }),
  });
}
