/**
 * The policy's role rules written as SQL (policy-sql.ts) give the same answers as the policy itself, for
 * every named action and every set of one or two roles, evaluated by the real database.
 */
import { can, isSalesperson, leadsTeam, NAMED_ACTIONS } from '@batir/shared/policy';
import { ROLES, type Role } from '@batir/shared/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, sqlRows } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { grantsSql, holdsOneOfSql, isSalespersonSql, leadsTeamSql } from './policy-sql';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ROLE_SETS: Role[][] = [
  [],
  ...ROLES.map((role) => [role]),
  ...ROLES.flatMap((a, i) => ROLES.slice(i + 1).map((b) => [a, b])),
];

/** One boolean per role set, in ROLE_SETS order, for the SQL condition `rule` on a roles column. */
async function evaluate(rule: (roles: ReturnType<typeof sql>) => ReturnType<typeof sql>): Promise<boolean[]> {
  const rows = await sqlRows<{ i: number; ok: boolean }>(
    database.db,
    sql`select s.i, ${rule(sql`s.roles`)} as ok from (values ${sql.join(
      ROLE_SETS.map(
        (roles, i) =>
          sql`(${i}::int, ${sql.raw(`array[${roles.map((role) => `'${role}'`).join(',')}]::text[]`)})`,
      ),
      sql`, `,
    )}) as s(i, roles) order by s.i`,
  );
  return rows.map((row) => row.ok);
}

it('grantsSql answers as can() for every named action and role set', async () => {
  for (const action of NAMED_ACTIONS) {
    const expected = ROLE_SETS.map((roles) => can({ roles }, action));
    expect(await evaluate((roles) => grantsSql(roles, action)), action).toEqual(expected);
  }
});

it('isSalespersonSql and leadsTeamSql answer as isSalesperson and leadsTeam', async () => {
  expect(await evaluate(isSalespersonSql)).toEqual(ROLE_SETS.map((roles) => isSalesperson({ roles })));
  expect(await evaluate(leadsTeamSql)).toEqual(ROLE_SETS.map((roles) => leadsTeam({ roles })));
});

it('holds nothing for an empty list or names that are not roles', async () => {
  expect(await evaluate((roles) => holdsOneOfSql(roles, []))).toEqual(ROLE_SETS.map(() => false));
  expect(
    await evaluate((roles) => holdsOneOfSql(roles, ["admin'] or true or array['x"] as unknown as Role[])),
  ).toEqual(ROLE_SETS.map(() => false));
});
