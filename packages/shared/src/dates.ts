/**
 * The dates the contracts read (issue 16 item 3). Wherever a date arrives, the API accepts what people and
 * the spec write, not only ISO:
 * - a day: `2026-12-03`, `03/12/2026` (spec 1 §9 DD/MM/YYYY), or a date-time (its Paris day);
 * - a date-time: ISO with an offset (`2026-12-03T09:30:00.000Z`, `…+01:00`), or without one, `2026-12-03
 *   10:30` (spec 3 §3 Appointment, `YYYY-MM-DD HH:mm`), `2026-12-03T10:30`, `03/12/2026 10:30` — a date-time
 *   without an offset is Europe/Paris time.
 * What the services receive is normalized: a day as `YYYY-MM-DD`, a date-time as an ISO string in UTC.
 */
import { z } from 'zod';

export const PARIS_TIME_ZONE = 'Europe/Paris';

const DAY_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Date and time without an offset: `YYYY-MM-DD HH:mm[:ss[.sss]]`, with a space or a `T`. */
const DATE_TIME_LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const DATE_TIME_LOCAL_FR = /^(\d{2})\/(\d{2})\/(\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** ISO with `Z` or `±HH:mm`. */
const DATE_TIME_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
};

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealTime(hour: number, minute: number, second: number): boolean {
  return hour <= 23 && minute <= 59 && second <= 59;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The Paris wall-clock parts of an instant. */
function parisParts(instant: number): Parts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    ms: new Date(instant).getUTCMilliseconds(),
  };
}

/**
 * The instant of a Paris wall-clock time. In the hour skipped in spring the time is read with the winter
 * offset (02:30 → 03:30 summer time); in the hour repeated in autumn the first one is taken.
 */
export function parisToInstant(parts: Parts): Date {
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.ms,
  );
  const offsetAt = (instant: number) => {
    const p = parisParts(instant);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms) - instant;
  };
  // Paris is UTC+1 or UTC+2: try the earlier instant (summer offset) first, so the autumn repeat takes its first.
  for (const guess of [wall - 2 * 3_600_000, wall - 3_600_000]) {
    if (offsetAt(guess) === wall - guess) return new Date(guess);
  }
  return new Date(wall - 3_600_000);
}

/** A day (`YYYY-MM-DD`) from what a person or the spec writes, or null when it is not one. */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const iso = DAY_ISO.exec(value);
  const fr = DAY_FR.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : fr
      ? [Number(fr[3]), Number(fr[2]), Number(fr[1])]
      : [0, 0, 0];
  if (iso || fr) return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
  const instant = parseDateTime(value);
  if (!instant) return null;
  const paris = parisParts(instant.getTime());
  return `${paris.year}-${pad(paris.month)}-${pad(paris.day)}`;
}

/** An instant from what a person or the spec writes (no offset: Paris time), or null when it is not one. */
export function parseDateTime(text: string): Date | null {
  const value = text.trim();
  if (DATE_TIME_OFFSET.test(value)) {
    const match = DATE_TIME_OFFSET.exec(value);
    if (!match || !isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
    if (!isRealTime(Number(match[4]), Number(match[5]), Number(match[6] ?? 0))) return null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const iso = DATE_TIME_LOCAL_ISO.exec(value);
  const fr = DATE_TIME_LOCAL_FR.exec(value);
  if (!iso && !fr) return null;
  const parts: Parts = iso
    ? {
        year: Number(iso[1]),
        month: Number(iso[2]),
        day: Number(iso[3]),
        hour: Number(iso[4]),
        minute: Number(iso[5]),
        second: Number(iso[6] ?? 0),
        ms: Number((iso[7] ?? '0').padEnd(3, '0')),
      }
    : {
        year: Number(fr?.[3]),
        month: Number(fr?.[2]),
        day: Number(fr?.[1]),
        hour: Number(fr?.[4]),
        minute: Number(fr?.[5]),
        second: Number(fr?.[6] ?? 0),
        ms: 0,
      };
  if (!isRealDay(parts.year, parts.month, parts.day) || !isRealTime(parts.hour, parts.minute, parts.second))
    return null;
  return parisToInstant(parts);
}

const DAY_MESSAGE = 'Date invalide : attendu AAAA-MM-JJ ou JJ/MM/AAAA';
const DATE_TIME_MESSAGE =
  'Date et heure invalides : attendu AAAA-MM-JJ HH:mm, JJ/MM/AAAA HH:mm ou une date ISO (heure de Paris sans décalage)';

/** A day in: `YYYY-MM-DD`, `DD/MM/YYYY` or a date-time; out: `YYYY-MM-DD`. */
export const zDay = z
  .string({ error: DAY_MESSAGE })
  .transform((text, ctx) => {
    const day = parseDay(text);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: DAY_MESSAGE });
      return z.NEVER;
    }
    return day;
  })
  .meta({
    description: 'Jour : AAAA-MM-JJ, JJ/MM/AAAA ou une date-heure (son jour à Paris).',
    example: '2026-12-03',
  });

/** A date-time in: ISO (with or without offset), `YYYY-MM-DD HH:mm`, `DD/MM/YYYY HH:mm`; out: ISO in UTC. */
export const zDateTime = z
  .string({ error: DATE_TIME_MESSAGE })
  .transform((text, ctx) => {
    const instant = parseDateTime(text);
    if (instant === null) {
      ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return instant.toISOString();
  })
  .meta({
    description: 'Date et heure : ISO, AAAA-MM-JJ HH:mm ou JJ/MM/AAAA HH:mm ; sans décalage, heure de Paris.',
    example: '2026-12-03 10:30',
  });

/**
 * A day or a date-time (an all-day or a timed appointment): a day stays `YYYY-MM-DD`, a date-time becomes
 * an ISO string in UTC.
 */
export const zDayOrDateTime = z
  .string({ error: DATE_TIME_MESSAGE })
  .transform((text, ctx) => {
    const value = text.trim();
    if (DAY_ISO.test(value) || DAY_FR.test(value)) {
      const day = parseDay(value);
      if (day !== null) return day;
    } else {
      const instant = parseDateTime(value);
      if (instant !== null) return instant.toISOString();
    }
    ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
    return z.NEVER;
  })
  .meta({
    description:
      'Jour (AAAA-MM-JJ, JJ/MM/AAAA) ou date et heure (ISO, AAAA-MM-JJ HH:mm ; sans décalage, heure de Paris).',
    example: '2026-12-03 10:30',
  });
