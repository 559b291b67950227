import type { TUploadedFile } from '@batir/shared/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiUpload } from '../../../lib/api-client';
import { constitutionKey } from './constitution';

/** POST /api/attachment/{project} with category=constitution and ids={"pieceId": n}. */
export function useUploadPieceFiles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<{ error: 0; files: TUploadedFile[] }, ApiError, { pieceId: number; files: File[] }>({
    mutationFn: ({ pieceId, files }) => {
      const form = new FormData();
      form.append('category', 'constitution');
      form.append('ids', JSON.stringify({ pieceId }));
      files.forEach((file, index) => {
        form.append(`files[${index}]`, file, file.name);
      });
      return apiUpload(`/api/attachment/${projectId}`, form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: constitutionKey(projectId) }),
  });
}
