import { financingEndpoints } from '@batir/shared/contracts/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{project}/financing/loanOffers {receivedOn: "YYYY-MM-DD"}. */
export function useAttestLoanOffers(projectId: number) {
  return useFinancingMutation(projectId, (receivedOn: string) =>
    call(financingEndpoints.loanOffers, { params: { project: projectId }, body: { receivedOn } }),
  );
}
