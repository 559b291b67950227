import { describe, expect, it } from 'vitest';
import {
  contactKeys,
  hasPerson,
  normalizeAddress,
  normalizeEmail,
  normalizeLandParcel,
  normalizePerson,
  normalizePhone,
  normalizeText,
} from './normalize';
import { ADDRESS_CASES, EMAIL_CASES, PERSON_CASES, PHONE_CASES } from './normalize.cases';

describe('phone numbers', () => {
  it.each(PHONE_CASES)('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it('has no key without a number', () => {
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it.each(EMAIL_CASES)('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
  it('keeps dots where they tell people apart (not Gmail)', () => {
    expect(normalizeEmail('jean.marc@orange.fr')).not.toBe(normalizeEmail('jeanmarc@orange.fr'));
    expect(normalizeEmail('jean.marc@gmail.com')).toBe(normalizeEmail('jeanmarc@gmail.com'));
  });
  it('has no key without an address', () => {
    expect(normalizeEmail(null)).toBeNull();
  });
});

describe('street addresses', () => {
  it.each(ADDRESS_CASES)('%j → %j', (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
  it('only expands whole words', () => {
    expect(normalizeAddress('2 rue des Bdx')).toBe('2 rue des bdx');
    expect(normalizeAddress('Résidence Avalon')).toBe('residence avalon');
  });
});

describe('people', () => {
  it.each(PERSON_CASES)('%s %s → %j', (name, surname, expected) => {
    expect(normalizePerson(name, surname)).toBe(expected);
  });
  it('writes out ligatures and drops every accent', () => {
    expect(normalizeText('Œuvre Æther Straße àéîõü ç')).toBe('oeuvre aether strasse aeiou c');
  });
  it('tells an empty second person from a real one', () => {
    expect(hasPerson('', '')).toBe(false);
    expect(hasPerson(' ', '-')).toBe(false);
    expect(hasPerson(null, undefined)).toBe(false);
    expect(hasPerson('Roux', '')).toBe(true);
    expect(hasPerson('', 'Léa')).toBe(true);
  });
});

describe('land parcels', () => {
  it.each([
    ['AB 123', 'AB123'],
    ['ab-0123', 'AB123'],
    ['000 AB 0123', 'AB123'],
    ['000AB0123', 'AB123'],
    ['0A 12', 'A12'],
    ['A 0012', 'A12'],
    ['123 ZK 4', '123ZK4'],
    ['section AB n°123', 'SECTIONABN123'],
    ['B', null],
    ['', null],
  ] as const)('%j → %j', (input, expected) => {
    expect(normalizeLandParcel(input)).toBe(expected);
  });
  it('sees the same parcel however it is typed', () => {
    expect(normalizeLandParcel('AB 123')).toBe(normalizeLandParcel(' 000-ab-0123 '));
    expect(normalizeLandParcel('AB 123')).not.toBe(normalizeLandParcel('AB 132'));
  });
});

describe('stored keys of a contact', () => {
  it('computes every key at once', () => {
    expect(
      contactKeys({ phone: '+33 6 11 22 33 44', email: 'H@Exemple.fr', address: '8 bd X', landParcel: '' }),
    ).toEqual({
      phoneKey: '0611223344',
      emailKey: 'h@exemple.fr',
      addressKey: '8 boulevard x',
      landParcelKey: null,
    });
  });
});
