import { QUALIFICATIONS, type TQualification, type TQualificationValue } from '@batir/shared/contact-history';
import { CONTACT_ERRORS } from '@batir/shared/contracts/contacts';
import { CUSTOMER_ERRORS } from '@batir/shared/contracts/customers';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, person } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { changesHousehold, changesProspect } from '../prospects';
import { type Caller, PROJECT_FORBIDDEN } from './contacts.access';
import * as repo from './contacts.repository';

const CUSTOMER_FORBIDDEN = 'Vous ne suivez aucun projet de ce client.';

export const toQualification = (row: repo.QualificationRow): TQualification => ({
  id: row.id,
  qualification: (QUALIFICATIONS as readonly string[]).includes(row.qualification)
    ? (row.qualification as TQualificationValue)
    : 'cold',
  note: row.note,
  user: person(row.userId, row.userSurname, row.userName),
  createdAt: iso(row.createdAt),
});

/**
 * `PUT /api/user/{id}/…`: `{id}` is the household (customer id, 404 when absent). With a `projectId`,
 * that project must be the household's and followed by the caller; without one, the caller must follow
 * one of the household's projects. Admins may change any household. Returns the household's projects.
 */
async function householdFor(db: Database | Tx, caller: Caller, customerId: number, projectId?: number) {
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) throw new AppError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
  const projects = await repo.customerProjects(db, customerId);
  if (projectId !== undefined) {
    const project = projects.find((p) => p.id === projectId);
    if (!project) throw new AppError(CONTACT_ERRORS.PROJECT_NOT_IN_HOUSEHOLD);
    if (!changesProspect(caller, project.salesmanId)) throw forbidden(PROJECT_FORBIDDEN);
  } else if (
    !changesHousehold(
      caller,
      projects.map((p) => p.salesmanId),
    )
  ) {
    throw forbidden(CUSTOMER_FORBIDDEN);
  }
  return { customer, projects };
}

/** Appends a qualification to the project's history and makes it the current one (project_prospects.qualification). */
export async function setQualification(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  body: { projectId: number; qualification: TQualificationValue; note: string };
  context: RequestContext;
}) {
  const { db, caller, customerId, body, context } = options;
  const id = await db.transaction(async (tx) => {
    await householdFor(tx, caller, customerId, body.projectId);
    const before = await repo.projectFlags(tx, body.projectId);
    // Clicking the current qualification again, without a note, records nothing (no history line).
    if (before?.qualification === body.qualification && !body.note) {
      const [current] = await repo.listQualifications(tx, body.projectId);
      if (current) return current.id;
    }
    const newId = await repo.insertQualification(tx, { ...body, userId: caller.userId });
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'qualification.set',
      entity: 'project',
      entityId: body.projectId,
      before: { qualification: before?.qualification ?? null },
      after: { qualification: body.qualification, note: body.note },
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  const qualifications = (await repo.listQualifications(db, body.projectId)).map(toQualification);
  const qualification = qualifications.find((q) => q.id === id);
  if (!qualification) throw new AppError(CONTACT_ERRORS.QUALIFICATION_NOT_FOUND);
  return { error: 0 as const, qualification, qualifications };
}

/**
 * The household's personal contribution (whole euros, null to clear). It is a household fact: one audit
 * row per project of the household, so each project's history shows it.
 */
export async function setPersonalContribution(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  amount: number | null;
  context: RequestContext;
}) {
  const { db, caller, customerId, amount, context } = options;
  await db.transaction(async (tx) => {
    const { customer, projects } = await householdFor(tx, caller, customerId);
    // The same amount saved again records nothing (no history line).
    if (customer.personalContribution === amount) return;
    await repo.setPersonalContribution(tx, customerId, amount);
    for (const project of projects)
      await writeAudit(tx, {
        userId: caller.userId,
        action: 'personalContribution.set',
        entity: 'project',
        entityId: project.id,
        before: { customerId, personalContribution: customer.personalContribution },
        after: { customerId, personalContribution: amount },
        ip: context.ip,
        requestId: context.requestId,
      });
  });
  return { error: 0 as const, personalContribution: amount };
}

/** Marks a prospect as in contact (or not) without a logged attempt; the prospect list tiles read it. */
export async function setInContact(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  body: { projectId: number; inContact: boolean };
  context: RequestContext;
}) {
  const { db, caller, customerId, body, context } = options;
  await db.transaction(async (tx) => {
    await householdFor(tx, caller, customerId, body.projectId);
    const before = await repo.projectFlags(tx, body.projectId);
    // Unchanged: nothing to record (no history line).
    if (before?.inContact === body.inContact) return;
    await repo.setInContact(tx, body.projectId, body.inContact);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'inContact.set',
      entity: 'project',
      entityId: body.projectId,
      before: { inContact: before?.inContact ?? false },
      after: { inContact: body.inContact },
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return { error: 0 as const, projectId: body.projectId, inContact: body.inContact };
}
