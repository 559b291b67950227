/**
 * The access policy, written once for the server and the web (issue 17): the server refuses with it, the
 * web hides with it, so a button is shown exactly when its call would pass.
 *
 * - `can(principal, action)`: what a role lets one do, whatever the record. Actions are the permissions of
 *   roles.ts (`customer.read`, `permit.validate`…) and the named actions of ACTION_ROLES below.
 * - Record rules as named predicates (followsSalesman, opensProject, projectAccess…) and scopes
 *   (projectScopeOf, prospectScopeOf): the repositories write the SQL filter, the policy says which one.
 *
 * Zod-free and contract-free on purpose: the web's first screen imports it (bundle budget), and roles.ts
 * is its only import.
 */
import { type Permission, permissionsOf, ROLES, type Role, STAFF_ROLES } from './roles';

/**
 * The least both sides know of the caller: the server's auth Principal is one; the web builds one from
 * GET /api/user (principalOfUser). `team`: the salespeople a grid operator manages (users.manager_id),
 * loaded with his session on the server; the web does not know it (no web rule needs it).
 */
export type PolicyPrincipal = {
  userId: number;
  roles: readonly Role[];
  team?: readonly number[] | undefined;
};

const STAFF = STAFF_ROLES;

/** Named actions and the roles that grant them (a user holding several roles gets the union). */
export const ACTION_ROLES = {
  /** The back office (/v2/admin) and its staff-only routes. */
  'staff.access': STAFF,
  /** Read a customer project (those of projectScopeOf). */
  'project.read': STAFF,
  /** Read every customer project, not only the followed ones: they instruct every permit and file. */
  'project.readAll': ['admin', 'technical'],
  /** Change customer projects (grid operators only read them). */
  'project.write': ['admin', 'technical', 'salesman'],
  /** The administration actions of a project (back to prospect, delete…). */
  'project.administer': ['admin'],
  /** Read and change every salesperson's prospects, and choose a project's salesperson. */
  'prospect.readAll': ['admin'],
  /** Follow prospects oneself: a new prospect is his by default (a grid operator picks one of his team). */
  'prospect.follow': ['admin', 'salesman'],
  /** Website contacts: handle them (dashboard) ; assigning one to someone else is admin only. */
  'contact.handle': ['admin', 'salesman'],
  'contact.assignAny': ['admin'],
  /** Read every agenda in full or as busy slots (others read their own and what they write). */
  'agenda.readAll': ['admin', 'technical', 'gridOperator'],
  /** Change any appointment, read or renew anyone's agenda feed. */
  'agenda.writeAll': ['admin'],
  /** Handle the appointment requests of every salesperson. */
  'appointmentRequest.handleAll': ['admin'],
  /** The users administration: any account, its roles, manager, notes on it, its photo. */
  'user.manage': ['admin'],
  /** Every salesperson's sheet and activity (others their own and their team's). */
  'salesman.readAll': ['admin'],
  /** Files of every uploader (reports, user photos). */
  'file.manageAll': ['admin'],
  /** Craftsmen and meters among search results. */
  'search.technical': ['admin', 'technical'],
  /** On portrait screens the burger opens the side drawer (spec 1 §6), the grid menu for the others. */
  'menu.drawer': ['admin', 'technical'],
  /** The back-office menu type `admin` (spec 2 §3.2); a salesperson holding none of these gets `salesman`. */
  'menu.admin': ['admin', 'technical', 'gridOperator'],
  /** The network part of the grid menu. */
  'menu.network': ['admin', 'gridOperator'],
  /** Settings, announcements and the other administration screens (admin guard, admin menu). */
  'settings.manage': ['admin'],
  'announcement.manage': ['admin'],
  /** Keep working while maintenance is on. */
  'maintenance.bypass': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type NamedAction = keyof typeof ACTION_ROLES;
export type Action = NamedAction | Permission;
export const NAMED_ACTIONS = Object.keys(ACTION_ROLES) as NamedAction[];

const hasRole = (principal: Pick<PolicyPrincipal, 'roles'>, role: Role) => principal.roles.includes(role);

/** Whether one of the caller's roles grants `action` (a permission of roles.ts or a named action). */
export function can(principal: Pick<PolicyPrincipal, 'roles'>, action: Action): boolean {
  if (Object.hasOwn(ACTION_ROLES, action)) {
    const granted: readonly Role[] = ACTION_ROLES[action as NamedAction];
    return principal.roles.some((role) => granted.includes(role));
  }
  return permissionsOf(principal.roles).has(action as Permission);
}

/**
 * A route's declared access (contract `access`): one of its roles, or a permission one of the caller's roles
 * grants. The server's access plugin refuses the others with 403.
 */
export function allowsAccess(
  principal: Pick<PolicyPrincipal, 'roles'>,
  access: readonly (Role | Permission)[],
): boolean {
  const permissions = permissionsOf(principal.roles);
  return access.some(
    (item) => (principal.roles as readonly string[]).includes(item) || permissions.has(item as Permission),
  );
}

/**
 * Whether the principal holds one of `roles`: records addressed to roles (menu lines, announcements, live
 * alerts) reach those who hold one.
 */
export const holdsOneOf = (principal: Pick<PolicyPrincipal, 'roles'>, roles: readonly Role[]) =>
  roles.some((role) => principal.roles.includes(role));

/** A customer account holding no staff role (a customer who is also a craftsman still counts). */
export const isPortalCustomer = (principal: Pick<PolicyPrincipal, 'roles'>) =>
  hasRole(principal, 'customer') && !can(principal, 'staff.access');

/** A customer account and nothing else: reads its own household's projects through the portal routes. */
export const isOnlyCustomer = (principal: Pick<PolicyPrincipal, 'roles'>) =>
  hasRole(principal, 'customer') && principal.roles.every((role) => role === 'customer');

/** Whether the account holds the customer role (portal side of files and comments, among others). */
export const isCustomerAccount = (principal: Pick<PolicyPrincipal, 'roles'>) =>
  hasRole(principal, 'customer');

/** The role of the salespeople, who follow projects and prospects themselves. */
export const SALESPERSON_ROLE = 'salesman' satisfies Role;
/** The role that leads a team: the salespeople whose `manager_id` he is (followedSalesmen). */
export const TEAM_LEADER_ROLE = 'gridOperator' satisfies Role;

/** Whether the account is a salesperson (the one who follows projects and prospects himself). */
export const isSalesperson = (principal: Pick<PolicyPrincipal, 'roles'>) =>
  hasRole(principal, SALESPERSON_ROLE);

/** Whether the account leads a team (grid operator): worded refusals name his team. */
export const leadsTeam = (principal: Pick<PolicyPrincipal, 'roles'>) => hasRole(principal, TEAM_LEADER_ROLE);

/**
 * The salespeople whose records (customer projects, prospects, agendas) a staff member reads, besides what
 * his role sees of everyone: himself, and for a grid operator the salespeople he manages (users.manager_id:
 * he leads them, spec 1 §6 Recrutement). A salesperson who manages others keeps his own records only.
 */
export function followedSalesmen(principal: PolicyPrincipal): number[] {
  const team = leadsTeam(principal) ? (principal.team ?? []) : [];
  return [principal.userId, ...team.filter((id) => id !== principal.userId)];
}

/** Whether the records followed by `salesmanId` are among followedSalesmen. */
export const followsSalesman = (principal: PolicyPrincipal, salesmanId: number | null) =>
  salesmanId !== null && followedSalesmen(principal).includes(salesmanId);

/**
 * Which customer projects a list shows (issue 6): `all` (admins, design office), `followed` (staff: those
 * of followedSalesmen), `own` (a portal customer: his household's), `none` (craftsmen). Repositories turn it
 * into SQL; they do not decide it.
 */
export type ProjectScope =
  | { kind: 'all' }
  | { kind: 'followed'; salesmen: number[] }
  | { kind: 'own'; customerUserId: number }
  | { kind: 'none' };

export function projectScopeOf(principal: PolicyPrincipal): ProjectScope {
  if (can(principal, 'project.readAll')) return { kind: 'all' };
  if (can(principal, 'staff.access')) return { kind: 'followed', salesmen: followedSalesmen(principal) };
  if (hasRole(principal, 'customer')) return { kind: 'own', customerUserId: principal.userId };
  return { kind: 'none' };
}

/** Prospects (and the commercial area): administrators all, any other staff member followedSalesmen. */
export type ProspectScope = { kind: 'all' } | { kind: 'followed'; salesmen: number[] };

export function prospectScopeOf(principal: PolicyPrincipal): ProspectScope {
  return can(principal, 'prospect.readAll')
    ? { kind: 'all' }
    : { kind: 'followed', salesmen: followedSalesmen(principal) };
}

/** The salespeople of a staff member's project scope, null for every project. */
export function visibleSalesmen(principal: PolicyPrincipal): number[] | null {
  const scope = projectScopeOf(principal);
  return scope.kind === 'all' ? null : followedSalesmen(principal);
}

/**
 * Whether the caller may open the sheet of a project: customer projects by projectScopeOf, prospects by
 * prospectScopeOf. Of the projects he may not open, a staff member learns only what names no customer
 * (README « Qui voit quoi »).
 */
export function opensProject(
  principal: PolicyPrincipal,
  project: { salesmanId: number | null; isProspect: boolean },
): boolean {
  if (can(principal, 'prospect.readAll') || followsSalesman(principal, project.salesmanId)) return true;
  return !project.isProspect && can(principal, 'project.readAll');
}

/** The answer of projectAccess: `ok`, or why the caller is refused (each has its own message). */
export type ProjectAccess = 'ok' | 'notStaff' | 'notYourHousehold' | 'notFollowed' | 'readOnly';

/**
 * Whether the caller may read (`write` false) or change a customer project, or a household through the
 * projects it has (`salesmanIds`: the salespeople following them). A portal customer reads his own; the
 * staff by projectScopeOf; he changes it when he sees every project and writes, or is its own salesperson
 * (a grid operator reads his team's only, even when he is a salesperson too).
 */
export function projectAccess(
  principal: PolicyPrincipal,
  record: { salesmanIds: readonly (number | null)[]; customerUserId: number | null },
  write: boolean,
): ProjectAccess {
  if (isOnlyCustomer(principal)) {
    if (record.customerUserId !== principal.userId) return 'notYourHousehold';
    return write ? 'readOnly' : 'ok';
  }
  if (!can(principal, 'staff.access')) return 'notStaff';
  if (can(principal, 'project.readAll')) return write && !can(principal, 'project.write') ? 'readOnly' : 'ok';
  if (!record.salesmanIds.some((id) => followsSalesman(principal, id))) return 'notFollowed';
  if (write && (!can(principal, 'project.write') || !record.salesmanIds.includes(principal.userId)))
    return 'readOnly';
  return 'ok';
}

/**
 * Who changes a project of the commercial area (coordinates, infos, qualification, attachments…):
 * administrators and the salesperson following it; a grid operator only reads his team's.
 */
export const changesProspect = (principal: PolicyPrincipal, salesmanId: number | null) =>
  can(principal, 'prospect.readAll') || salesmanId === principal.userId;

/**
 * Who changes a household (archive, temporary access, conversion, personal contribution): administrators
 * and the salesperson of one of its projects (`salesmanIds`).
 */
export const changesHousehold = (principal: PolicyPrincipal, salesmanIds: readonly (number | null)[]) =>
  can(principal, 'prospect.readAll') || salesmanIds.includes(principal.userId);

/**
 * Staff commercial follow-up (contact attempts, notes, elevation surveys): admins any project, others
 * those of followedSalesmen (a grid operator's covers his team's, as his reading does).
 */
export const followsProject = (principal: PolicyPrincipal, project: { salesmanId: number | null }) =>
  can(principal, 'prospect.readAll') || followsSalesman(principal, project.salesmanId);

/** Records of one user (agenda feed, notes, appointment requests…): himself, or whoever `action` lets in. */
export const selfOr = (principal: PolicyPrincipal, userId: number | null, action: Action) =>
  userId === principal.userId || can(principal, action);

/** The role flags of GET /api/user (acls.roles) as roles: the web builds its PolicyPrincipal with it. */
export function rolesOfFlags(flags: Record<`is${Capitalize<Role>}`, boolean>): Role[] {
  return ROLES.filter(
    (role) => flags[`is${role[0]?.toUpperCase()}${role.slice(1)}` as `is${Capitalize<Role>}`],
  );
}
