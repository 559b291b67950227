import { financingEndpoints } from '@batir/shared/contracts/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{id}/financingComment. */
export function usePutFinancingComment(projectId: number) {
  return useFinancingMutation(projectId, (comment: string) =>
    call(financingEndpoints.comment, { params: { id: projectId }, body: { comment } }),
  );
}
