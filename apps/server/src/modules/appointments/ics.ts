/**
 * A small RFC 5545 writer for the agenda feed (no calendar library is installed on the server).
 * Text values are escaped (§3.3.11), lines end with CRLF and are folded at 75 octets (§3.1) without
 * splitting a UTF-8 character, and times are written in UTC ("Z" form), so no VTIMEZONE is needed.
 */

export type IcsEvent = {
  uid: string;
  title: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  description?: string;
  location?: string;
  cancelled: boolean;
  updatedAt?: Date;
};

/** §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 20261122T130000Z */
export function utcDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** 20261122 (all-day appointments are stored at midnight UTC of their date). */
function utcDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcDateTime(event.updatedAt ?? stamp)}`];
  if (event.allDay) {
    // DTEND of a date is exclusive: a one-day appointment ends the next day.
    const end = event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + DAY);
    lines.push(`DTSTART;VALUE=DATE:${utcDate(event.start)}`, `DTEND;VALUE=DATE:${utcDate(end)}`);
  } else {
    // Without an end, phones show a one-hour slot.
    const end = event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + HOUR);
    lines.push(`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR text, CRLF-terminated. */
export function buildCalendar(options: { name: string; events: IcsEvent[]; now?: Date }): string {
  const stamp = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bâtir//Agenda//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...options.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
