/**
 * French display formats of spec 1 §5 and §9, shared by the web app, the server and the PDFs.
 *
 * - Numbers: 2 decimals, comma decimal separator, NO-BREAK SPACE (U+00A0) between thousands. `Intl`'s fr-FR
 *   gives a narrow no-break space (U+202F), which pdfmake's fonts draw as an empty box: it is replaced.
 *   Rounding is half away from zero on the decimal writing of the number (1.005 → "1,01").
 * - Prices: the number, a no-break space, then "€".
 * - Dates: always in Europe/Paris, whatever the time zone of the machine (the server runs in UTC).
 * - Phones: only 10-digit numbers are written in five pairs; anything else is shown as typed. A French number
 *   written internationally (+33 6…, 0033 6…, +33 (0)6…) is that 10-digit number, so it is shown "06 …" too.
 * - Person names: "Prénom Nom", see `formatPersonName`.
 * - Typed numbers: `parseFrenchNumber` reads back what these formats write ("25 000,50", "650,5").
 * - Sizes: see `formatFileSize`.
 *
 * Plain `Intl`, no zod and no date library: this module is part of the login bundle.
 */

/** U+00A0, the thousands separator and the space before units ("1 234,56 €"). */
export const NBSP = '\u00a0';
export const PARIS_TIME_ZONE = 'Europe/Paris';

type NumberInput = number | string | null | undefined;
type DateInput = Date | string | number | null | undefined;

/** "+33", "0033" or "+33 (0)" before a French number: the 0 of the national number stands in its place. */
const FRENCH_INTERNATIONAL_PREFIX = /^\s*(?:\+|00)\s*33\s*(?:\(0\))?/;

/**
 * Spec 1 §5: only 10-digit numbers are shown in five pairs ("06 12 34 56 78"); anything else as typed. Leads
 * arrive as "+33 6 12 34 56 78": that is the national 10-digit number, shown the same way as everywhere else.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(FRENCH_INTERNATIONAL_PREFIX, '0').replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * A person as every screen, e-mail and history line names them: "Prénom Nom" (`surname` is the first name
 * in the users and customers tables), without the missing parts.
 */
export function formatPersonName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

const numberFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // No "-0,00" for negative zero or for small negatives rounded to zero.
  signDisplay: 'negative',
});

/** A finite number from a number or a numeric string (PostgreSQL `numeric` arrives as a string), else null. */
function toFiniteNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const TYPED_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A number as typed in a French field: spaces (also U+00A0 and U+202F, as `formatNumber` writes them) between
 * thousands, a comma or a dot before the decimals, a trailing "€" or "m²" tolerated: "25 000,50", "25000.5",
 * "650,5 m²". null for an empty text; NaN for anything else, for the schema to refuse.
 */
export function parseFrenchNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/(?:€|m²)$/, '');
  if (compact === '') return null;
  return TYPED_NUMBER.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** Intl's separators (U+202F, or U+00A0 depending on the ICU data) → U+00A0. */
function withNoBreakSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0 ]/g, NBSP);
}

/** "1 234,56" (2 decimals, comma, U+00A0 between thousands); '' for null, undefined, NaN or ±Infinity. */
export function formatNumber(value: NumberInput): string {
  const number = toFiniteNumber(value);
  return number === null ? '' : withNoBreakSpaces(numberFormat.format(number));
}

/** "1 234" (a count: no decimals, U+00A0 between thousands); '' for null, undefined, NaN or ±Infinity. */
export function formatInteger(value: NumberInput): string {
  const number = toFiniteNumber(value);
  return number === null ? '' : withNoBreakSpaces(integerFormat.format(number));
}

/** "650,50 m²" (a surface, 2 decimals like every number); '' when there is none. */
export function formatArea(value: NumberInput): string {
  const text = formatNumber(value);
  return text && `${text}${NBSP}m²`;
}

/** "1 234,56 €" (U+00A0 between thousands and before €); '' when there is no amount. */
export function formatEuros(value: NumberInput): string {
  const text = formatNumber(value);
  return text && `${text}${NBSP}€`;
}

/** An amount in integer cents (how the server stores money) → "1 234,56 €". */
export function formatCents(cents: NumberInput): string {
  const number = toFiniteNumber(cents);
  // Integer cents / 100 is always within rounding distance of the right 2-decimal value.
  return number === null ? '' : formatEuros(number / 100);
}

const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Kibibyte, the spec's "Ko" (spec 1 §9: 15360 KB is 15 MB). */
const KO = 1024;
const MO = 1024 * 1024;

/**
 * Spec 1 §9 "Size display: octets, Ko or Mo" (1 Ko = 1024 octets):
 * - under 1024 bytes: whole octets, "0 octet", "1 octet", "1 023 octets";
 * - under 1 Mo: Ko with 2 decimals, "1,00 Ko" … "1 023,99 Ko";
 * - from 1 Mo (or when the Ko value would round up to 1 024,00): Mo with 2 decimals, "1,00 Mo", "15,00 Mo",
 *   "2 048,00 Mo" (no Go: the spec stops at Mo).
 * Negative, NaN or missing sizes give ''.
 */
export function formatFileSize(bytes: NumberInput): string {
  const size = toFiniteNumber(bytes);
  if (size === null || size < 0) return '';
  if (size < KO) {
    const whole = Math.round(size);
    return `${withNoBreakSpaces(integerFormat.format(whole))}${NBSP}${whole < 2 ? 'octet' : 'octets'}`;
  }
  const ko = size / KO;
  if (size < MO && Math.round(ko * 100) < KO * 100) return `${formatNumber(ko)}${NBSP}Ko`;
  return `${formatNumber(size / MO)}${NBSP}Mo`;
}

// ——— Dates (Europe/Paris) ———

const longDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/** Wall-clock parts in Paris, 24-hour clock, digits only. */
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: PARIS_TIME_ZONE,
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function parisWallClock(time: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(time)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** A valid Date from a Date, an ISO string or a timestamp, else null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Spec 1 §9 default date format, DD MMMM YYYY in Paris time ("05 mars 2026"); '' when invalid. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : '';
}

/** The calendar day in Paris, `YYYY-MM-DD`: what « today » means for due dates, received-on dates, quotes. */
export function parisDay(date: Date = new Date()): string {
  const { day, month, year } = parisWallClock(date.getTime());
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** DD/MM/YYYY in Paris time ("22/11/2026"); '' when invalid. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = parisWallClock(date.getTime());
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** Spec 1 §9 French input and date-time format, DD/MM/YYYY HH:mm in Paris time; '' when invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = parisWallClock(date.getTime());
  return `${pad(day)}/${pad(month)}/${pad(year, 4)} ${pad(hour)}:${pad(minute)}`;
}

const DATE_TIME_INPUT = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/;

/**
 * Reads the French input format DD/MM/YYYY HH:mm (or DD/MM/YYYY alone, meaning 00:00) as a Paris wall-clock
 * time. Returns null for anything else: another layout, an impossible date (31/02), hours over 23, minutes
 * over 59, or a time that does not exist in Paris (the hour skipped when summer time starts). A time that
 * happens twice (the hour repeated when summer time ends) gives the first one, still in summer time.
 */
export function parseDateTime(text: string | null | undefined): Date | null {
  const match = DATE_TIME_INPUT.exec(text?.trim() ?? '');
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31/02 over to March (and reads years 0000-0099 as 19xx): refuse those.
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || check.getUTCFullYear() !== year) {
    return null;
  }
  // The Paris offset on either side of that day; a candidate is right when Paris shows exactly that time.
  const candidates = [offsetAt(asUtc - 86_400_000), offsetAt(asUtc + 86_400_000)]
    .map((offset) => asUtc - offset)
    .filter((time) => {
      const wall = parisWallClock(time);
      return (
        wall.year === year &&
        wall.month === month &&
        wall.day === day &&
        wall.hour === hour &&
        wall.minute === minute
      );
    });
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/** Paris offset from UTC at `time`, in ms (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(time: number): number {
  const wall = parisWallClock(time);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(time / 1000) * 1000;
}
