import type { EndpointResponse } from '@batir/shared/contract';
import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, upload } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

type UploadAnswer = EndpointResponse<typeof filesEndpoints.attachment>;

/** POST /api/attachment/{project} with category=constitution and ids={"pieceId": n}. */
export function useUploadPieceFiles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<UploadAnswer, ApiError, { pieceId: number; files: File[] }>({
    mutationFn: ({ pieceId, files }) => {
      const form = new FormData();
      form.append('category', 'constitution');
      form.append('ids', JSON.stringify({ pieceId }));
      files.forEach((file, index) => {
        form.append(`files[${index}]`, file, file.name);
      });
      return upload(filesEndpoints.attachment, { params: { project: projectId } }, form);
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: preconstructionKeys.constitution(projectId) }),
  });
}
