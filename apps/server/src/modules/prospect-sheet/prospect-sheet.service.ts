import { randomBytes } from 'node:crypto';
import type { TComment, TContactAttempt, TQualification } from '@batir/shared/contact-history';
import { CUSTOMER_ERRORS } from '@batir/shared/contracts/customers';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { PROSPECT_SHEET_ERRORS } from '@batir/shared/contracts/prospect-sheet';
import { PROSPECT_ERRORS } from '@batir/shared/contracts/prospects';
import { customerDisplayName } from '@batir/shared/customers';
import type { TFileDetails } from '@batir/shared/files';
import { formatDate } from '@batir/shared/format';
import { can, followsProject } from '@batir/shared/policy';
import {
  TEMP_ACCESS_DAYS,
  type TProjectInfos,
  type TProspectSheetResponse,
  type TSheetCan,
  type TSheetCustomer,
  type TSheetProject,
} from '@batir/shared/prospect-sheet';
import { PROSPECT_TYPES, type TProspectValues } from '@batir/shared/prospects';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, isoOrNull, personName } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { hashPassword, issuePasswordResetLink } from '../auth';
import { FILE_RULES, type FileService } from '../files';
import { followsSalesman, projectCommand } from '../projects';
import { type Caller, changesHousehold, changesProspect, householdOf } from '../prospects';
import { isFollower } from '../salesmen';
import { changesAnything, historyLine, userIdsOf } from './prospect-sheet.history';
import * as repo from './prospect-sheet.repository';

const NOT_YOURS = "Ce prospect n'est pas suivi par vous : vous ne pouvez pas y accéder.";
const NOT_YOUR_CUSTOMER = "Ce client n'est pas suivi par vous : vous ne pouvez pas le modifier.";
const DAY_MS = 86_400_000;

/**
 * Ownership (the policy's prospectScopeOf): admins every project; the others read those of project-access
 * followedSalesmen (a grid operator his team's too) and change only those they follow themselves.
 */
async function ownedProject(
  db: Database | Tx,
  caller: Caller,
  projectId: number,
  access: { write: boolean; lock?: boolean },
) {
  const project = await repo.findProject(db, projectId, access.lock ?? false);
  if (!project) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  const allowed = access.write
    ? changesProspect(caller, project.salesman_id)
    : followsSalesman(caller, project.salesman_id);
  if (!can(caller, 'prospect.readAll') && !allowed) throw forbidden(NOT_YOURS);
  return project;
}

/**
 * The project command of a project of the commercial area (projects/project-command.ts): its envelope,
 * with the sheet's rule (ownedProject, write) instead of the customer projects' one.
 */
function sheetCommand(options: { db: Database; caller: Caller; projectId: number; context: RequestContext }) {
  return {
    ...options,
    access: ({ tx, projectId, lock }: { tx: Tx; projectId: number; lock: boolean }) =>
      ownedProject(tx, options.caller, projectId, { write: true, lock }),
  };
}

/** A household: admins all; the others those with a project they follow. */
async function ownedCustomer(db: Database | Tx, caller: Caller, customerId: number, lock = false) {
  const customer = await repo.findCustomer(db, customerId, lock);
  if (!customer) throw new AppError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
  if (!changesHousehold(caller, customer.salesman_ids)) throw forbidden(NOT_YOUR_CUSTOMER);
  return customer;
}

function sheetCustomer(row: repo.ProjectRow): TSheetCustomer {
  return {
    id: row.customer_id,
    displayName: customerDisplayName(row),
    name1: row.name1,
    surname1: row.surname1,
    name2: row.name2,
    surname2: row.surname2,
    phone: row.phone,
    phone2: row.phone2,
    email: row.email,
    email2: row.email2,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    personalContribution: row.personal_contribution,
    isArchived: row.customer_archived,
    hasAccount: row.account_id !== null,
    accessExpiresAt: isoOrNull(row.account_expires_at),
  };
}

function sheetProject(row: repo.ProjectRow): TSheetProject {
  return {
    id: row.project_id,
    name: row.project_name,
    step: row.step,
    type: row.prospect_type,
    isLead: row.prospect_type === 'website',
    salesman:
      row.salesman_id === null
        ? null
        : { id: row.salesman_id, name: personName(row.salesman_surname, row.salesman_name) },
    landCity: row.land_city,
    landPostalCode: row.land_postal_code,
    qualification: row.qualification,
    inContact: row.in_contact,
    archived: row.project_archived || row.customer_archived,
    isProspect: row.is_prospect,
    convertedAt: isoOrNull(row.converted_at),
    createdAt: iso(row.project_created_at),
  };
}

/**
 * What the caller may do on the sheet: the very predicates the write routes check (ownedProject,
 * ownedCustomer, the qualification and contact routes, the files rules), so the screen cannot offer more.
 */
function sheetCan(
  caller: Caller,
  row: repo.ProjectRow,
  householdSalesmen: readonly number[],
  attachments: boolean,
): TSheetCan {
  const edit = changesProspect(caller, row.salesman_id);
  const household = changesHousehold(caller, householdSalesmen);
  return {
    edit,
    household,
    convert: household && edit,
    attachments,
    followUp: followsProject(caller, { salesmanId: row.salesman_id }),
  };
}

/** GET /api/project/sheet/{id}: the project, its household and every list of the sheet (fixed query count). */
export async function getSheet(options: {
  db: Database;
  files: FileService;
  caller: Caller;
  projectId: number;
}): Promise<TProspectSheetResponse> {
  const { db, files, caller, projectId } = options;
  const row = await ownedProject(db, caller, projectId, { write: false });
  const [lists, attachments, household, changesAttachments] = await Promise.all([
    repo.sheetLists(db, { id: projectId, customerId: row.customer_id }),
    files.list({ caller, type: 'project', linkedId: projectId }),
    repo.findCustomer(db, row.customer_id),
    // Only staff open the sheet: who uploaded an attachment does not change their answer.
    FILE_RULES.project.canModify(db, caller, { uploadedBy: null, linkedId: projectId, ids: null }),
  ]);
  const customerName = customerDisplayName(row);
  const auditRows = lists.history.map((h) => ({ ...h, fileName: h.file_name }));
  const names = await repo.userNames(db, userIdsOf(auditRows));
  const history = auditRows.flatMap((h) => {
    const line = historyLine(h, names);
    return line
      ? [{ id: Number(h.id), action: h.action, ...line, user: h.user, createdAt: iso(h.created_at) }]
      : [];
  });
  return {
    error: 0,
    customer: sheetCustomer(row),
    project: sheetProject(row),
    can: sheetCan(caller, row, household?.salesman_ids ?? [], changesAttachments),
    // The quotation tables do not exist yet (quotation area): both lists stay empty until then.
    quotations: [],
    quotationLeads: [],
    comments: lists.comments.map((c) => ({
      id: c.id,
      type: c.type as TComment['type'],
      linkedId: c.linked_id,
      text: c.text,
      author: c.author,
      fromCustomer: c.from_customer,
      writtenBy: c.written_by,
      createdAt: iso(c.created_at),
    })),
    userComments: lists.userComments.map((n) => ({
      id: n.id,
      text: n.text,
      author: n.author,
      createdAt: iso(n.created_at),
    })),
    appointmentRequests: lists.appointmentRequests.map((r) => ({
      id: r.id,
      projectId: r.project_id,
      customerName,
      salesman: r.salesman,
      type: r.type,
      availability: r.availability,
      message: r.message,
      status: r.status as 'waiting' | 'scheduled' | 'cancelled',
      appointmentId: r.appointment_id,
      createdAt: iso(r.created_at),
    })),
    qualifications: lists.qualifications.map((q) => ({
      id: q.id,
      qualification: q.qualification as TQualification['qualification'],
      note: q.note,
      user: q.user,
      createdAt: iso(q.created_at),
    })),
    toDos: lists.toDos.map((t) => ({
      id: t.id,
      text: t.text,
      dueDate: t.due_date,
      isAlert: t.is_alert,
      done: t.done,
      user: t.user,
    })),
    attachments: attachments.files as TFileDetails[],
    contactAttempts: lists.contactAttempts.map((a) => ({
      id: a.id,
      projectId: a.project_id,
      customerName,
      channel: a.channel as TContactAttempt['channel'],
      outcome: a.outcome as TContactAttempt['outcome'],
      comment: a.comment,
      user: a.user,
      createdAt: iso(a.created_at),
    })),
    appointments: lists.appointments.map((a) => ({
      id: a.id,
      type: a.type,
      title: a.title,
      startsAt: iso(a.starts_at),
      endsAt: isoOrNull(a.ends_at),
      allDay: a.all_day,
      place: a.place,
      cancelled: a.cancelled,
      user: a.user,
    })),
    projectList: lists.projectList.map((p) => ({
      id: p.id,
      name: p.name,
      step: p.step,
      isProspect: p.is_prospect,
      isArchived: p.is_archived,
    })),
    history,
  };
}

function infosOf(row: repo.ProjectRow): TProjectInfos {
  const type = (PROSPECT_TYPES as readonly string[]).includes(row.prospect_type ?? '')
    ? (row.prospect_type as TProjectInfos['type'])
    : null;
  return {
    projectId: row.project_id,
    name: row.project_name,
    landCity: row.land_city,
    landPostalCode: row.land_postal_code,
    type,
    salesmanId: row.salesman_id,
  };
}

/** GET /api/project/infos/{project}. */
export async function getInfos(options: { db: Database; caller: Caller; projectId: number }) {
  const row = await ownedProject(options.db, options.caller, options.projectId, { write: false });
  return { error: 0 as const, infos: infosOf(row) };
}

/** Only administrators reassign a project; anyone else must keep the current salesperson. */
async function checkedSalesman(tx: Tx, caller: Caller, current: number | null, wanted: number | undefined) {
  if (wanted === undefined || wanted === current) return current;
  if (!can(caller, 'prospect.readAll'))
    throw forbidden('Seul un administrateur peut changer le commercial du projet.');
  if (!(await isFollower(tx, wanted)))
    throw new AppError(PROSPECT_ERRORS.SALESMAN_UNKNOWN, {
      fields: { salesmanId: PROSPECT_ERRORS.SALESMAN_UNKNOWN.message },
    });
  return wanted;
}

/** PUT /api/project/infos: name, land, origin and (admins) salesperson, with the audit row. */
export async function putInfos(options: {
  db: Database;
  caller: Caller;
  body: {
    projectId: number;
    name: string;
    landCity: string;
    landPostalCode: string;
    type: (typeof PROSPECT_TYPES)[number];
    salesmanId?: number | undefined;
  };
  context: RequestContext;
}) {
  const { db, caller, body, context } = options;
  return projectCommand(
    sheetCommand({ db, caller, projectId: body.projectId, context }),
    async ({ tx, project: row }) => {
      const before = infosOf(row);
      const salesmanId = await checkedSalesman(tx, caller, row.salesman_id, body.salesmanId);
      const values = {
        name: body.name,
        landCity: body.landCity,
        landPostalCode: body.landPostalCode,
        type: body.type,
        salesmanId,
      };
      await repo.updateProject(tx, body.projectId, values);
      const infos = { projectId: body.projectId, ...values };
      const audited = {
        before: { ...before, salesman: before.salesmanId },
        after: { ...infos, salesman: salesmanId },
      };
      return {
        answer: { error: 0 as const, infos },
        // Saving the form unchanged writes no history line.
        audit: changesAnything(audited.before, audited.after)
          ? { action: 'project.infos', ...audited }
          : null,
      };
    },
  );
}

/** PUT /api/prospect: the household and project of an existing prospect; answers both, read back. */
export async function editProspect(options: {
  db: Database;
  caller: Caller;
  body: TProspectValues & { projectId: number };
  context: RequestContext;
}) {
  const { db, caller, body, context } = options;
  const row = await projectCommand(
    sheetCommand({ db, caller, projectId: body.projectId, context }),
    async ({ tx, project: before }) => {
      const salesmanId = await checkedSalesman(tx, caller, before.salesman_id, body.salesmanId);
      const customer = householdOf(body);
      const project = {
        name: body.projectName || before.project_name,
        landCity: body.landCity,
        landPostalCode: body.landPostalCode,
        type: body.type,
        salesmanId,
      };
      await repo.updateCustomer(tx, before.customer_id, customer);
      await repo.updateProject(tx, body.projectId, project);
      const audited = {
        before: {
          customer: {
            name1: before.name1,
            surname1: before.surname1,
            name2: before.name2,
            surname2: before.surname2,
            phone: before.phone,
            phone2: before.phone2,
            email: before.email,
            address: before.address,
            postalCode: before.postal_code,
            city: before.city,
          },
          project: {
            name: before.project_name,
            landCity: before.land_city,
            landPostalCode: before.land_postal_code,
            type: before.prospect_type,
            salesman: before.salesman_id,
          },
        },
        after: { customer, project: { ...project, salesman: salesmanId } },
      };
      return {
        answer: await repo.findProject(tx, body.projectId),
        // Saving the form unchanged writes no history line.
        audit: changesAnything(audited.before, audited.after)
          ? { action: 'prospect.edit', ...audited }
          : null,
      };
    },
  );
  if (!row) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  return { error: 0 as const, customer: sheetCustomer(row), project: sheetProject(row) };
}

/** PUT /api/customers/{customer}/archive: archives (or brings back) the whole household. */
export async function archiveCustomer(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  archive: boolean;
  context: RequestContext;
}) {
  const { db, caller, customerId, archive, context } = options;
  // Not a project command: the whole household, every one of its projects at once (audited on the customer).
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer(tx, caller, customerId, true);
    await repo.setCustomerArchived(tx, customerId, archive);
    // Archiving an archived household again writes no history line.
    if (customer.is_archived !== archive)
      await writeAudit(tx, {
        userId: caller.userId,
        action: archive ? 'customer.archive' : 'customer.unarchive',
        entity: 'customer',
        entityId: customerId,
        before: { isArchived: customer.is_archived },
        after: { isArchived: archive },
        ip: context.ip,
        requestId: context.requestId,
      });
    return {
      error: 0 as const,
      isArchived: archive,
      message: archive ? 'Le foyer est archivé.' : 'Le foyer est de nouveau actif.',
    };
  });
}

/** PUT /api/prospect/{project}/activate: an archived prospect (project or household) back in the live list. */
export async function activateProspect(options: {
  db: Database;
  caller: Caller;
  projectId: number;
  context: RequestContext;
}) {
  return projectCommand(sheetCommand(options), async ({ tx, project: row, projectId }) => {
    if (!row.is_prospect) throw new AppError(PROSPECT_SHEET_ERRORS.NOT_A_PROSPECT);
    if (!row.project_archived && !row.customer_archived)
      throw new AppError(PROSPECT_SHEET_ERRORS.PROSPECT_NOT_ARCHIVED);
    await repo.activateProject(tx, projectId, row.customer_id);
    return {
      answer: { error: 0 as const, message: 'Le prospect est de nouveau dans la liste.' },
      audit: { action: 'prospect.activate', before: { isArchived: true }, after: { isArchived: false } },
    };
  });
}

/**
 * The household's customer-portal account: created when missing (role customer, random password nobody
 * knows), or the existing one. An address used by another account is refused (400) before anything changes.
 */
async function ensureAccount(options: {
  tx: Tx;
  customer: repo.CustomerRow;
  expiresAt: Date | null;
}): Promise<{ userId: number; email: string; surname: string; created: boolean; isActive: boolean }> {
  const { tx, customer } = options;
  if (customer.user_id !== null) {
    const user = await repo.findUser(tx, customer.user_id);
    if (user)
      return {
        userId: user.id,
        email: user.email,
        surname: user.surname,
        created: false,
        isActive: user.is_active,
      };
  }
  const email = customer.email?.trim().toLowerCase();
  if (!email) throw new AppError(PROSPECT_SHEET_ERRORS.HOUSEHOLD_EMAIL_MISSING);
  if (await repo.findUserByEmail(tx, email))
    throw new AppError(PROSPECT_SHEET_ERRORS.HOUSEHOLD_EMAIL_TAKEN, {
      message: `L'adresse ${email} est déjà utilisée par un autre compte : modifiez l'e-mail du foyer.`,
    });
  const userId = await repo.insertCustomerAccount(tx, {
    customerId: customer.id,
    email,
    surname: customer.surname1 || customer.name1,
    name: customer.name1,
    phone: null,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    accessExpiresAt: options.expiresAt,
  });
  return { userId, email, surname: customer.surname1 || customer.name1, created: true, isActive: true };
}

/**
 * POST /api/user/{id}/convert ({id} is the household, customer id: prospects were users in the older
 * system). The prospect project becomes a customer project (step 1, converted now); the customer-portal
 * account is created when missing (a temporary one becomes permanent) and the e-mail to choose its password
 * is queued. Nobody else is notified. A household with no prospect project left answers 400.
 */
export async function convertProspect(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  projectId?: number | undefined;
  publicUrl: string;
  context: RequestContext;
}) {
  const { db, caller, customerId, context } = options;
  // Not a project command: the household's rule picks one of its prospects, and its portal account changes.
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer(tx, caller, customerId, true);
    const prospects = await repo.prospectProjects(tx, customerId);
    const project = options.projectId
      ? prospects.find((p) => p.id === options.projectId)
      : prospects.length === 1
        ? prospects[0]
        : undefined;
    if (!project) {
      if (!prospects.length) throw new AppError(PROSPECT_SHEET_ERRORS.PROSPECT_ALREADY_CONVERTED);
      if (options.projectId) throw new AppError(PROSPECT_SHEET_ERRORS.PROJECT_NOT_PROSPECT_OF_HOUSEHOLD);
      throw new AppError(PROSPECT_SHEET_ERRORS.SEVERAL_PROSPECTS);
    }
    if (!changesProspect(caller, project.salesman_id)) throw forbidden(NOT_YOURS);
    const converted = await repo.convertProject(tx, project.id);
    if (!converted) throw new AppError(PROSPECT_SHEET_ERRORS.PROSPECT_ALREADY_CONVERTED);
    const account = await ensureAccount({ tx, customer, expiresAt: null });
    if (!account.created) await repo.setAccessExpiry(tx, account.userId, null);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'prospect.convert',
      entity: 'project',
      entityId: project.id,
      before: { isProspect: true },
      after: { isProspect: false, step: 1, accountCreated: account.created },
      ip: context.ip,
      requestId: context.requestId,
    });
    if (account.created)
      await writeAudit(tx, {
        userId: caller.userId,
        action: 'customer.account_created',
        entity: 'customer',
        entityId: customerId,
        after: { userId: account.userId, email: account.email },
        ip: context.ip,
        requestId: context.requestId,
      });
    if (account.isActive)
      await issuePasswordResetLink({
        tx,
        user: { id: account.userId, email: account.email, surname: account.surname },
        publicUrl: options.publicUrl,
        requestedBy: caller.userId,
        reason: 'customer',
        context,
      });
    return {
      error: 0 as const,
      projectId: project.id,
      convertedAt: iso(converted.converted_at),
      accountCreated: account.created,
      message: account.isActive
        ? `Le prospect est devenu client. Un e-mail pour choisir son mot de passe a été envoyé à ${account.email}.`
        : "Le prospect est devenu client. Son espace client est désactivé : aucun e-mail n'a été envoyé.",
    };
  });
}

/**
 * POST /api/user/{id}/createTempAccess ({id} is the household): a customer-portal account valid
 * TEMP_ACCESS_DAYS days from now, to look at the prospect app; a second call extends it. A permanent
 * account (converted customer) is left as it is. The sign-in refuses an expired account (auth.service).
 */
export async function createTempAccess(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  publicUrl: string;
  context: RequestContext;
}) {
  const { db, caller, customerId, context } = options;
  // Not a project command: the household's customer-portal account, no project of it.
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer(tx, caller, customerId, true);
    const expiresAt = new Date(Date.now() + TEMP_ACCESS_DAYS * DAY_MS);
    const account = await ensureAccount({ tx, customer, expiresAt });
    if (!account.isActive) throw new AppError(PROSPECT_SHEET_ERRORS.CUSTOMER_ACCOUNT_DISABLED);
    if (!account.created) {
      const user = await repo.findUser(tx, account.userId);
      if (user && user.access_expires_at === null)
        throw new AppError(PROSPECT_SHEET_ERRORS.CUSTOMER_ACCOUNT_PERMANENT);
      await repo.setAccessExpiry(tx, account.userId, expiresAt);
    }
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'customer.temp_access',
      entity: 'customer',
      entityId: customerId,
      after: { userId: account.userId, expiresAt: expiresAt.toISOString() },
      ip: context.ip,
      requestId: context.requestId,
    });
    await issuePasswordResetLink({
      tx,
      user: { id: account.userId, email: account.email, surname: account.surname },
      publicUrl: options.publicUrl,
      requestedBy: caller.userId,
      reason: 'customer',
      context,
    });
    return {
      error: 0 as const,
      email: account.email,
      expiresAt: expiresAt.toISOString(),
      message: `Accès temporaire ouvert pour ${account.email} jusqu'au ${formatDate(expiresAt)} ; un e-mail pour choisir le mot de passe lui a été envoyé.`,
    };
  });
}

/** POST /api/attachment/{project}: ownership of the sheet first (the files rules let any staff upload). */
export async function assertAttachmentTarget(options: { db: Database; caller: Caller; projectId: number }) {
  await ownedProject(options.db, options.caller, options.projectId, { write: true });
}
