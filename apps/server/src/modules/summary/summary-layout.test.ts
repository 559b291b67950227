import { SUMMARY_CATEGORIES } from '@batir/shared/summary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { auditLog, userSummaryCategories } from '../../db/schema';

let t: TestApp;
let salesman: string;
let technical: string;
let customer: string;
let craftsman: string;
beforeAll(async () => {
  t = await createTestApp();
  salesman = (await login(t.app, 'salesman')).accessToken;
  technical = (await login(t.app, 'technical')).accessToken;
  customer = (await login(t.app, 'customer')).accessToken;
  craftsman = (await login(t.app, 'craftsman')).accessToken;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
type Item = { category: string; weight: number; size: number; active: boolean };
const layoutOf = async (token: string): Promise<Item[]> => {
  const res = await call(token, 'GET', '/api/summary/layout');
  expect(res.statusCode).toBe(200);
  return res.json().layout;
};

describe('summary layout', () => {
  it('starts from the defaults: every category in order, shown', async () => {
    const layout = await layoutOf(technical);
    expect(layout.map((item) => item.category)).toEqual([...SUMMARY_CATEGORIES]);
    expect(layout.every((item) => item.active)).toBe(true);
    expect(layout.map((item) => item.weight)).toEqual(SUMMARY_CATEGORIES.map((_c, i) => i));
  });

  it('reorders, resizes and hides, per user, persisted and audited', async () => {
    const moved = await call(salesman, 'PUT', '/api/summary/weight', {
      userSummaryCategory: ['monthly', 'customerSummary'],
    });
    expect(moved.statusCode).toBe(200);
    const order = moved.json().layout.map((item: Item) => item.category);
    expect(order.slice(0, 3)).toEqual(['monthly', 'customerSummary', 'prospect']);
    expect(order).toHaveLength(SUMMARY_CATEGORIES.length);

    // The spec's wrapped payload and the bare object are both accepted.
    expect(
      (
        await call(salesman, 'PUT', '/api/summary/size', {
          summaryCategory: { category: 'monthly', size: 3 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(salesman, 'PUT', '/api/summary/active', { category: 'logisbox', active: false }))
        .statusCode,
    ).toBe(200);

    const layout = await layoutOf(salesman);
    expect(layout[0]).toEqual({ category: 'monthly', weight: 0, size: 3, active: true });
    expect(layout.find((item) => item.category === 'logisbox')?.active).toBe(false);
    // Someone else's layout is untouched.
    expect((await layoutOf(technical))[0]?.category).toBe('prospect');

    const me = await demoUserId(t, 'salesman');
    const rows = await t.database.db
      .select()
      .from(userSummaryCategories)
      .where(eq(userSummaryCategories.userId, me));
    expect(rows).toHaveLength(SUMMARY_CATEGORIES.length);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, me), eq(auditLog.entity, 'userSummaryCategory')));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'summary.layout.active',
      'summary.layout.size',
      'summary.layout.weight',
    ]);

    // Shown again.
    await call(salesman, 'PUT', '/api/summary/active', {
      summaryCategory: { category: 'logisbox', active: true },
    });
    expect((await layoutOf(salesman)).find((item) => item.category === 'logisbox')?.active).toBe(true);
  });

  it('refuses bad input with French messages', async () => {
    const cases: [string, unknown][] = [
      ['/api/summary/weight', { userSummaryCategory: ['prospect', 'prospect'] }],
      ['/api/summary/weight', { userSummaryCategory: ['inconnue'] }],
      ['/api/summary/weight', {}],
      ['/api/summary/size', { summaryCategory: { category: 'prospect', size: 4 } }],
      ['/api/summary/size', { summaryCategory: { category: 'nope', size: 2 } }],
      ['/api/summary/active', { summaryCategory: { category: 'prospect', active: 'oui' } }],
      ['/api/summary/menuLeft', { menuLeft: [{ key: 'inconnue', active: true }] }],
    ];
    for (const [url, payload] of cases) {
      const res = await call(salesman, 'PUT', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toMatch(/[A-Za-zéè]/);
    }
    const dup = await call(salesman, 'PUT', '/api/summary/weight', {
      userSummaryCategory: ['prospect', 'prospect'],
    });
    expect(dup.body).toContain('Une catégorie est en double');
    const size = await call(salesman, 'PUT', '/api/summary/size', { category: 'prospect', size: 9 });
    expect(size.body).toContain('Taille invalide (1 à 3)');
  });

  it('keeps the left menu per user: active lines are the shortcuts', async () => {
    const initial = (await call(salesman, 'GET', '/api/summary/menuLeft')).json().menuLeft;
    expect(
      initial.filter((line: { active: boolean }) => line.active).map((l: { key: string }) => l.key),
    ).toEqual(['newContact', 'customer']);
    expect(initial[0]).toMatchObject({
      key: 'newContact',
      label: 'Nouveaux contacts',
      route: 'admin-summary-newContact',
    });
    const saved = await call(salesman, 'PUT', '/api/summary/menuLeft', {
      menuLeft: [
        { key: 'elevationSurvey', active: true },
        { key: 'newContact', active: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const lines = (await call(salesman, 'GET', '/api/summary/menuLeft')).json().menuLeft;
    expect(lines.map((l: { key: string }) => l.key).slice(0, 3)).toEqual([
      'elevationSurvey',
      'newContact',
      'newCustomer',
    ]);
    expect(lines.filter((l: { active: boolean }) => l.active).map((l: { key: string }) => l.key)).toEqual([
      'elevationSurvey',
      'customer',
    ]);
    expect(lines).toHaveLength(initial.length);
  });

  it('is for staff only', async () => {
    for (const token of [customer, craftsman]) {
      expect((await call(token, 'GET', '/api/summary/layout')).statusCode).toBe(403);
      expect(
        (await call(token, 'PUT', '/api/summary/active', { category: 'prospect', active: false })).statusCode,
      ).toBe(403);
      expect((await call(token, 'GET', '/api/summary/menuLeft')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/summary/layout' })).statusCode).toBe(401);
  });
});
