import type { TFinancingOkResponse } from '@batir/shared/financing';
import { apiFetch } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

export type FinancingStep = 'request' | 'sent' | 'unlock';

/** PUT /api/project/{project}/financing/request | sent | unlock: the progress buttons. */
export function useFinancingStep(projectId: number) {
  return useFinancingMutation(projectId, (step: FinancingStep) =>
    apiFetch<TFinancingOkResponse>(`/api/project/${projectId}/financing/${step}`, { method: 'PUT' }),
  );
}
