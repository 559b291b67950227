/** Small conversions shared by the services' answers. */

/** A timestamp from the database (Date or text) as ISO 8601. */
export const iso = (value: Date | string) => new Date(value).toISOString();

export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** "Prénom Nom" of a staff member, without the missing parts. */
export const personName = (surname: string | null, name: string | null) =>
  [surname, name].filter(Boolean).join(' ');

/** A staff member as the screens show them: id and name, or null when nobody is set. */
export const person = (id: number | null, surname: string | null, name: string | null) =>
  id === null ? null : { id, name: personName(surname, name) };
