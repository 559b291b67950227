import { and, asc, eq, exists, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authSessions, customers, impersonationTickets, projects, users } from '../../db/schema';

export async function findCustomer(db: Db, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** Whether one of the household's projects is among those `opens` (project-access opensProjectSql) lets in. */
export async function opensAnyProject(db: Db, customerId: number, opens: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.customerId, customerId), opens))
    .limit(1);
  return row !== undefined;
}

/** The customer whose portal account this is: ownership comes from the account, never from a parameter. */
export async function findCustomerOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  return row;
}

export async function listCustomerProjects(db: Db, customerId: number) {
  const salesman = alias(users, 'salesman');
  return db
    .select({
      id: projects.id,
      name: projects.name,
      step: projects.step,
      landCity: projects.landCity,
      salesmanSurname: salesman.surname,
      salesmanName: salesman.name,
      salesmanPhone: salesman.phone,
    })
    .from(projects)
    .leftJoin(salesman, eq(salesman.id, projects.salesmanId))
    .where(
      and(
        eq(projects.customerId, customerId),
        eq(projects.isProspect, false),
        eq(projects.isArchived, false),
      ),
    )
    .orderBy(asc(projects.id));
}

export async function insertTicket(db: Db, values: typeof impersonationTickets.$inferInsert) {
  await db.insert(impersonationTickets).values(values);
}

/** Uses a ticket once, if it has not expired. */
export async function consumeTicket(db: Db, tokenHash: string) {
  const [row] = await db
    .update(impersonationTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(impersonationTickets.tokenHash, tokenHash),
        isNull(impersonationTickets.usedAt),
        gt(impersonationTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findImpersonator(db: Db, sessionId: string) {
  const [row] = await db
    .select({ surname: users.surname, name: users.name })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.impersonatorId))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** What a reset link needs: the customer, their portal account (null columns when they have none). */
const accountColumns = {
  customerId: customers.id,
  userId: users.id,
  email: users.email,
  surname: users.surname,
  isActive: users.isActive,
};

/**
 * A customer and their portal account, with `owned`: whether `salesmanId` follows one of the customer's
 * projects (true when `salesmanId` is null, i.e. no ownership restriction applies).
 */
export async function findCustomerAccount(
  db: Db,
  options: { customerId: number; salesmanId: number | null },
) {
  const { salesmanId } = options;
  const owned =
    salesmanId === null
      ? sql<boolean>`true`
      : exists(
          db
            .select({ one: sql`1` })
            .from(projects)
            .where(and(eq(projects.customerId, customers.id), eq(projects.salesmanId, salesmanId))),
        );
  const [row] = await db
    .select({ ...accountColumns, owned: sql<boolean>`${owned}` })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, options.customerId))
    .limit(1);
  return row;
}

/** The portal account of a project's customer, with `owned`: whether `salesmanId` follows this project. */
export async function findProjectCustomerAccount(
  db: Db,
  options: { projectId: number; salesmanId: number | null },
) {
  const { salesmanId } = options;
  const owned =
    salesmanId === null ? sql<boolean>`true` : sql<boolean>`${projects.salesmanId} = ${salesmanId}`;
  const [row] = await db
    .select({ ...accountColumns, owned: sql<boolean>`coalesce(${owned}, false)` })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, customers.userId))
    .where(eq(projects.id, options.projectId))
    .limit(1);
  return row;
}
