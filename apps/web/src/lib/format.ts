/** French display formats (spec 1 §5, §9): the shared helpers, also used by the server and its PDFs. */
/** Spec 1 §9 default date format, DD MMMM YYYY ("05 mars 2026"), in Paris time. Same as `formatDate`. */
export {
  formatArea,
  formatCents,
  formatDate,
  formatDate as formatLongDate,
  formatDateTime,
  formatEuros,
  formatFileSize,
  formatInteger,
  formatNumber,
  formatPersonName,
  formatPhone,
  formatShortDate,
  NBSP,
  PARIS_TIME_ZONE,
  parisDay,
  parseDateTime,
  parseFrenchNumber,
  toDate,
} from '@batir/shared/format';
