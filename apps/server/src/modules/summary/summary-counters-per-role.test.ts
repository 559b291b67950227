import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

/**
 * Issue 15, defect 6: every counter of the summary equals the total of the list it opens, for the same
 * user, whatever his role; a shortcut whose list the role may not open is not offered. The lists are read
 * through their own routes, as the screens the summary's tiles lead to read them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const STAFF = ['admin', 'technical', 'salesman', 'gridOperator'] as const;

describe.each(STAFF)('the summary of %s', (role) => {
  let token: string;
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    token = (await login(t.app, role)).accessToken;
  });

  it('counts what the lists it opens show', async () => {
    const { summary } = await json('/user/summary');
    const prospects = async (tile: string) => (await json(`/prospects?tile=${tile}`)).total;
    const projects = async (step: string) => (await json(`/project?step=${step}`)).total;

    expect(summary.prospect.toContact).toBe(await prospects('toContact'));
    expect(summary.prospect.inContact).toBe(await prospects('inContact'));
    expect(summary.prospect.total).toBe((await json('/prospects')).total);
    expect(summary.appointment.toSchedule).toBe(await prospects('inContact'));

    expect(summary.customer.new).toBe((await json('/summary/newCustomer')).total);
    expect(summary.customer.preConstruction).toBe(await projects('1'));
    expect(summary.customer.construction).toBe(await projects('construction'));
    expect(summary.customer.total).toBe(await projects('all'));

    const financing = await json('/financing');
    expect(summary.financing).toEqual({
      total: financing.total,
      done: financing.done.total,
      asked: financing.asked.total,
      waiting: financing.waiting.total,
    });
    expect(summary.buildingPermit.waiting).toBe((await json('/buildingPermit')).totals.waiting);
    expect(summary.logisbox).toEqual((await json('/summary/logisbox')).counters);
  });

  it('offers the new contacts only to those who may open them', async () => {
    const { menuLeft } = await json('/summary/menuLeft');
    const opens = (await get('/summary/newContact')).statusCode === 200;
    expect(opens).toBe(role === 'admin' || role === 'salesman');
    expect(menuLeft.some((line: { key: string }) => line.key === 'newContact')).toBe(opens);
  });
});

it('shows the design office the customer projects of every salesperson', async () => {
  const token = (await login(t.app, 'technical')).accessToken;
  const res = await t.app.inject({ method: 'GET', url: '/api/user/summary', headers: bearer(token) });
  expect(res.json().summary.customer.total).toBeGreaterThan(0);
});
