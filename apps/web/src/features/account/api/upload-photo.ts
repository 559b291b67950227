import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserPhotoResponse } from '@batir/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, upload } from '../../../lib/api-client';
import { usersKeys } from '../../users/api/keys';
import { accountKeys } from './keys';

export type UploadPhotoInput = { file: File; onProgress?: (percent: number) => void };

/** PUT /api/user/{id}/photo (multipart, one picture): one's own photo, replacing the previous one. */
export function uploadPhoto(id: number, { file, onProgress }: UploadPhotoInput): Promise<TUserPhotoResponse> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return upload(usersEndpoints.uploadPhoto, { params: { id } }, form, onProgress ? { onProgress } : {});
}

export function useUploadPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TUserPhotoResponse, ApiError, UploadPhotoInput>({
    mutationFn: (input) => uploadPhoto(id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.current }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile(id) }),
      ]);
    },
  });
}
