import { todosEndpoints } from '@batir/shared/contracts/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { todosKeys } from './keys';

/** DELETE /api/toDo/{id}. */
export function deleteToDo(id: number) {
  return call(todosEndpoints.remove, { params: { id } });
}

export function useDeleteToDo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'toDo', 'delete'],
    mutationFn: deleteToDo,
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todosKeys.all }),
  });
}
