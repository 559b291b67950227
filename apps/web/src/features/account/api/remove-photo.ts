import type { TUserPhotoResponse } from '@batir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../users/api/current-user';
import { profileQueryKey } from './profile';

/** DELETE /api/user/{id}/photo: removes one's own photo. */
export function removePhoto(id: number): Promise<TUserPhotoResponse> {
  return apiFetch<TUserPhotoResponse>(`/api/user/${id}/photo`, { method: 'DELETE' });
}

export function useRemovePhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TUserPhotoResponse, ApiError, void>({
    mutationFn: () => removePhoto(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey(id) }),
      ]);
    },
  });
}
