import { describe, expect, it } from 'vitest';
import {
  type Action,
  can,
  changesHousehold,
  changesProspect,
  followedSalesmen,
  isOnlyCustomer,
  isPortalCustomer,
  NAMED_ACTIONS,
  opensProject,
  type PolicyPrincipal,
  projectAccess,
  projectScopeOf,
  prospectScopeOf,
  rolesOfFlags,
  visibleSalesmen,
} from './policy';
import { PERMISSION_SETS, ROLES, type Role, roleFlags } from './roles';

/**
 * Who may do what, written out by hand: changing a rule of policy.ts without changing this table (and the
 * server's role matrix) fails here. One row per action, the roles that may.
 */
const EXPECTED: Record<Action, readonly Role[]> = {
  'staff.access': ['admin', 'technical', 'salesman', 'gridOperator'],
  'project.read': ['admin', 'technical', 'salesman', 'gridOperator'],
  'project.readAll': ['admin', 'technical'],
  'project.write': ['admin', 'technical', 'salesman'],
  'project.administer': ['admin'],
  'prospect.readAll': ['admin'],
  'prospect.follow': ['admin', 'salesman'],
  'contact.handle': ['admin', 'salesman'],
  'contact.assignAny': ['admin'],
  'agenda.readAll': ['admin', 'technical', 'gridOperator'],
  'agenda.writeAll': ['admin'],
  'appointmentRequest.handleAll': ['admin'],
  'user.manage': ['admin'],
  'salesman.readAll': ['admin'],
  'file.manageAll': ['admin'],
  'search.technical': ['admin', 'technical'],
  'menu.admin': ['admin', 'technical', 'gridOperator'],
  'menu.drawer': ['admin', 'technical'],
  'menu.network': ['admin', 'gridOperator'],
  'settings.manage': ['admin'],
  'announcement.manage': ['admin'],
  'maintenance.bypass': ['admin'],
  'customer.read': ['admin', 'technical', 'salesman', 'gridOperator'],
  'customer.write': ['admin', 'technical', 'salesman'],
  'customer.archive': ['admin'],
  'customer.impersonate': ['admin', 'technical'],
  'permit.read': ['admin', 'technical', 'salesman', 'gridOperator'],
  'permit.write': ['admin', 'technical'],
  'permit.validate': ['admin', 'technical'],
  'quotation.read': ['admin', 'technical', 'salesman', 'gridOperator'],
  'quotation.write': ['admin', 'technical', 'salesman'],
  'quotation.validate': ['admin'],
  'quotation.archive': ['admin'],
};

const withRoles = (...roles: Role[]): PolicyPrincipal => ({ userId: 1, roles });
const only = (role: Role, userId = 1, team: number[] = []): PolicyPrincipal => ({
  userId,
  roles: [role],
  team,
});

describe('can(): every action × every role', () => {
  it('covers every named action and every permission of roles.ts', () => {
    const permissions = Object.entries(PERMISSION_SETS).flatMap(([set, keys]) =>
      keys.map((k) => `${set}.${k}`),
    );
    expect(Object.keys(EXPECTED).sort()).toEqual([...NAMED_ACTIONS, ...permissions].sort());
  });

  const cases = Object.entries(EXPECTED).flatMap(([action, allowed]) =>
    ROLES.map((role) => ({ action: action as Action, role, expected: allowed.includes(role) })),
  );
  it.each(cases)('$action for $role: $expected', ({ action, role, expected }) => {
    expect(can(only(role), action)).toBe(expected);
  });

  it('grants the union of several roles, and nothing without a role', () => {
    expect(can(withRoles('gridOperator', 'salesman'), 'project.write')).toBe(true);
    expect(can(withRoles('customer', 'craftsman'), 'staff.access')).toBe(false);
    expect(can(withRoles(), 'project.read')).toBe(false);
  });
});

describe('record rules', () => {
  it('tells a portal customer from a customer-only account', () => {
    const both: PolicyPrincipal = withRoles('customer', 'craftsman');
    expect(isPortalCustomer(both)).toBe(true);
    expect(isOnlyCustomer(both)).toBe(false);
    expect(isOnlyCustomer(only('customer'))).toBe(true);
    expect(isPortalCustomer(withRoles('customer', 'salesman'))).toBe(false);
  });

  it('follows his own salespeople, a grid operator his team too', () => {
    expect(followedSalesmen(only('salesman', 3, [4, 5]))).toEqual([3]);
    expect(followedSalesmen(only('gridOperator', 3, [4, 3, 5]))).toEqual([3, 4, 5]);
  });

  it('scopes projects: all / followed / own / none', () => {
    expect(projectScopeOf(only('admin'))).toEqual({ kind: 'all' });
    expect(projectScopeOf(only('technical'))).toEqual({ kind: 'all' });
    expect(projectScopeOf(only('gridOperator', 2, [7]))).toEqual({ kind: 'followed', salesmen: [2, 7] });
    expect(projectScopeOf(only('salesman', 2))).toEqual({ kind: 'followed', salesmen: [2] });
    expect(projectScopeOf(only('customer', 9))).toEqual({ kind: 'own', customerUserId: 9 });
    expect(projectScopeOf(only('craftsman'))).toEqual({ kind: 'none' });
    expect(visibleSalesmen(only('technical'))).toBeNull();
    expect(visibleSalesmen(only('salesman', 2))).toEqual([2]);
  });

  it('scopes prospects: administrators all, the others followed', () => {
    expect(prospectScopeOf(only('admin'))).toEqual({ kind: 'all' });
    expect(prospectScopeOf(only('technical', 4))).toEqual({ kind: 'followed', salesmen: [4] });
  });

  it('opens prospects by the stricter rule', () => {
    const prospect = { salesmanId: 8, isProspect: true };
    const project = { salesmanId: 8, isProspect: false };
    expect(opensProject(only('admin'), prospect)).toBe(true);
    expect(opensProject(only('technical'), prospect)).toBe(false);
    expect(opensProject(only('technical'), project)).toBe(true);
    expect(opensProject(only('salesman', 8), prospect)).toBe(true);
    expect(opensProject(only('gridOperator', 2, [8]), prospect)).toBe(true);
    expect(opensProject(only('salesman', 2), project)).toBe(false);
  });

  it('reads and writes a project by its salesperson and household', () => {
    const record = { salesmanIds: [8], customerUserId: 20 };
    expect(projectAccess(only('customer', 20), record, false)).toBe('ok');
    expect(projectAccess(only('customer', 20), record, true)).toBe('readOnly');
    expect(projectAccess(only('customer', 21), record, false)).toBe('notYourHousehold');
    expect(projectAccess(only('craftsman'), record, false)).toBe('notStaff');
    expect(projectAccess(only('technical'), record, true)).toBe('ok');
    expect(projectAccess(only('salesman', 8), record, true)).toBe('ok');
    expect(projectAccess(only('salesman', 9), record, false)).toBe('notFollowed');
    expect(projectAccess(only('gridOperator', 2, [8]), record, false)).toBe('ok');
    expect(projectAccess(only('gridOperator', 2, [8]), record, true)).toBe('readOnly');
    const leadingSalesman: PolicyPrincipal = { userId: 2, roles: ['salesman', 'gridOperator'], team: [8] };
    expect(projectAccess(leadingSalesman, record, true)).toBe('readOnly');
  });

  it('lets administrators and the following salesperson change prospects and households', () => {
    expect(changesProspect(only('admin'), 8)).toBe(true);
    expect(changesProspect(only('gridOperator', 2, [8]), 8)).toBe(false);
    expect(changesProspect(only('salesman', 8), 8)).toBe(true);
    expect(changesHousehold(only('salesman', 8), [3, 8])).toBe(true);
    expect(changesHousehold(only('technical', 4), [3, 8])).toBe(false);
  });

  it('reads the roles back from the flags of GET /api/user', () => {
    for (const role of ROLES) expect(rolesOfFlags(roleFlags([role]))).toEqual([role]);
    expect(rolesOfFlags(roleFlags(['salesman', 'admin']))).toEqual(['admin', 'salesman']);
  });
});
