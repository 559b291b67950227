import type { TFinancingOkResponse } from '@batir/shared/financing';
import { apiFetch } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{id}/financingComment. */
export function usePutFinancingComment(projectId: number) {
  return useFinancingMutation(projectId, (comment: string) =>
    apiFetch<TFinancingOkResponse>(`/api/project/${projectId}/financingComment`, {
      method: 'PUT',
      body: { comment },
    }),
  );
}
