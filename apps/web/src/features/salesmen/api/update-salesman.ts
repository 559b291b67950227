import { salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import type {
  TManagerBody,
  TPinMessageBody,
  TSalesmanDetailResponse,
  TSalesmanProfileBody,
} from '@batir/shared/salesmen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { salesmenKeys } from './keys';

export type SalesmanChange =
  | { kind: 'profile'; body: TSalesmanProfileBody }
  | { kind: 'pinMessage'; body: TPinMessageBody }
  | { kind: 'manager'; body: TManagerBody };

/** PUT /api/user/{id}/profile, /pinMessage or /manager: each answers the salesperson as the screen shows him. */
export function updateSalesman(id: number, change: SalesmanChange): Promise<TSalesmanDetailResponse> {
  const params = { id };
  switch (change.kind) {
    case 'profile':
      return call(salesmenEndpoints.profile, { params, body: change.body });
    case 'pinMessage':
      return call(salesmenEndpoints.pinMessage, { params, body: change.body });
    case 'manager':
      return call(salesmenEndpoints.manager, { params, body: change.body });
  }
}

export function useUpdateSalesman(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TSalesmanDetailResponse, ApiError, SalesmanChange>({
    mutationFn: (change) => updateSalesman(id, change),
    onSuccess: (data, change) => {
      queryClient.setQueryData(salesmenKeys.detail(id), data);
      // A new manager changes two support lists and the list's managerId.
      if (change.kind === 'manager') void queryClient.invalidateQueries({ queryKey: salesmenKeys.all });
    },
  });
}
