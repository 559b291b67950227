import type { TProspectBody, TProspectDuplicateQuery } from '@batir/shared/prospects';

const DUPLICATE_FIELDS = [
  'name1',
  'surname1',
  'name2',
  'surname2',
  'phone',
  'phone2',
  'email',
  'address',
  'postalCode',
] as const;

/** The household typed so far, once it says enough to look for duplicates (a name, a phone or an e-mail). */
export function duplicateQuery(values: Partial<TProspectBody>): TProspectDuplicateQuery | null {
  const query = Object.fromEntries(
    DUPLICATE_FIELDS.map((field) => [field, String(values[field] ?? '').trim()]),
  );
  const enough =
    (query.name1?.length ?? 0) >= 2 ||
    (query.name2?.length ?? 0) >= 2 ||
    (query.phone?.replace(/\D/g, '').length ?? 0) >= 8 ||
    (query.email?.includes('@') ?? false);
  return enough ? query : null;
}
