import { financingEndpoints } from '@batir/shared/contracts/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

export type FinancingStep = 'request' | 'sent' | 'unlock';

/** PUT /api/project/{project}/financing/request | sent | unlock: the progress buttons. */
export function useFinancingStep(projectId: number) {
  return useFinancingMutation(projectId, (step: FinancingStep) =>
    call(financingEndpoints[step], { params: { project: projectId } }),
  );
}
