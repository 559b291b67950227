import { describe, expect, test } from 'vitest';
import {
  formatArea,
  formatCents,
  formatDate,
  formatDateTime,
  formatEuros,
  formatFileSize,
  formatNumber,
  formatPersonName,
  formatPhone,
  formatShortDate,
  NBSP,
  parisDay,
  parseDateTime,
  parseFrenchNumber,
  toDate,
} from './format';

/** Writes the expected text with '_' for U+00A0, so the tests stay readable. */
const nb = (text: string) => text.replaceAll('_', NBSP);

describe('test environment', () => {
  test('runs far from Paris (vitest.config.ts sets TZ), so Paris time is really converted', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(600);
  });
});

describe('formatNumber', () => {
  test.each([
    [0, '0,00'],
    [12, '12,00'],
    [999, '999,00'],
    [1000, '1_000,00'],
    [1234.56, '1_234,56'],
    [1234567890.129, '1_234_567_890,13'],
    [1e15, '1_000_000_000_000_000,00'],
    [-1234.5, '-1_234,50'],
    [-0.5, '-0,50'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(nb(expected));
  });

  test('rounds half away from zero, on the number as written', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(1.004)).toBe('1,00');
    expect(formatNumber(-1.005)).toBe('-1,01');
    expect(formatNumber(999.995)).toBe(nb('1_000,00'));
  });

  test('never writes a minus sign before zero', () => {
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.004)).toBe('0,00');
  });

  test('uses U+00A0 as thousands separator, never U+202F or a plain space', () => {
    const text = formatNumber(-9876543.21);
    expect(text).toBe('-9\u00a0876\u00a0543,21');
    expect(text).not.toMatch(/[\u202f ]/);
  });

  test('reads numeric strings (PostgreSQL numeric)', () => {
    expect(formatNumber('1234.5')).toBe(nb('1_234,50'));
    expect(formatNumber(' -3 ')).toBe('-3,00');
  });

  test.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'abc', '12,5'])(
    '%s gives an empty text',
    (value) => {
      expect(formatNumber(value)).toBe('');
    },
  );
});

describe('formatEuros and formatCents', () => {
  test('a price is followed by a no-break space and €', () => {
    expect(formatEuros(1234.56)).toBe('1\u00a0234,56\u00a0€');
    expect(formatEuros(0)).toBe(nb('0,00_€'));
    expect(formatEuros(-5)).toBe(nb('-5,00_€'));
    expect(formatEuros(1_000_000)).toBe(nb('1_000_000,00_€'));
    expect(formatEuros(0.005)).toBe(nb('0,01_€'));
    expect(formatEuros('99.999')).toBe(nb('100,00_€'));
  });

  test('no amount, no euro sign', () => {
    expect(formatEuros(null)).toBe('');
    expect(formatEuros(undefined)).toBe('');
    expect(formatEuros(Number.NaN)).toBe('');
  });

  test('integer cents', () => {
    expect(formatCents(123456)).toBe(nb('1_234,56_€'));
    expect(formatCents(1005)).toBe(nb('10,05_€'));
    expect(formatCents(1)).toBe(nb('0,01_€'));
    expect(formatCents(-1)).toBe(nb('-0,01_€'));
    expect(formatCents(0)).toBe(nb('0,00_€'));
    expect(formatCents(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  test.each([
    [0, '0_octet'],
    [1, '1_octet'],
    [2, '2_octets'],
    [512, '512_octets'],
    [1023, '1_023_octets'],
    [1024, '1,00_Ko'],
    [1536, '1,50_Ko'],
    [10_000, '9,77_Ko'],
    [1_048_570, '1_023,99_Ko'],
    // 1023.999 Ko would round to "1 024,00 Ko": one Mo instead.
    [1_048_575, '1,00_Mo'],
    [1_048_576, '1,00_Mo'],
    [1_572_864, '1,50_Mo'],
    [15_360 * 1024, '15,00_Mo'],
    [2 ** 31, '2_048,00_Mo'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(nb(expected));
  });

  test.each([-1, Number.NaN, null, undefined])('%s gives an empty text', (bytes) => {
    expect(formatFileSize(bytes)).toBe('');
  });
});

describe('formatPhone', () => {
  test.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['06-12-34-56-78', '06 12 34 56 78'],
    [' 0612 345 678 ', '06 12 34 56 78'],
    // Leads arrive written internationally: the same 10-digit French number (issue 15, defect 11).
    ['+33612345678', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33.6.12.34.56.78', '06 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', '06 12 34 56 78'],
    ['0033612345678', '06 12 34 56 78'],
    ['0033 1 45 23 67 89', '01 45 23 67 89'],
  ])('10 digits %j → five pairs', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });

  test.each([
    '061234567',
    '06 12 34 56 7',
    '06123456789',
    '06.12.34.56.78.9',
    '+33 6 12 34 56',
    '+32 470 12 34 56',
    '+44 20 7946 0958',
    '3615',
    'inconnu',
  ])('%j (not 10 digits) is returned as typed', (phone) => {
    expect(formatPhone(phone)).toBe(phone);
  });

  test('nothing gives an empty text', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPersonName', () => {
  test('always « Prénom Nom », without the missing parts', () => {
    expect(formatPersonName('Nathalie', 'Bertrand')).toBe('Nathalie Bertrand');
    expect(formatPersonName(' Nathalie ', '')).toBe('Nathalie');
    expect(formatPersonName(null, 'Bertrand')).toBe('Bertrand');
    expect(formatPersonName(undefined, null)).toBe('');
  });
});

describe('parseFrenchNumber', () => {
  test.each([
    ['25 000,50', 25000.5],
    [nb('25_000,50'), 25000.5],
    ['25\u202f000,50', 25000.5],
    ['25000.5', 25000.5],
    ['650,5', 650.5],
    ['650,5 m²', 650.5],
    [nb('1_234,56_€'), 1234.56],
    ['642', 642],
    ['-5', -5],
  ])('%j → %s', (text, expected) => {
    expect(parseFrenchNumber(text)).toBe(expected);
  });

  test('reads back what formatNumber and formatEuros write', () => {
    expect(parseFrenchNumber(formatNumber(1234567.8))).toBe(1234567.8);
    expect(parseFrenchNumber(formatEuros(25000))).toBe(25000);
  });

  test.each(['', '  '])('%j (nothing typed) → null', (text) => {
    expect(parseFrenchNumber(text)).toBeNull();
  });

  test.each(['douze', '1,2,3', '1.234,56', '12 €€', ',5', '5,'])(
    '%j → NaN, for the schema to refuse',
    (text) => {
      expect(parseFrenchNumber(text)).toBeNaN();
    },
  );
});

describe('formatArea', () => {
  test('2 decimals like every number, then m²', () => {
    expect(formatArea(650.5)).toBe(nb('650,50_m²'));
    expect(formatArea(1250)).toBe(nb('1_250,00_m²'));
    expect(formatArea(null)).toBe('');
  });
});

describe('dates, in Paris time', () => {
  test('default format DD MMMM YYYY', () => {
    expect(formatDate(new Date('2026-11-22T12:00:00Z'))).toBe('22 novembre 2026');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05 mars 2026');
    expect(formatDate(Date.UTC(2026, 7, 1, 12))).toBe('01 août 2026');
    expect(formatDate('2027-02-01T10:00:00.000Z')).toBe('01 février 2027');
  });

  test('a UTC evening already on the next day in Paris (winter, UTC+1)', () => {
    expect(formatDate('2026-11-22T22:59:00Z')).toBe('22 novembre 2026');
    expect(formatDate('2026-11-22T23:00:00Z')).toBe('23 novembre 2026');
    expect(formatDateTime('2026-11-22T22:59:00Z')).toBe('22/11/2026 23:59');
    expect(formatDateTime('2026-11-22T23:30:00Z')).toBe('23/11/2026 00:30');
    expect(formatShortDate('2026-11-22T23:30:00Z')).toBe('23/11/2026');
  });

  test('a UTC evening already on the next day in Paris (summer, UTC+2)', () => {
    expect(formatDateTime('2026-07-14T21:59:00Z')).toBe('14/07/2026 23:59');
    expect(formatDateTime('2026-07-14T22:00:00Z')).toBe('15/07/2026 00:00');
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15 juillet 2026');
    // New Year in Paris, still the old year in UTC.
    expect(formatDate('2026-12-31T23:15:00Z')).toBe('01 janvier 2027');
  });

  test('date-time format DD/MM/YYYY HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatDateTime('2026-07-15T12:05:00Z')).toBe('15/07/2026 14:05');
    expect(formatDateTime(new Date('2026-01-01T11:00:59.999Z'))).toBe('01/01/2026 12:00');
  });

  test('around the change to summer time (29 March 2026, 02:00 → 03:00)', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
  });

  test('around the change to winter time (25 October 2026, 03:00 → 02:00)', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T02:00:00Z')).toBe('25/10/2026 03:00');
  });

  test.each([null, undefined, '', 'pas une date', Number.NaN, new Date('x')])(
    '%s gives an empty text',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatShortDate(value)).toBe('');
      expect(toDate(value)).toBeNull();
    },
  );
});

describe('parseDateTime (DD/MM/YYYY HH:mm, Paris time)', () => {
  const iso = (text: string) => parseDateTime(text)?.toISOString() ?? null;

  test('winter and summer time', () => {
    expect(iso('22/11/2026 14:05')).toBe('2026-11-22T13:05:00.000Z');
    expect(iso('15/07/2026 14:05')).toBe('2026-07-15T12:05:00.000Z');
  });

  test('just after midnight in Paris is the day before in UTC', () => {
    expect(iso('23/11/2026 00:30')).toBe('2026-11-22T23:30:00.000Z');
    expect(iso('15/07/2026 00:00')).toBe('2026-07-14T22:00:00.000Z');
    expect(iso('01/01/2027 00:15')).toBe('2026-12-31T23:15:00.000Z');
  });

  test('a date alone means midnight in Paris', () => {
    expect(iso('22/11/2026')).toBe('2026-11-21T23:00:00.000Z');
    expect(iso('15/07/2026')).toBe('2026-07-14T22:00:00.000Z');
  });

  test('surrounding spaces are ignored', () => {
    expect(iso('  22/11/2026 14:05 ')).toBe('2026-11-22T13:05:00.000Z');
  });

  test('the hour skipped by summer time does not exist', () => {
    expect(iso('29/03/2026 01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('29/03/2026 02:00')).toBeNull();
    expect(iso('29/03/2026 02:30')).toBeNull();
    expect(iso('29/03/2026 03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  test('the hour repeated by winter time gives its first occurrence', () => {
    expect(iso('25/10/2026 01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(iso('25/10/2026 02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('25/10/2026 03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  test('leap years', () => {
    expect(iso('29/02/2028 12:00')).toBe('2028-02-29T11:00:00.000Z');
    expect(iso('29/02/2027 12:00')).toBeNull();
  });

  test.each([
    '31/02/2026 10:00',
    '31/04/2026 10:00',
    '00/01/2026 10:00',
    '22/00/2026 10:00',
    '22/13/2026 10:00',
    '22/11/2026 24:00',
    '22/11/2026 10:60',
    '22/11/0099 10:00',
    '2026-11-22',
    '2026-11-22T10:00',
    '1/2/2026 10:00',
    '22/11/26 10:00',
    '22/11/2026 10h00',
    '22/11/2026 1:00',
    '22/11/2026 10:00:00',
    '22-11-2026 10:00',
    'demain',
    '',
    null,
    undefined,
  ])('%j is invalid', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });

  test('formatDateTime reads back what parseDateTime read, all year round', () => {
    for (let month = 1; month <= 12; month++) {
      for (const time of ['00:00', '01:30', '03:15', '12:00', '23:59']) {
        const text = `${String(month).padStart(2, '0')}/0${(month % 9) + 1}/2026 ${time}`.replace(
          /^(\d{2})\/(\d{2})/,
          '$2/$1',
        );
        expect(formatDateTime(parseDateTime(text))).toBe(text);
      }
    }
  });
});

describe('parisDay', () => {
  test('is the calendar day in Paris, not in UTC, across midnight and the clock changes', () => {
    expect(parisDay(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(parisDay(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(parisDay(new Date('0999-01-01T12:00:00Z'))).toBe('0999-01-01');
  });
});
