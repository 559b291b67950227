import { useEffect } from 'react';
import { onApiError } from '../lib/api-client';
import { useSnackbar } from './snackbar';

/**
 * Spec 1 §8: the errors reported through `reportApiError` (helper calls, failed background refreshes,
 * queries and mutations that ask for it with `meta: { errorSnackbar: true }`) appear in the error
 * snackbar with the server's message, or 'Cette demande ne peut pas aboutir' / 'Accès refusé'.
 */
export function ApiErrorSnackbar() {
  const snackbar = useSnackbar();
  useEffect(() => onApiError((error) => snackbar.show({ text: error.message, color: 'error' })), [snackbar]);
  return null;
}
