import type { TConstitutionPiece, TConstitutionPieceBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { constitutionKey } from './constitution';
import { logisboxKey } from './logisbox';

/** PUT /api/project/{project}/elementsConstitution/{piece}. */
export function useUpdatePiece(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    { error: 0; piece: TConstitutionPiece },
    ApiError,
    TConstitutionPieceBody & { pieceId: number }
  >({
    mutationFn: ({ pieceId, ...body }) =>
      apiFetch(`/api/project/${projectId}/elementsConstitution/${pieceId}`, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: constitutionKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: logisboxKey });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
    },
  });
}
