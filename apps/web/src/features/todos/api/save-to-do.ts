import { todosEndpoints } from '@batir/shared/contracts/todos';
import type { TToDoBody } from '@batir/shared/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { todosKeys } from './keys';

/** POST /api/toDo: a new to-do, or with `id` a change to one (ticking it done). */
export function saveToDo(body: TToDoBody) {
  return call(todosEndpoints.save, { body });
}

export function useSaveToDo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'toDo', 'save'],
    mutationFn: saveToDo,
    meta: { errorSnackbar: true },
    // Lists and the top menu's alert count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todosKeys.all }),
  });
}
