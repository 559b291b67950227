/**
 * Roles and permission sets.
 *
 * The spec (1 §3, 2 §3.2) delivers roles as flags (isAdmin, isTechnical, isGridOperator, isCustomer,
 * isCraftsman, isSalesman) and names three permission sets (customer, permit, quotation) without listing
 * their keys. We define the keys here, per role, and the server's access policy uses them: a route may
 * require a role or a permission such as `customer.write`.
 */
export const ROLES = ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'] as const;
export type Role = (typeof ROLES)[number];

/** Staff roles reach the back office under /v2/admin; customers and craftsmen have their own portals. */
export const STAFF_ROLES = [
  'admin',
  'technical',
  'salesman',
  'gridOperator',
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrateur',
  technical: "Bureau d'étude",
  salesman: 'Commercial',
  gridOperator: 'Animateur réseau',
  customer: 'Client',
  craftsman: 'Artisan',
};

/**
 * customer: the customer and project files (read, edit, archive, take over a customer's portal).
 * permit: building-permit work (read, edit the file, record filing/issue dates and validate).
 * quotation: quotations and addenda (read, edit, validate a signed quotation, archive).
 */
export const PERMISSION_SETS = {
  customer: ['read', 'write', 'archive', 'impersonate'],
  permit: ['read', 'write', 'validate'],
  quotation: ['read', 'write', 'validate', 'archive'],
} as const;

export type PermissionSet = keyof typeof PERMISSION_SETS;
export type Permission = {
  [S in PermissionSet]: `${S}.${(typeof PERMISSION_SETS)[S][number]}`;
}[PermissionSet];

export type Acl = { [S in PermissionSet]: Record<(typeof PERMISSION_SETS)[S][number], boolean> };

/** What each role grants. A user holding several roles gets the union. */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: [
    'customer.read',
    'customer.write',
    'customer.archive',
    'customer.impersonate',
    'permit.read',
    'permit.write',
    'permit.validate',
    'quotation.read',
    'quotation.write',
    'quotation.validate',
    'quotation.archive',
  ],
  technical: [
    'customer.read',
    'customer.write',
    'customer.impersonate',
    'permit.read',
    'permit.write',
    'permit.validate',
    'quotation.read',
    'quotation.write',
  ],
  salesman: ['customer.read', 'customer.write', 'permit.read', 'quotation.read', 'quotation.write'],
  gridOperator: ['customer.read', 'permit.read', 'quotation.read'],
  // Customers and craftsmen reach their own records through their portals, never the staff sets.
  customer: [],
  craftsman: [],
};

export function permissionsOf(roles: readonly Role[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  return granted;
}

export function aclOf(roles: readonly Role[]): Acl {
  const granted = permissionsOf(roles);
  const acl = {} as Record<string, Record<string, boolean>>;
  for (const [set, keys] of Object.entries(PERMISSION_SETS)) {
    acl[set] = Object.fromEntries(keys.map((key) => [key, granted.has(`${set}.${key}` as Permission)]));
  }
  return acl as Acl;
}

export function roleFlags(roles: readonly Role[]) {
  return {
    isAdmin: roles.includes('admin'),
    isTechnical: roles.includes('technical'),
    isGridOperator: roles.includes('gridOperator'),
    isCustomer: roles.includes('customer'),
    isCraftsman: roles.includes('craftsman'),
    isSalesman: roles.includes('salesman'),
  };
}
