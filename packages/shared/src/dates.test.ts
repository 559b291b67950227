import { describe, expect, test } from 'vitest';
import { parseDateTime, parseDay, zDateTime, zDay, zDayOrDateTime } from './dates';

describe('dates read as the spec writes them (issue 16 item 3)', () => {
  test.each([
    ['2026-12-03 10:30', '2026-12-03T09:30:00.000Z'], // spec 3 §3, winter: UTC+1
    ['2026-07-03 10:30', '2026-07-03T08:30:00.000Z'], // summer: UTC+2
    ['03/12/2026 10:30', '2026-12-03T09:30:00.000Z'], // spec 1 §9
    ['2026-12-03T10:30', '2026-12-03T09:30:00.000Z'],
    ['2026-12-03T10:30:15.250', '2026-12-03T09:30:15.250Z'],
    ['2026-12-03T09:30:00.000Z', '2026-12-03T09:30:00.000Z'],
    ['2026-12-03T10:30:00+01:00', '2026-12-03T09:30:00.000Z'],
    ['2026-03-29 02:30', '2026-03-29T01:30:00.000Z'], // the hour skipped in spring: read in winter time
    ['2026-10-25 02:30', '2026-10-25T00:30:00.000Z'], // the repeated hour in autumn: the first one
  ])('%s is %s', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
    expect(zDateTime.parse(text)).toBe(iso);
  });

  test.each([
    '2026-02-30 10:00',
    '2026-12-03 24:00',
    '31/04/2026 10:00',
    'demain',
    '',
    '2026-12-03',
    '12/03/26 10:00',
  ])('%j is not a date-time', (text) => {
    expect(parseDateTime(text)).toBeNull();
    expect(zDateTime.safeParse(text).success).toBe(false);
  });

  test.each([
    ['2026-12-03', '2026-12-03'],
    ['03/12/2026', '2026-12-03'],
    ['2026-12-03T23:30:00.000Z', '2026-12-04'], // its Paris day
    ['2026-12-03 23:30', '2026-12-03'],
  ])('the day of %s is %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
    expect(zDay.parse(text)).toBe(day);
  });

  test.each(['2026-13-01', '29/02/2026', 'hier', '2026-1-1'])('%j is not a day', (text) => {
    expect(zDay.safeParse(text).success).toBe(false);
  });

  test('a day stays a day, a date-time becomes UTC', () => {
    expect(zDayOrDateTime.parse('2026-12-03')).toBe('2026-12-03');
    expect(zDayOrDateTime.parse('03/12/2026')).toBe('2026-12-03');
    expect(zDayOrDateTime.parse('2026-12-03 10:30')).toBe('2026-12-03T09:30:00.000Z');
    expect(zDayOrDateTime.safeParse('2026-12-32').success).toBe(false);
  });

  test('every minute of a year round-trips through the Paris wall clock', () => {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every 37 minutes through 2026 (both DST changes included): Paris wall time → the same instant.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 37 * 60_000) {
      const wall = format.format(new Date(t)); // "2026-03-29 03:07"
      const back = parseDateTime(wall);
      // 02:00–02:59 on 25 October 2026 happens twice: the wall time names the first one.
      const autumnRepeat = wall.startsWith('2026-10-25 02:') && back?.getTime() === t - 3_600_000;
      if (!autumnRepeat) expect(back?.getTime(), wall).toBe(t);
    }
  });
});
