import { customerDisplayName } from '@batir/shared/customers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../../test/helpers';

/**
 * A notification's group names its household only to a reader who may open the project now: a salesperson
 * notified about a colleague's customer (a copy, a project handed over since) sees the category alone.
 */
let t: TestApp;

type Household = { id: number; name1: string; surname1: string; name2: string; surname2: string };
const projectOf = async (salesmanId: number) => {
  const [row] = await sqlRows<Household>(
    t.database.db,
    sql`select p.id, c.name1, c.surname1, c.name2, c.surname2 from projects p
      join customers c on c.id = p.customer_id
      where p.salesman_id = ${salesmanId} and not p.is_prospect order by p.id limit 1`,
  );
  if (!row) throw new Error(`no customer project of ${salesmanId}`);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the household named by a notification group', () => {
  it('is shown to the salesperson who follows the project, not to another one', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const salesman = (await login(t.app, 'salesman')).accessToken;
    const salesmanId = await demoUserId(t, 'salesman');
    const [colleague] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'l.chevalier@demo.batir.fr'`,
    );
    const theirs = await projectOf(colleague?.id ?? 0);
    const mine = await projectOf(salesmanId);
    for (const project of [theirs, mine]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/backend_notification',
        headers: bearer(admin),
        payload: {
          userIds: [salesmanId],
          scType: 'project',
          scName: 'buildingPermit',
          scId: project.id,
          text: 'Le permis a avancé',
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }

    const panel = await t.app.inject({
      method: 'GET',
      url: '/api/backend_notification',
      headers: bearer(salesman),
    });
    expect(panel.statusCode).toBe(200);
    const groups = panel.json().list as { scId: number | null; project: unknown }[];
    expect(groups.find((group) => group.scId === theirs.id)?.project).toBeNull();
    expect(panel.body).not.toContain(customerDisplayName(theirs));
    expect(groups.find((group) => group.scId === mine.id)?.project).toEqual({
      id: mine.id,
      customerName: customerDisplayName(mine),
      isProspect: false,
    });
  });
});
