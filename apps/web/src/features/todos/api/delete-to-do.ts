import type { TToDoDeleteResponse } from '@batir/shared/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toDosBaseKey } from './to-dos';

/** DELETE /api/toDo/{id}. */
export function deleteToDo(id: number): Promise<TToDoDeleteResponse> {
  return apiFetch<TToDoDeleteResponse>(`/api/toDo/${id}`, { method: 'DELETE' });
}

export function useDeleteToDo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'toDo', 'delete'],
    mutationFn: deleteToDo,
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toDosBaseKey }),
  });
}
