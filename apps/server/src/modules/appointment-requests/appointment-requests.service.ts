import { APPOINTMENT_REQUEST_STATUSES, type TAppointmentRequest } from '@batir/shared/contact-history';
import { APPOINTMENT_REQUEST_ERRORS as E } from '@batir/shared/contracts/appointment-requests';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import { formatPersonName } from '@batir/shared/format';
import { can, isCustomerAccount } from '@batir/shared/policy';
import type { TAppointmentRequestUpdateBody } from '@batir/shared/salesmen';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import type { NotificationService } from '../notifications';
import { findRef, findStaff } from '../salesmen';
import * as repo from './appointment-requests.repository';

/*
 * Who may do what with appointment requests (enforced here):
 * - a customer asks for, and lists, the requests of his own projects only (customers.user_id = him);
 * - staff ask for, list and close the requests of the projects they follow: admins all projects, the
 *   others those whose salesman is them (the policy's appointmentRequest.handleAll);
 * - the waiting list of a salesperson is read by himself, his direct manager or an admin.
 * A request goes to the project's salesperson, who is notified in real time.
 */
const NOT_YOURS = 'Ce projet est suivi par un autre commercial.';
const CUSTOMER_NOT_YOURS = 'Ce projet ne vous appartient pas.';

const handlesAll = (principal: Principal) => can(principal, 'appointmentRequest.handleAll');

function nameOf(row: { name1: string; surname1: string; name2: string; surname2: string }) {
  return customerDisplayName(row);
}

export function toRequest(row: repo.RequestRow): TAppointmentRequest {
  const status = (APPOINTMENT_REQUEST_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as TAppointmentRequest['status'])
    : 'waiting';
  return {
    id: row.id,
    projectId: row.projectId,
    customerName: nameOf(row),
    salesman:
      row.salesmanId === null
        ? null
        : { id: row.salesmanId, name: `${row.salesmanSurname ?? ''} ${row.salesmanName ?? ''}`.trim() },
    type: row.type,
    availability: row.availability,
    message: row.message,
    status,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The project if the caller may work with its requests (customer: his own; staff: one he follows). */
async function accessibleProject(db: Database, principal: Principal, projectId: number) {
  const project = await repo.findProject(db, projectId);
  if (isCustomerAccount(principal)) {
    // Same answer whether the project exists or not: a customer learns nothing about other projects.
    if (!project || project.customerUserId !== principal.userId) throw forbidden(CUSTOMER_NOT_YOURS);
    return project;
  }
  if (!project) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  if (!handlesAll(principal) && project.salesmanId !== principal.userId) throw forbidden(NOT_YOURS);
  return project;
}

/** POST /api/appointmentRequest. One waiting request per project at a time. */
export async function createRequest(options: {
  db: Database;
  principal: Principal;
  notifications: NotificationService;
  body: { projectId: number; type: number; availability: string; message: string };
  context: RequestContext;
}): Promise<TAppointmentRequest> {
  const { db, principal, body, context } = options;
  const project = await accessibleProject(db, principal, body.projectId);
  if (await repo.hasWaiting(db, project.id)) {
    throw new AppError(E.APPOINTMENT_REQUEST_ALREADY_WAITING);
  }
  const values = {
    projectId: project.id,
    salesmanId: project.salesmanId,
    requestedBy: principal.userId,
    type: body.type,
    availability: body.availability,
    message: body.message,
  };
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insert(tx, values);
    await writeAudit(tx, {
      userId: principal.userId,
      action: 'appointmentRequest.create',
      entity: 'appointmentRequest',
      entityId: newId,
      after: values,
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  if (project.salesmanId !== null && project.salesmanId !== principal.userId) {
    const customerName = nameOf(project);
    let text = `${customerName} demande un rendez-vous (${project.name})`;
    if (!isCustomerAccount(principal)) {
      const author = await findRef(db, principal.userId);
      const who = author ? formatPersonName(author.surname, author.name) : 'Un collègue';
      text = `${who} a enregistré une demande de rendez-vous de ${customerName} (${project.name})`;
    }
    await options.notifications.notify(
      {
        recipients: { all: false, roles: [], userIds: [project.salesmanId] },
        // Grouped by project: the panel titles the group with its household and opens its sheet.
        scType: 'project',
        scName: 'appointmentRequest',
        scId: project.id,
        text,
        icon: 'EventAvailable',
        color: 'warning',
        type: 'appointmentRequest',
        linkedId: project.id,
      },
      { userId: principal.userId, context },
    );
  }
  const row = await repo.findById(db, id);
  if (!row) throw new AppError(E.APPOINTMENT_REQUEST_NOT_FOUND);
  return toRequest(row);
}

/** GET /api/appointmentRequest/user/{user}: his waiting requests (himself, his manager or an admin). */
export async function listUserRequests(options: { db: Database; principal: Principal; user: number }) {
  const { db, principal, user } = options;
  if (!handlesAll(principal) && principal.userId !== user) {
    const target = await findStaff(db, user);
    if (!target || target.managerId !== principal.userId)
      throw forbidden('Vous ne pouvez consulter que vos demandes de rendez-vous et celles de votre équipe.');
  }
  return (await repo.listWaiting(db, user)).map(toRequest);
}

/** GET /api/appointmentRequest/project/?project={id}: every request of the project, newest first. */
export async function listProjectRequests(options: { db: Database; principal: Principal; project: number }) {
  const project = await accessibleProject(options.db, options.principal, options.project);
  return (await repo.listForProject(options.db, project.id)).map(toRequest);
}

/** PUT /api/appointmentRequest/{id}: scheduled (with the appointment booked) or cancelled; staff following it. */
export async function closeRequest(options: {
  db: Database;
  principal: Principal;
  id: number;
  body: TAppointmentRequestUpdateBody;
  context: RequestContext;
}): Promise<TAppointmentRequest> {
  const { db, principal, id, body, context } = options;
  const before = await repo.findById(db, id);
  if (!before) throw new AppError(E.APPOINTMENT_REQUEST_NOT_FOUND);
  if (
    !handlesAll(principal) &&
    before.projectSalesmanId !== principal.userId &&
    before.salesmanId !== principal.userId
  )
    throw forbidden(NOT_YOURS);
  if (before.status !== 'waiting') throw new AppError(E.APPOINTMENT_REQUEST_ALREADY_CLOSED);
  let appointmentId: number | null = null;
  if (body.status === 'scheduled') {
    const appointment = await repo.findAppointment(db, body.appointmentId);
    const refused = (error: (typeof E)[keyof typeof E]) =>
      new AppError(error, { fields: { appointmentId: error.message } });
    if (!appointment) throw refused(E.SCHEDULED_APPOINTMENT_NOT_FOUND);
    if (appointment.projectId !== before.projectId) throw refused(E.SCHEDULED_APPOINTMENT_NOT_OF_PROJECT);
    if (appointment.cancelled) throw refused(E.SCHEDULED_APPOINTMENT_CANCELLED);
    appointmentId = appointment.id;
  }
  await db.transaction(async (tx) => {
    if (!(await repo.close(tx, id, { status: body.status, appointmentId })))
      throw new AppError(E.APPOINTMENT_REQUEST_ALREADY_CLOSED);
    await writeAudit(tx, {
      userId: principal.userId,
      action: `appointmentRequest.${body.status}`,
      entity: 'appointmentRequest',
      entityId: id,
      before: { status: before.status },
      after: { status: body.status, appointmentId },
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  const row = await repo.findById(db, id);
  if (!row) throw new AppError(E.APPOINTMENT_REQUEST_NOT_FOUND);
  return toRequest(row);
}

/** Summary counter appointment.request: the caller's waiting requests (admins: everyone's), a short list. */
export async function waitingForSummary(db: Database, principal: Principal) {
  const rows = await repo.listWaiting(db, handlesAll(principal) ? null : principal.userId, 20);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    customerName: nameOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}
