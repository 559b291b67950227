import { formatShortDate } from '../../../lib/format';

/** A calendar day (YYYY-MM-DD) or a timestamp as DD/MM/YYYY; '—' when empty. */
export function shortDay(value: string | null | undefined): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatShortDate(`${value}T12:00:00Z`) : formatShortDate(value);
}
