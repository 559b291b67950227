import type { TToggleReadResponse } from '@batir/shared/summary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar';
import { apiFetch } from '../../../lib/api-client';
import { customerSummaryBaseKey } from './summary-lists';

/** PUT /api/customer/toggleRead: the message becomes read (or unread again); the lists reload. */
export function useToggleRead() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationKey: ['summary', 'toggleRead'],
    mutationFn: (id: number) =>
      apiFetch<TToggleReadResponse>('/api/customer/toggleRead', { method: 'PUT', body: { id } }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => {
      snackbar.show({ text: answer.message });
      return queryClient.invalidateQueries({ queryKey: customerSummaryBaseKey });
    },
  });
}
