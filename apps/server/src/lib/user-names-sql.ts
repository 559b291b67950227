/**
 * A user's « Prénom Nom » written in SQL, for the queries that join `users` (or an alias of it) and hand the
 * name over ready. Two forms, kept as the screens expect them.
 */
import { type AnyColumn, sql } from 'drizzle-orm';

type UserColumns = { id: AnyColumn; surname: AnyColumn; name: AnyColumn };

/** The name of the user a left join found, null when it found none. */
export const joinedUserName = (user: UserColumns) =>
  sql<
    string | null
  >`case when ${user.id} is null then null else trim(${user.surname} || ' ' || ${user.name}) end`;

/** The name, null when both parts are empty, or no user is joined. */
export const fullNameOrNull = (user: Pick<UserColumns, 'surname' | 'name'>) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${user.surname}, ${user.name})), '')`;
