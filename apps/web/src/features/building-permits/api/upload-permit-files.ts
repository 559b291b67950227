import type { TUploadedFile } from '@batir/shared/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiUpload } from '../../../lib/api-client';
import { refreshPermits } from './permit-mutation';

/** POST /api/attachment/{project} with category=buildingPermit: pieces of the permit file. */
export function useUploadPermitFiles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<{ error: 0; files: TUploadedFile[] }, ApiError, readonly File[]>({
    mutationFn: (files) => {
      const form = new FormData();
      // The fields first: the server checks them before reading any byte.
      form.append('category', 'buildingPermit');
      files.forEach((file, index) => {
        form.append(`files[${index}]`, file, file.name);
      });
      return apiUpload(`/api/attachment/${projectId}`, form);
    },
    meta: { errorSnackbar: true },
    onSuccess: () => refreshPermits(queryClient),
  });
}
