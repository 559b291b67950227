import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ZBpAddendumBody } from './building-permits';
import { ZAreaBody, ZSheetInformations } from './projects';
import { typedNumber } from './typed-number';
import { ZUserAccountBody } from './users';

describe('typedNumber', () => {
  const schema = typedNumber(z.number({ error: 'Nombre invalide' }).nullable());

  test.each([
    ['25 000,50', 25000.5],
    ['25000.5', 25000.5],
    ['650,5', 650.5],
    [650.5, 650.5],
    ['', null],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(schema.parse(value)).toBe(expected);
  });

  test('junk is refused with the schema message', () => {
    expect(schema.safeParse('douze').error?.issues[0]?.message).toBe('Nombre invalide');
  });
});

describe('fields that take typed numbers', () => {
  test('an addendum amount typed « 25 000,50 » or « 25000.5 »', () => {
    expect(ZBpAddendumBody.parse({ amount: '25 000,50' }).amount).toBe(25000.5);
    expect(ZBpAddendumBody.parse({ amount: '25000.5' }).amount).toBe(25000.5);
  });

  test('a living area as the field shows it (« 1 250,00 ») or typed « 650,5 », to the hundredth of m²', () => {
    expect(ZAreaBody.parse({ area: '1 250,00' }).area).toBe(1250);
    expect(ZAreaBody.parse({ area: '650,5' }).area).toBe(650.5);
    expect(ZAreaBody.parse({ area: '98,45 m²' }).area).toBe(98.45);
    expect(ZAreaBody.safeParse({ area: '98,456' }).error?.issues[0]?.message).toBe(
      'Surface au centième de m² près',
    );
    expect(ZSheetInformations.shape.area.parse(null)).toBeNull();
  });

  test('a credit as the field shows it (« 1 000,00 »)', () => {
    const body = {
      surname: 'Nathalie',
      name: 'Bertrand',
      email: 'n.bertrand@exemple.fr',
      phone: '',
      roles: ['salesman'],
      managerId: null,
      postalCodes: [],
    };
    expect(ZUserAccountBody.parse({ ...body, credit: '1\u00a0000,00' }).credit).toBe(1000);
    expect(ZUserAccountBody.parse({ ...body, credit: 1000 }).credit).toBe(1000);
  });
});
