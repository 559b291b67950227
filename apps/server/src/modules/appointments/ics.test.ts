import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ics';

describe('ics writer', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('court')).toBe('court');
  });

  it('writes UTC times, all-day dates with an exclusive end, and cancelled status', () => {
    const text = buildCalendar({
      name: 'Agenda',
      now: new Date('2026-11-22T10:00:00Z'),
      events: [
        {
          uid: 'a-1@batir',
          title: 'Rendez-vous',
          start: new Date('2026-11-23T13:00:00Z'),
          end: null,
          allDay: false,
          cancelled: true,
        },
        {
          uid: 'a-2@batir',
          title: 'Salon',
          start: new Date('2026-11-24T00:00:00Z'),
          end: null,
          allDay: true,
          cancelled: false,
        },
      ],
    });
    expect(text).toContain('DTSTART:20261123T130000Z\r\nDTEND:20261123T140000Z\r\n');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('DTSTART;VALUE=DATE:20261124\r\nDTEND;VALUE=DATE:20261125\r\n');
    expect(text).toContain('DTSTAMP:20261122T100000Z');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
