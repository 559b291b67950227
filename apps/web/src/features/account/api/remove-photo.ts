import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserPhotoResponse } from '@batir/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { usersKeys } from '../../users/api/keys';
import { accountKeys } from './keys';

/** DELETE /api/user/{id}/photo: removes one's own photo. */
export function removePhoto(id: number): Promise<TUserPhotoResponse> {
  return call(usersEndpoints.removePhoto, { params: { id } });
}

export function useRemovePhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TUserPhotoResponse, ApiError, void>({
    mutationFn: () => removePhoto(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.current }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile(id) }),
      ]);
    },
  });
}
