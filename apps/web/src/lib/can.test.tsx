import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/render';
import { can, isCustomerUser, isStaffUser, principalOfUser } from './can';

/** The web asks the server's policy with the roles of GET /api/user: same answers as the server's can(). */
describe('lib/can', () => {
  it('builds the principal from the user id and the role flags', () => {
    const user = makeUser({
      user: { ...makeUser().user, id: 12 },
      roles: { isSalesman: true, isGridOperator: true },
    });
    expect(principalOfUser(user)).toEqual({ userId: 12, roles: ['salesman', 'gridOperator'] });
  });

  it('answers as the policy: technical users impersonate, salespeople do not; grid operators read only', () => {
    expect(can(makeUser({ roles: { isTechnical: true } }), 'customer.impersonate')).toBe(true);
    expect(can(makeUser({ roles: { isSalesman: true } }), 'customer.impersonate')).toBe(false);
    expect(can(makeUser({ roles: { isGridOperator: true } }), 'project.write')).toBe(false);
    expect(can(makeUser({ roles: { isAdmin: true } }), 'settings.manage')).toBe(true);
  });

  it('tells staff from portal customers; a craftsman is neither', () => {
    const customer = makeUser({ roles: { isCustomer: true } });
    const staffCustomer = makeUser({ roles: { isCustomer: true, isSalesman: true } });
    const craftsman = makeUser({ roles: { isCraftsman: true } });
    expect([isStaffUser(customer), isCustomerUser(customer)]).toEqual([false, true]);
    expect([isStaffUser(staffCustomer), isCustomerUser(staffCustomer)]).toEqual([true, false]);
    expect([isStaffUser(craftsman), isCustomerUser(craftsman)]).toEqual([false, false]);
  });
});
