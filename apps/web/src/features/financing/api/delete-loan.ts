import { financingEndpoints } from '@batir/shared/contracts/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** DELETE /api/project/{project}/financing/loan/{loan}. */
export function useDeleteLoan(projectId: number) {
  return useFinancingMutation(projectId, (loanId: number) =>
    call(financingEndpoints.removeLoan, { params: { project: projectId, loan: loanId } }),
  );
}
