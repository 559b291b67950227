/**
 * The access policy's role rules (packages/shared/src/policy.ts) as SQL, for a user stored in the database
 * rather than the caller: a recipient, the salespeople of a list. The role lists come from the policy, so
 * SQL never names a role itself (policy-only.test.ts).
 */
import { ACTION_ROLES, type NamedAction, SALESPERSON_ROLE, TEAM_LEADER_ROLE } from '@batir/shared/policy';
import { ROLES, type Role } from '@batir/shared/roles';
import { type SQL, sql } from 'drizzle-orm';

/** `roles` (a `text[]` column) holds one of `held`; `&&` lets the GIN index of users.roles serve it. */
export function holdsOneOfSql(roles: SQL, held: readonly Role[]): SQL {
  // Literals, not parameters: role names are the fixed list of roles.ts, and a literal array keeps the
  // statement the same for PostgreSQL and PGlite.
  const known = held.filter((role) => (ROLES as readonly string[]).includes(role));
  if (known.length === 0) return sql`false`;
  return sql`${roles} && ${sql.raw(`array[${known.map((role) => `'${role}'`).join(', ')}]::text[]`)}`;
}

/** The roles `roles` hold grant `action` (can(), for a stored user). */
export const grantsSql = (roles: SQL, action: NamedAction): SQL => holdsOneOfSql(roles, ACTION_ROLES[action]);

/** A salesperson (isSalesperson, for a stored user). */
export const isSalespersonSql = (roles: SQL): SQL => holdsOneOfSql(roles, [SALESPERSON_ROLE]);

/** A team leader (leadsTeam, for a stored user). */
export const leadsTeamSql = (roles: SQL): SQL => holdsOneOfSql(roles, [TEAM_LEADER_ROLE]);
