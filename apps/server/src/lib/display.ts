/** Small conversions shared by the services' answers. */
import { formatPersonName } from '@batir/shared/format';

/** "Prénom Nom" of a staff member: the shared rule of every screen. */
export { formatPersonName as personName };

/** A timestamp from the database (Date or text) as ISO 8601. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The same, or null when there is none. */
export const isoOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : iso(value);

/** A staff member as the screens show them: id and name, or null when nobody is set. */
export const person = (id: number | null, surname: string | null, name: string | null) =>
  id === null ? null : { id, name: formatPersonName(surname, name) };
