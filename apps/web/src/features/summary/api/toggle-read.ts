import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** PUT /api/customer/toggleRead: the message becomes read (or unread again); the lists reload. */
export function useToggleRead() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationKey: ['summary', 'toggleRead'],
    mutationFn: (id: number) => call(summaryEndpoints.toggleRead, { body: { id } }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => {
      snackbar.show({ text: answer.message });
      return queryClient.invalidateQueries({ queryKey: summaryKeys.customerSummaries() });
    },
  });
}
