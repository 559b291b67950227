import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../test/helpers';
import { customers, files, projects, users } from '../../db/schema';
import { type Caller, FILE_RULES, visibleTo } from './files.access';

let t: TestApp;
const callers = {} as Record<'admin' | 'technical' | 'salesman' | 'customer' | 'craftsman', Caller>;
let ownProjectId = 0;
let otherProjectId = 0;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const role of ['admin', 'technical', 'salesman', 'customer', 'craftsman'] as const) {
    const [row] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[role]));
    callers[role] = { userId: row?.id ?? 0, roles: row?.roles ?? [] };
  }
  const rows = await db
    .select({ id: projects.id, name1: customers.name1 })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId));
  ownProjectId = rows.find((row) => row.name1 === 'Durand')?.id ?? 0;
  otherProjectId = rows.find((row) => row.name1 === 'Lefèvre')?.id ?? 0;
  // The salesperson follows the other project only (modules/projects/project-access.ts).
  await db
    .update(projects)
    .set({ salesmanId: callers.salesman.userId })
    .where(eq(projects.id, otherProjectId));
  await db.update(projects).set({ salesmanId: callers.admin.userId }).where(eq(projects.id, ownProjectId));
  const file = (name: string, type: string, linkedId: number | null, uploadedBy: number, photo = false) => ({
    name,
    values: {
      type,
      linkedId,
      ids: photo ? { photo: true } : null,
      originalName: `${name}.pdf`,
      storedKey: `aa/${name.padEnd(32, 'x')}`,
      mime: 'application/pdf',
      sizeBytes: 1,
      uploadedBy,
    },
  });
  const seeds = [
    file('ownProject', 'project', ownProjectId, callers.admin.userId),
    file('otherProject', 'project', otherProjectId, callers.admin.userId),
    file('salesReport', 'report', null, callers.salesman.userId),
    file('salesTemp', 'temp', null, callers.salesman.userId),
    file('userDoc', 'user', callers.salesman.userId, callers.admin.userId),
    file('salesPhoto', 'user', callers.salesman.userId, callers.salesman.userId, true),
    file('customerPhoto', 'user', callers.customer.userId, callers.customer.userId, true),
    file('customerDoc', 'user', callers.customer.userId, callers.admin.userId),
    file('common', 'common', null, callers.technical.userId),
  ];
  for (const seed of seeds) {
    const [row] = await db.insert(files).values(seed.values).returning({ id: files.id });
    ids[seed.name] = row?.id ?? 0;
  }
});
afterAll(() => t.close());

async function visibleNames(caller: Caller): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, Object.values(ids)), visibleTo(caller)));
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return rows.map((row) => byId.get(row.id) ?? '').sort();
}

describe('who sees which file (the query condition)', () => {
  it('admins see everything but others’ temporary files', async () => {
    expect(await visibleNames(callers.admin)).toEqual([
      'common',
      'customerDoc',
      'customerPhoto',
      'otherProject',
      'ownProject',
      'salesPhoto',
      'salesReport',
      'userDoc',
    ]);
  });
  it('a salesman sees the projects he follows, users, shared documents, and his own report and temporary file', async () => {
    expect(await visibleNames(callers.salesman)).toEqual([
      'common',
      'customerDoc',
      'customerPhoto',
      'otherProject',
      'salesPhoto',
      'salesReport',
      'salesTemp',
      'userDoc',
    ]);
  });
  it('the technical office does not see the salesman’s report nor his temporary file', async () => {
    expect(await visibleNames(callers.technical)).toEqual([
      'common',
      'customerDoc',
      'customerPhoto',
      'otherProject',
      'ownProject',
      'salesPhoto',
      'userDoc',
    ]);
  });
  it('a customer sees their own project’s files and their own photo (not the rest of their account’s files); a craftsman nothing', async () => {
    expect(await visibleNames(callers.customer)).toEqual(['customerPhoto', 'ownProject']);
    expect(await visibleNames(callers.craftsman)).toEqual([]);
  });
});

describe('who may upload', () => {
  const db = () => t.database.db;
  it('project: admins and technical on an existing project, a salesman on his, a customer on their own', async () => {
    const rule = FILE_RULES.project;
    expect(await rule.canUpload(db(), callers.salesman, otherProjectId)).toBe(true);
    expect(await rule.canUpload(db(), callers.salesman, ownProjectId)).toBe(false);
    expect(await rule.canUpload(db(), callers.technical, ownProjectId)).toBe(true);
    expect(await rule.canUpload(db(), callers.salesman, 999_999)).toBe(false);
    expect(await rule.canUpload(db(), callers.salesman, null)).toBe(false);
    expect(await rule.canUpload(db(), callers.customer, ownProjectId)).toBe(true);
    expect(await rule.canUpload(db(), callers.customer, otherProjectId)).toBe(false);
    expect(await rule.canUpload(db(), callers.craftsman, ownProjectId)).toBe(false);
  });
  it('report, temp, common: staff only; user: staff on an existing account', async () => {
    for (const type of ['report', 'temp', 'common'] as const) {
      expect(await FILE_RULES[type].canUpload(db(), callers.technical, null), type).toBe(true);
      expect(await FILE_RULES[type].canUpload(db(), callers.customer, null), type).toBe(false);
      expect(await FILE_RULES[type].canUpload(db(), callers.craftsman, null), type).toBe(false);
    }
    expect(await FILE_RULES.user.canUpload(db(), callers.admin, callers.salesman.userId)).toBe(true);
    expect(await FILE_RULES.user.canUpload(db(), callers.admin, 999_999)).toBe(false);
    expect(await FILE_RULES.user.canUpload(db(), callers.customer, callers.customer.userId)).toBe(false);
  });
});

describe('who may change a file', () => {
  const db = () => t.database.db;
  it('follows the type: authors for reports and temporary files, staff otherwise, customers their own uploads', async () => {
    const bySalesman = { uploadedBy: callers.salesman.userId, linkedId: null, ids: null };
    const byCustomer = { uploadedBy: callers.customer.userId, linkedId: null, ids: null };
    expect(await FILE_RULES.report.canModify(db(), callers.admin, bySalesman)).toBe(true);
    expect(await FILE_RULES.report.canModify(db(), callers.salesman, bySalesman)).toBe(true);
    expect(await FILE_RULES.report.canModify(db(), callers.technical, bySalesman)).toBe(false);
    expect(await FILE_RULES.temp.canModify(db(), callers.admin, bySalesman)).toBe(false);
    expect(await FILE_RULES.temp.canModify(db(), callers.salesman, bySalesman)).toBe(true);
    expect(await FILE_RULES.project.canModify(db(), callers.technical, byCustomer)).toBe(true);
    expect(await FILE_RULES.project.canModify(db(), callers.customer, byCustomer)).toBe(true);
    expect(await FILE_RULES.project.canModify(db(), callers.customer, bySalesman)).toBe(false);
    expect(await FILE_RULES.common.canModify(db(), callers.customer, bySalesman)).toBe(false);
    expect(await FILE_RULES.user.canModify(db(), callers.salesman, bySalesman)).toBe(true);
  });

  it("a user's photo: its owner and the administrators only; the account's other files: staff", async () => {
    const photo = {
      uploadedBy: callers.salesman.userId,
      linkedId: callers.salesman.userId,
      ids: { photo: true },
    };
    expect(await FILE_RULES.user.canModify(db(), callers.salesman, photo)).toBe(true);
    expect(await FILE_RULES.user.canModify(db(), callers.admin, photo)).toBe(true);
    expect(await FILE_RULES.user.canModify(db(), callers.technical, photo)).toBe(false);
    const customerPhoto = {
      ...photo,
      linkedId: callers.customer.userId,
      uploadedBy: callers.customer.userId,
    };
    expect(await FILE_RULES.user.canModify(db(), callers.customer, customerPhoto)).toBe(true);
    expect(await FILE_RULES.user.canModify(db(), callers.salesman, customerPhoto)).toBe(false);
    const document = { ...photo, ids: { photo: false } };
    expect(await FILE_RULES.user.canModify(db(), callers.technical, document)).toBe(true);
    expect(
      await FILE_RULES.user.canModify(db(), callers.customer, {
        ...document,
        linkedId: callers.customer.userId,
      }),
    ).toBe(false);
  });
});
