import type { TUserPhotoResponse } from '@batir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiUpload } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../users/api/current-user';
import { profileQueryKey } from './profile';

export type UploadPhotoInput = { file: File; onProgress?: (percent: number) => void };

/** PUT /api/user/{id}/photo (multipart, one picture): one's own photo, replacing the previous one. */
export function uploadPhoto(id: number, { file, onProgress }: UploadPhotoInput): Promise<TUserPhotoResponse> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return apiUpload<TUserPhotoResponse>(`/api/user/${id}/photo`, form, {
    method: 'PUT',
    ...(onProgress ? { onProgress } : {}),
  });
}

export function useUploadPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TUserPhotoResponse, ApiError, UploadPhotoInput>({
    mutationFn: (input) => uploadPhoto(id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey(id) }),
      ]);
    },
  });
}
