import type { EndpointResponse } from '@batir/shared/contract';
import { filesEndpoints } from '@batir/shared/contracts/files';
import { LOAN_OFFER_FILE_IDS } from '@batir/shared/financing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, upload } from '../../../lib/api-client';
import { refreshFinancing } from './financing-mutation';

type UploadAnswer = EndpointResponse<typeof filesEndpoints.attachment>;

/**
 * POST /api/attachment/{project} with category=financing and ids={"kind":"loanOffer"}: the attestation of
 * the loan offers, needed before attesting their reception.
 */
export function useUploadLoanOffer(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<UploadAnswer, ApiError, readonly File[]>({
    mutationFn: (files) => {
      const form = new FormData();
      // The fields first: the server checks them before reading any byte.
      form.append('category', 'financing');
      form.append('ids', JSON.stringify(LOAN_OFFER_FILE_IDS));
      files.forEach((file, index) => {
        form.append(`files[${index}]`, file, file.name);
      });
      return upload(filesEndpoints.attachment, { params: { project: projectId } }, form);
    },
    onSuccess: () => refreshFinancing(queryClient, projectId),
  });
}
