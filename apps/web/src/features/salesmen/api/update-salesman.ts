import type {
  TManagerBody,
  TPinMessageBody,
  TSalesmanDetailResponse,
  TSalesmanProfileBody,
} from '@batir/shared/salesmen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { salesmanQueryKey } from './salesman';
import { salesmenQueryKey } from './salesmen-list';

export type SalesmanChange =
  | { kind: 'profile'; body: TSalesmanProfileBody }
  | { kind: 'pinMessage'; body: TPinMessageBody }
  | { kind: 'manager'; body: TManagerBody };

/** PUT /api/user/{id}/profile, /pinMessage or /manager: each answers the salesperson as the screen shows him. */
export function updateSalesman(id: number, change: SalesmanChange): Promise<TSalesmanDetailResponse> {
  return apiFetch<TSalesmanDetailResponse>(`/api/user/${id}/${change.kind}`, {
    method: 'PUT',
    body: change.body,
  });
}

export function useUpdateSalesman(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TSalesmanDetailResponse, ApiError, SalesmanChange>({
    mutationFn: (change) => updateSalesman(id, change),
    onSuccess: (data, change) => {
      queryClient.setQueryData(salesmanQueryKey(id), data);
      // A new manager changes two support lists and the list's managerId.
      if (change.kind === 'manager') void queryClient.invalidateQueries({ queryKey: salesmenQueryKey });
    },
  });
}
