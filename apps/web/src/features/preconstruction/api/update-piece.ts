import type { EndpointResponse } from '@batir/shared/contract';
import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import type { TConstitutionPieceBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { summaryKeys } from '../../summary/api/keys';
import { preconstructionKeys } from './keys';

/** PUT /api/project/{project}/elementsConstitution/{piece}. */
export function useUpdatePiece(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof preconstructionEndpoints.updatePiece>,
    ApiError,
    TConstitutionPieceBody & { pieceId: number }
  >({
    mutationFn: ({ pieceId, ...body }: TConstitutionPieceBody & { pieceId: number }) =>
      call(preconstructionEndpoints.updatePiece, { params: { project: projectId, piece: pieceId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: preconstructionKeys.constitution(projectId) });
      void queryClient.invalidateQueries({ queryKey: preconstructionKeys.logisbox() });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
