import { financingEndpoints } from '@batir/shared/contracts/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

export type NeedForm = { totalNeed: string; personalContribution: string };

/** PUT /api/project/{project}/financing/need (amounts in euros, as typed: "250 000,50"). */
export function usePutNeed(projectId: number) {
  return useFinancingMutation(projectId, (body: NeedForm) =>
    call(financingEndpoints.need, { params: { project: projectId }, body }),
  );
}
