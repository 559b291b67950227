import type { EndpointResponse } from '@batir/shared/contract';
import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, upload } from '../../../lib/api-client';
import { refreshPermits } from './permit-mutation';

type UploadAnswer = EndpointResponse<typeof filesEndpoints.attachment>;

/** POST /api/attachment/{project} with category=buildingPermit: pieces of the permit file. */
export function useUploadPermitFiles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<UploadAnswer, ApiError, readonly File[]>({
    mutationFn: (files) => {
      const form = new FormData();
      // The fields first: the server checks them before reading any byte.
      form.append('category', 'buildingPermit');
      files.forEach((file, index) => {
        form.append(`files[${index}]`, file, file.name);
      });
      return upload(filesEndpoints.attachment, { params: { project: projectId } }, form);
    },
    meta: { errorSnackbar: true },
    onSuccess: () => refreshPermits(queryClient),
  });
}
