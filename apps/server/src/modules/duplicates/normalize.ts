/**
 * Pure normalisers of the duplicate engine. Each one has an SQL twin in migration 0013 (person_normalize,
 * phone_normalize, email_normalize, address_normalize) used by the expression indexes on stored rows;
 * duplicates.test.ts checks both give the same key for the same input.
 */

/** `search_normalize()` in TypeScript: lower case, no accents, ligatures spelt out (what unaccent does). */
export function normalizeText(value: string): string {
  return value
    .replace(/[œŒ]/g, (c) => (c === 'œ' ? 'oe' : 'OE'))
    .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** One person of a household as matched by trigram similarity: "<name> <surname>" normalised. */
export function normalizePerson(name: string | null | undefined, surname: string | null | undefined): string {
  return normalizeText(`${name ?? ''} ${surname ?? ''}`);
}

/** True when the person has a name worth comparing (an empty second person never matches). */
export function hasPerson(name: string | null | undefined, surname: string | null | undefined): boolean {
  return /[\p{L}\p{N}]/u.test(`${name ?? ''}${surname ?? ''}`);
}

/**
 * A phone number as French national digits: `+33 6 11 22 33 44`, `0033 (0)6…`, `06.11.22.33.44` and a
 * spreadsheet's `611223344` all give `0611223344`. Other numbers keep their digits; fewer than 9 digits
 * cannot identify anyone, hence null.
 */
export function normalizePhone(value: string | null | undefined): string | null {
  if (value == null) return null;
  const digits = value.replace(/[^0-9]/g, '');
  if (/^(0033|33)0?[1-9][0-9]{8}$/.test(digits)) return `0${digits.slice(-9)}`;
  if (/^[1-9][0-9]{8}$/.test(digits)) return `0${digits}`;
  return digits.length >= 9 ? digits : null;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An e-mail address for comparison: case and surrounding spaces never matter, nor a sub-address
 * (`jean+maison@…`); dots in the local part only for Gmail, which ignores them (elsewhere they may
 * tell two people apart). Null when it is not an address.
 */
export function normalizeEmail(value: string | null | undefined): string | null {
  if (value == null) return null;
  const email = value.replace(/^\s+|\s+$/g, '').toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) return null;
  const [fullLocal = '', domain = ''] = email.split('@');
  const local = fullLocal.split('+')[0] ?? '';
  if (!local) return null;
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** Street-type abbreviations written out, in the order the SQL twin applies them. */
const ADDRESS_ABBREVIATIONS: [string, string][] = [
  ['bd|bld|blvd|boul', 'boulevard'],
  ['av|ave|avn', 'avenue'],
  ['r', 'rue'],
  ['pl', 'place'],
  ['ch|che|chem', 'chemin'],
  ['rte', 'route'],
  ['imp', 'impasse'],
  ['all', 'allee'],
  ['fg|fbg', 'faubourg'],
  ['sq', 'square'],
  ['res', 'residence'],
  ['st', 'saint'],
  ['ste', 'sainte'],
];

/** A street address without accents, punctuation or abbreviations: `8 Bd du Roi-René` → `8 boulevard du roi rene`. */
export function normalizeAddress(value: string | null | undefined): string | null {
  if (value == null) return null;
  let result = normalizeText(value).replace(/[^a-z0-9]+/g, ' ');
  for (const [abbreviations, full] of ADDRESS_ABBREVIATIONS) {
    result = result.replace(new RegExp(`\\b(${abbreviations})\\b`, 'g'), full);
  }
  return result.replace(/ +/g, ' ').trim() || null;
}

/**
 * A French cadastral reference: optional 3-digit prefix, a section of one or two characters, a plot
 * number of up to four digits. `AB 123`, `ab-0123` and `000 AB 0123` all give `AB123`; a non-zero
 * prefix (former commune) is kept. Anything else is compared as its letters and digits.
 */
export function normalizeLandParcel(value: string | null | undefined): string | null {
  if (value == null) return null;
  const compact = normalizeText(value)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  if (compact.length < 2) return null;
  const match = /^(\d{3})?(0?[A-Z]{1,2}|[A-Z]\d)(\d{1,4})$/.exec(compact);
  if (!match) return compact;
  const [, prefix, section = '', plot = ''] = match;
  const keptPrefix = prefix && prefix !== '000' ? prefix : '';
  return `${keptPrefix}${section.replace(/^0/, '')}${Number(plot)}`;
}

/** The keys stored with a website contact (contacts.phone_key…), so matching it is an index lookup. */
export function contactKeys(contact: {
  phone?: string | null | undefined;
  email?: string | null | undefined;
  address?: string | null | undefined;
  landParcel?: string | null | undefined;
}) {
  return {
    phoneKey: normalizePhone(contact.phone),
    emailKey: normalizeEmail(contact.email),
    addressKey: normalizeAddress(contact.address),
    landParcelKey: normalizeLandParcel(contact.landParcel),
  };
}
