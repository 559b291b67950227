import { ZContactAttributeBody } from '@batir/shared/contacts';
import { defineErrors, endpoint } from '@batir/shared/contract';
import { type Permission, permissionsOf, type Role } from '@batir/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bearer,
  createTestApp,
  type DemoRole,
  demoUserId,
  login,
  sqlRows,
  type TestApp,
} from '../../test/helpers';
import { AppError, forbidden } from '../lib/app-error';
import { createFileStore, newStoredKey } from '../modules/files/file-store';
import * as summaryRepository from '../modules/summary/summary.repository';
import type { Access } from './access';
import { route } from './contracts';

/**
 * The role matrix (issue 7 item 5): every API route of the route table (`app.apiRoutes`), called by every
 * role, and by each role on records it does not own. Nothing here names a route: a route added later is
 * covered through its path, query and body parameter names (RECORD_PARAMS below) and its OpenAPI schema
 * (for query strings and bodies that pass validation, so the ownership check itself runs).
 *
 * The "other" world, created in beforeAll: a second customer household (account, customer project,
 * files, loan, permit amendments, appointment, appointment request, comment, messages…) followed by a
 * salesperson who is neither the demo salesman nor the demo grid operator, a prospect of that same
 * salesperson, and a second craftsman account. Every text of that world carries MARKER, so a response
 * leaking it is caught whatever its shape.
 */

const ROLES: DemoRole[] = ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'];
/** Roles that own records of their own; admins and the design office see every customer project (project-access.ts). */
const OWNER_ROLES = ['salesman', 'gridOperator', 'customer', 'craftsman'] as const;
type OwnerRole = (typeof OWNER_ROLES)[number];

const MARKER = 'Quetzalcoatl';
/** A walk makes about a thousand requests: a minute on a busy machine, beyond the 30 s default. */
const WALK_TIMEOUT = 240_000;
const NONEXISTENT_ID = 2_147_483_000;

/** Records a parameter can point to. */
type Kind =
  | 'project'
  | 'customer'
  | 'user'
  | 'file'
  | 'appointment'
  | 'appointmentRequest'
  | 'notification'
  | 'todo'
  | 'userComment'
  | 'elevationSurvey'
  | 'favorite'
  | 'loan'
  | 'bpModification'
  | 'additionalDocument'
  | 'customerMessage'
  /** A project's conversation (messaging), and one of its messages (a comment of type `project`). */
  | 'conversation'
  | 'message'
  | 'announcement'
  | 'searchTerm'
  /** A waiting website contact (summary: attribution, refusal). */
  | 'contact'
  /** A project written `customerId#projectId` (spec 1 §3 mergeId): a formatted id, replaced all the same. */
  | 'projectRef';

/**
 * Which record a parameter names: first matching rule wins. `route` is matched against `METHOD /api/url`
 * (fastify syntax, `:param`), `name` against the parameter name (path, query string or JSON body).
 * A new route whose parameters follow these names is covered with no edit; a parameter matching no rule
 * is still called (other world's project id, then a nonexistent id, never a 500) and listed as not
 * ownership-checked.
 */
const RECORD_PARAMS: { name: RegExp; route?: RegExp; kind: Kind }[] = [
  { name: /^(project|projectId)$/, kind: 'project' },
  { name: /^mergeId$/, kind: 'projectRef' },
  { name: /^contactId$/, kind: 'contact' },
  { name: /^(customer|customerId)$/, kind: 'customer' },
  { name: /^(user|userId|salesmanId)$/, kind: 'user' },
  { name: /^(appointment|appointmentId)$/, kind: 'appointment' },
  { name: /^loan$/, kind: 'loan' },
  { name: /^additionalDocumentId$/, kind: 'additionalDocument' },
  { name: /^files$/, kind: 'file' },
  { name: /^announcement$/, kind: 'announcement' },
  { name: /^id$/, route: /\/announcement\/:id\b/, kind: 'announcement' },
  { name: /^term$/, kind: 'searchTerm' },
  // `{id}` and `id` mean what the URL around them says.
  { name: /^id$/, route: /\/bPModification\/:id\b/, kind: 'bpModification' },
  {
    name: /^id$/,
    route:
      /\/buildingPermit\/:project\/(sendBPModificationComment|addendumBPModification|cancelBPModification)$/,
    kind: 'bpModification',
  },
  {
    name: /^id$/,
    route: /\/buildingPermit\/:project\/cancelBpAdditionnalDocument$/,
    kind: 'additionalDocument',
  },
  { name: /^id$/, route: /^POST \/api\/elevationSurvey\/:id$/, kind: 'project' },
  { name: /^id$/, route: /\/elevationSurvey\/:id/, kind: 'elevationSurvey' },
  {
    name: /^id$/,
    route: /\/(project|userComment\/project|summary\/project|project\/sheet)\/:id\b/,
    kind: 'project',
  },
  {
    name: /^id$/,
    route: /\/user\/:id\/(convert|createTempAccess|qualification|personalContribution|inContact)$/,
    kind: 'customer',
  },
  { name: /^id$/, route: /\/customer\/:id\//, kind: 'customer' },
  { name: /^id$/, route: /\/user\/favorite\b/, kind: 'favorite' },
  { name: /^(id|ids)$/, route: /\/(user|salesman)\/:id\b/, kind: 'user' },
  { name: /^(id|ids)$/, route: /\/files?\b/, kind: 'file' },
  { name: /^(id|ids)$/, route: /\/appointmentRequest\b/, kind: 'appointmentRequest' },
  { name: /^(id|ids)$/, route: /\/backend_notification\b/, kind: 'notification' },
  { name: /^(id|ids)$/, route: /\/toDo\b/, kind: 'todo' },
  { name: /^(id|ids)$/, route: /\/userComment\/:id$/, kind: 'userComment' },
  { name: /^(id|ids)$/, route: /\/customer\/toggleRead$/, kind: 'customerMessage' },
  { name: /^id$/, route: /\/conversation\/:id\b/, kind: 'conversation' },
  { name: /^id$/, route: /\/mailbox\/message\/:id\b/, kind: 'message' },
  // `linkedId` of files and comments: a project by default (the generated `type` is the first of its enum).
  { name: /^linkedId$/, route: /\/(files?|comment)\b/, kind: 'project' },
];

/**
 * Routes that answer a role on a record of someone else, on purpose. Each entry says why; anything
 * else must refuse (403/404) and leak nothing. `foreign`: when only one record of the request is
 * someone else's (the others the caller's own), the kinds of record the sharing covers.
 */
const SHARED_ON_PURPOSE: { route: RegExp; roles: OwnerRole[]; why: string; foreign?: Kind[] }[] = [
  {
    route: /^GET \/api\/appointment\/user\/:user$/,
    roles: ['gridOperator'],
    why: "appointments.repository : un coordinateur réseau voit les prochains créneaux d'un collègue, « Occupé » sans aucun détail hors des projets qu'il peut ouvrir (appointments.test.ts)",
  },
  {
    route: /^POST \/api\/appointment$/,
    roles: ['salesman', 'gridOperator'],
    why: "appointments.service : on prend rendez-vous dans l'agenda d'un collègue, sur un projet qu'il suit",
    foreign: ['user'],
  },
];

type Ids = Partial<Record<Kind, number | string>>;
/** The records an attacker must not reach, per attacker role; two worlds: a customer project and a prospect. */
type World = { label: string; ids: Record<OwnerRole, Ids> };

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
let worlds: World[] = [];
/** Records each role owns, for the policy walk (reads on real records of one's own). */
const own = {} as Record<DemoRole, Ids>;
let openapi: { paths: Record<string, Record<string, OpenApiOperation>> };

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};
type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const one = async <T>(query: SQL): Promise<T> => {
  const [row] = await sqlRows<T>(t.database.db, query);
  if (!row) throw new Error(`fixture: no row for ${JSON.stringify(query)}`);
  return row;
};

/** Builds the other world through plain SQL (fixtures only; the routes under test never ran yet). */
async function createOtherWorld(): Promise<World[]> {
  const db = t.database.db;
  const demo = {
    customer: await demoUserId(t, 'customer'),
    salesman: await demoUserId(t, 'salesman'),
    gridOperator: await demoUserId(t, 'gridOperator'),
    admin: await demoUserId(t, 'admin'),
  };
  // The other salesperson: a salesperson who is not the demo salesman, managed by an administrator only.
  const { id: salesman } = await one<{ id: number }>(
    sql`select id from users where 'salesman' = any(roles) and not 'gridOperator' = any(roles)
        and id <> ${demo.salesman} order by id limit 1`,
  );
  await db.execute(sql`update users set manager_id = ${demo.admin} where id = ${salesman}`);
  await db.execute(
    sql`update users set manager_id = null where id in (${demo.salesman}, ${demo.gridOperator})`,
  );
  const { hash } = await one<{ hash: string }>(
    sql`select password_hash as hash from users where id = ${demo.customer}`,
  );
  const { id: customerUser } = await one<{ id: number }>(
    sql`insert into users (email, password_hash, surname, name, roles)
        values ('quetzalcoatl.client@essai.batir.fr', ${hash}, 'Inès', ${MARKER}, '{customer}') returning id`,
  );
  const { id: craftsmanUser } = await one<{ id: number }>(
    sql`insert into users (email, password_hash, surname, name, roles)
        values ('quetzalcoatl.artisan@essai.batir.fr', ${hash}, 'Hugo', ${`${MARKER} artisan`}, '{craftsman}') returning id`,
  );
  await db.execute(
    sql`insert into craftsmen (user_id, company_name, contact) values (${craftsmanUser}, ${`${MARKER} Bâtiment`}, 'Hugo')`,
  );
  // The customer project with the most records around it, given to the other household and salesperson.
  const { id: project, customerId: customer } = await one<{ id: number; customerId: number }>(
    sql`select p.id, p.customer_id as "customerId" from projects p join customers c on c.id = p.customer_id
        where not p.is_prospect and not p.is_archived and c.user_id is null
        order by (select count(*) from financing_loans l where l.project_id = p.id)
               + (select count(*) from bp_modifications m where m.project_id = p.id)
               + (select count(*) from files f where f.type = 'project' and f.linked_id = p.id) desc, p.id
        limit 1`,
  );
  await db.execute(
    sql`update customers set user_id = ${customerUser}, name1 = ${MARKER}, email = 'quetzalcoatl.client@essai.batir.fr'
        where id = ${customer}`,
  );
  await db.execute(
    sql`update projects set salesman_id = ${salesman}, name = ${`Maison ${MARKER}`}, notes = ${MARKER} where id = ${project}`,
  );
  const { id: prospect, customerId: prospectCustomer } = await one<{ id: number; customerId: number }>(
    sql`select p.id, p.customer_id as "customerId" from projects p
        where p.is_prospect and not p.is_archived order by p.id limit 1`,
  );
  await db.execute(sql`update customers set name1 = ${`${MARKER} prospect`} where id = ${prospectCustomer}`);
  await db.execute(
    sql`update projects set salesman_id = ${salesman}, name = ${`Projet ${MARKER}`} where id = ${prospect}`,
  );
  // Records of the other household and salesperson (added when the seed gave the project none).
  const insert = (query: SQL) => one<{ id: number }>(query).then((row) => row.id);
  const idOf = async (existing: SQL, insert: SQL) => {
    const [row] = await sqlRows<{ id: number }>(db, existing);
    return row?.id ?? (await one<{ id: number }>(insert)).id;
  };
  // A project file with real content (the content carries the marker too).
  const storedKey = newStoredKey();
  await createFileStore(t.config.files).put(storedKey, Buffer.from(`%PDF-1.4 ${MARKER}`));
  const file = await insert(
    sql`insert into files (linked_id, type, original_name, stored_key, mime, size_bytes, category, uploaded_by)
        values (${project}, 'project', ${`${MARKER}.pdf`}, ${storedKey}, 'application/pdf', 20, 'other', ${salesman})
        returning id`,
  );
  const loan = await idOf(
    sql`select id from financing_loans where project_id = ${project} order by id limit 1`,
    sql`insert into financing_loans (project_id, kind, bank, amount_cents) values (${project}, 'main', ${MARKER}, 10000000) returning id`,
  );
  const bpModification = await idOf(
    sql`select id from bp_modifications where project_id = ${project} order by id limit 1`,
    sql`insert into bp_modifications (project_id, description) values (${project}, ${MARKER}) returning id`,
  );
  const additionalDocument = await idOf(
    sql`select id from bp_additional_documents where project_id = ${project} and cancelled_at is null order by id limit 1`,
    sql`insert into bp_additional_documents (project_id, description) values (${project}, ${MARKER}) returning id`,
  );
  const appointment = await insert(
    sql`insert into appointments (type, title, project_id, user_id, starts_at, created_by)
        values (1, ${`RDV ${MARKER}`}, ${project}, ${salesman}, now() + interval '3 days', ${salesman}) returning id`,
  );
  const appointmentRequest = await insert(
    sql`insert into appointment_requests (project_id, salesman_id, requested_by, message)
        values (${project}, ${salesman}, ${customerUser}, ${MARKER}) returning id`,
  );
  const todo = await insert(
    sql`insert into todos (user_id, project_id, text, due_date) values (${salesman}, ${project}, ${MARKER}, current_date) returning id`,
  );
  const notification = await insert(
    sql`insert into notifications (user_id, sc_type, sc_name, text) values (${salesman}, 'project', 'project', ${MARKER}) returning id`,
  );
  const userComment = await insert(
    sql`insert into user_comments (project_id, author_id, text) values (${project}, ${salesman}, ${MARKER}) returning id`,
  );
  const elevationSurvey = await insert(
    sql`insert into elevation_surveys (project_id, surveyor, requested_by) values (${project}, ${MARKER}, ${salesman}) returning id`,
  );
  const favorite = await insert(
    sql`insert into user_favorites (user_id, name, path, type, title, position)
        values (${salesman}, ${MARKER}, '/projets', 1, ${MARKER}, 99) returning id`,
  );
  // The other household's message to its salesperson: a message of the project's conversation.
  const conversation = await insert(
    sql`insert into conversations (project_id, title) values (${project}, ${MARKER}) returning id`,
  );
  const customerMessage = await insert(
    sql`insert into comments (type, linked_id, text, author_id, from_customer)
        values ('project', ${project}, ${MARKER}, ${customerUser}, true) returning id`,
  );
  const announcement = await insert(
    sql`insert into announcements (title, content, starting_date, author_id, user_ids)
        values (${MARKER}, ${MARKER}, now() - interval '1 day', ${demo.admin},
                ${sql.raw(`'{${customerUser},${craftsmanUser},${salesman}}'::int[]`)}) returning id`,
  );
  await db.execute(
    sql`insert into comments (type, linked_id, text, author_id, from_customer) values ('project', ${project}, ${MARKER}, ${customerUser}, true)`,
  );
  // A website contact waiting in the other salesperson's area only (Guadeloupe, which nobody else covers).
  await db.execute(sql`insert into user_postal_codes (user_id, postal_code) values (${salesman}, '971')`);
  const contact = await insert(
    sql`insert into contacts (name1, surname1, postal_code, city, phone, message)
        values (${MARKER}, 'Inès', '97100', 'Basse-Terre', '0690123456', ${MARKER}) returning id`,
  );

  const records: Ids = {
    project,
    customer,
    file,
    loan,
    bpModification,
    additionalDocument,
    appointment,
    appointmentRequest,
    todo,
    notification,
    userComment,
    elevationSurvey,
    favorite,
    customerMessage,
    conversation,
    message: customerMessage,
    announcement,
    searchTerm: MARKER,
    contact,
    projectRef: `${customer}#${project}`,
  };
  // Whose account `{user}` names depends on who is looking: someone of the same kind.
  const users: Record<OwnerRole, number> = {
    salesman,
    gridOperator: salesman,
    customer: customerUser,
    craftsman: craftsmanUser,
  };
  const forEach = (ids: Ids) =>
    Object.fromEntries(OWNER_ROLES.map((role) => [role, { ...ids, user: users[role] }])) as Record<
      OwnerRole,
      Ids
    >;

  // What each demo role owns, for the policy walk: the demo customer's household, a project of the demo
  // salesman, one given to the demo grid operator.
  const demoCustomer = await one<{ project: number; customer: number }>(
    sql`select p.id as project, c.id as customer from projects p join customers c on c.id = p.customer_id
        where c.user_id = ${demo.customer} order by p.id limit 1`,
  );
  const salesmanProject = await one<{ project: number; customer: number }>(
    sql`select id as project, customer_id as customer from projects
        where salesman_id = ${demo.salesman} and not is_prospect order by id limit 1`,
  );
  const gridProject = await one<{ project: number; customer: number }>(
    sql`select id as project, customer_id as customer from projects
        where not is_prospect and id not in (${project}, ${demoCustomer.project}, ${salesmanProject.project})
        order by id limit 1`,
  );
  await db.execute(
    sql`update projects set salesman_id = ${demo.gridOperator} where id = ${gridProject.project}`,
  );
  own.admin = { ...records, user: demo.admin, searchTerm: 'Maison' };
  own.technical = { ...records, user: await demoUserId(t, 'technical'), searchTerm: 'Maison' };
  // The demo salesman's own waiting contact, in his area (49): his to attribute, to himself.
  const salesmanContact = await insert(
    sql`insert into contacts (name1, surname1, postal_code, city, phone)
        values ('Propre', 'Contact', '49100', 'Angers', '0611111111') returning id`,
  );
  const refOf = (ids: { project: number; customer: number }) => `${ids.customer}#${ids.project}`;
  own.salesman = {
    ...salesmanProject,
    user: demo.salesman,
    searchTerm: 'Maison',
    contact: salesmanContact,
    projectRef: refOf(salesmanProject),
  };
  own.gridOperator = {
    ...gridProject,
    user: demo.gridOperator,
    searchTerm: 'Maison',
    projectRef: refOf(gridProject),
  };
  own.customer = { ...demoCustomer, user: demo.customer, projectRef: refOf(demoCustomer) };
  own.craftsman = { user: await demoUserId(t, 'craftsman') };
  // Their own projects' conversations (created when the seed gave the project none) and newest messages.
  for (const role of ['salesman', 'gridOperator', 'customer'] as const) {
    const mine = own[role];
    mine.conversation = await idOf(
      sql`select id from conversations where project_id = ${mine.project}`,
      sql`insert into conversations (project_id) values (${mine.project}) returning id`,
    );
    mine.message = await idOf(
      sql`select id from comments where type = 'project' and linked_id = ${mine.project} order by id desc limit 1`,
      sql`insert into comments (type, linked_id, text, from_customer) values ('project', ${mine.project}, 'Bonjour', true) returning id`,
    );
  }

  return [
    { label: 'projet client', ids: forEach(records) },
    {
      label: 'prospect',
      ids: forEach({
        ...records,
        project: prospect,
        customer: prospectCustomer,
        projectRef: `${prospectCustomer}#${prospect}`,
      }),
    },
  ];
}

/**
 * PUT /api/summary/contactAttribute as it was before issue 14: it checked who may take the contact and
 * for whom, never who owns the project named in `mergeId`, whose salesperson it overwrote.
 */
const unguardedMerge: FastifyPluginAsync = async (api) => {
  route(
    api,
    endpoint({
      method: 'PUT',
      path: `${UNGUARDED_PREFIX}contactAttribute` as '/api/x',
      tag: 'Essai',
      summary: 'Fusion sans contrôle du propriétaire (avant issue 14)',
      access: ['admin', 'salesman'],
      body: ZContactAttributeBody,
      response: z.object({ error: z.literal(0) }),
      errors: [UNGUARDED_ERRORS.CONTACT_NOT_FOUND, UNGUARDED_ERRORS.DUPLICATE_NOT_FOUND],
    }),
    async (request) => {
      const body = request.body;
      const principal = request.principal;
      if (!principal) throw new Error('no principal');
      const viewer = { userId: principal.userId, seesAll: principal.roles.includes('admin') };
      if (!viewer.seesAll && body.userId !== viewer.userId) throw forbidden();
      const [customerId = 0, projectId = 0] = (body.mergeId ?? '').split('#').map(Number);
      await t.database.db.transaction(async (tx) => {
        const contact = await summaryRepository.lockVisible(tx, viewer, body.contactId);
        if (contact?.status !== 'waiting') throw new AppError(UNGUARDED_ERRORS.CONTACT_NOT_FOUND);
        const project = await summaryRepository.lockProject(tx, customerId, projectId);
        if (!project) throw new AppError(UNGUARDED_ERRORS.DUPLICATE_NOT_FOUND);
        if (project.isProspect) await summaryRepository.setProjectAdviser(tx, project.id, body.userId);
        await summaryRepository.markHandled(tx, contact.id, { status: 'merged', adviserId: body.userId });
      });
      return { error: 0 as const };
    },
  );
};

const UNGUARDED_ERRORS = defineErrors({
  CONTACT_NOT_FOUND: { status: 404, message: "Ce contact n'existe pas." },
  DUPLICATE_NOT_FOUND: { status: 400, message: 'Le doublon choisi est introuvable.' },
});

beforeAll(async () => {
  t = await createTestApp({}, { extraRoutes: unguardedMerge });
  for (const role of ROLES) tokens[role] = (await login(t.app, role)).accessToken;
  openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  worlds = await createOtherWorld();
});
afterAll(() => t.close());

// ——— building requests from the route table ———

function allows(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const permissions = permissionsOf([role]);
  return access.some((item) => item === role || permissions.has(item as Permission));
}

const routeLabel = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function kindOf(route: { method: string; url: string }, name: string): Kind | undefined {
  const label = routeLabel(route);
  return RECORD_PARAMS.find((rule) => rule.name.test(name) && (!rule.route || rule.route.test(label)))?.kind;
}

/** The OpenAPI operation of a route (absent for hidden routes). */
function operationOf(route: { method: string; url: string }): OpenApiOperation | undefined {
  const path = route.url.replace(/:(\w+)\??/g, '{$1}');
  return openapi.paths[path]?.[route.method.toLowerCase()];
}

const STRING_CANDIDATES = ['75001', '0612345678', '10:00', 'a', 'abc@essai.fr', 'A1'];
const dateCandidates = (name: string) => {
  // An end after its start; French dates for the fields typed by hand (`receivedOn`: JJ/MM/AAAA).
  const day = /^(end|to|until)|End|To$/.test(name) ? '02' : '01';
  const iso = [`2026-06-${day}T10:00:00.000Z`, `2026-06-${day}`];
  const french = `${day}/06/2026`;
  return /On$/.test(name) ? [french, ...iso] : [...iso, french];
};

/** Plausible text for a field by its name (the schemas check phones and e-mails in refinements). */
function byName(name: string): string[] {
  if (/phone/i.test(name)) return ['0612345678'];
  if (/mail/i.test(name)) return ['essai@essai.fr'];
  if (/postal/i.test(name)) return ['75001'];
  return [];
}

/** `resolve`: the id of the record a parameter names; `full`: optional properties too (else only the required ones and record ids). */
type ExampleContext = { resolve: (name: string) => unknown; full: boolean };

/** A value that passes the schema; record parameters get the id `resolve` gives. */
function example(schema: JsonSchema | undefined, name: string, context: ExampleContext): unknown {
  const resolved = context.resolve(name);
  if (!schema) return resolved;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const choice = options.find((option) => option.type !== 'null' && !option.nullable) ?? options[0];
    return example(choice, name, context);
  }
  if (schema.allOf?.[0]) return example(schema.allOf[0], name, context);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // Optional properties when they name a record (so that the record is the other world's), or when full.
        if (!context.full && !schema.required?.includes(key) && context.resolve(key) === undefined) continue;
        body[key] = example(property, key, context);
      }
      return body;
    }
    case 'array': {
      if (resolved !== undefined) {
        // A list of records: plain ids, or objects whose `id` is the record.
        const itemType = schema.items?.type;
        if (itemType !== 'object') return [resolved];
        return [
          example(schema.items, '', {
            ...context,
            resolve: (key) => (key === 'id' ? resolved : context.resolve(key)),
          }),
        ];
      }
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items, '', context));
    }
    case 'integer':
    case 'number': {
      if (typeof resolved === 'number') return resolved;
      const minimum =
        typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
      const low = (minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (resolved !== undefined) return String(resolved);
      const dates = dateCandidates(name);
      if (schema.format === 'date-time') return dates.find((value) => value.includes('T'));
      if (schema.format === 'date') return dates.find((value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
      if (schema.format === 'email') return 'essai@essai.fr';
      const length = Math.max(schema.minLength ?? 1, 1);
      const looksLikeDate = /date|start|end|from|until|On$|At$|^to$/i.test(name);
      const candidates = [
        ...byName(name),
        ...(looksLikeDate ? dates : []),
        ...STRING_CANDIDATES,
        ...dates,
        'a'.repeat(length),
      ];
      const fits = (value: string) =>
        value.length >= length &&
        value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value));
      return candidates.find(fits) ?? 'a'.repeat(length);
    }
    default:
      return resolved ?? null;
  }
}

type Built = { request: InjectOptions; kinds: Set<Kind>; unknown: Set<string> };

/**
 * A request for a route, its record parameters resolved by `idFor(kind)`; parameters no rule knows get
 * `fallback`. `withBody`: a body (and query string) that passes the route's schema.
 */
function buildRequest(
  route: { method: string; url: string },
  idFor: (kind: Kind) => number | string | undefined,
  fallback: number,
  options: { body?: boolean; full?: boolean } = {},
): Built {
  const { body: withBody = true, full = false } = options;
  const kinds = new Set<Kind>();
  const unknown = new Set<string>();
  const resolve = (name: string) => {
    const kind = kindOf(route, name);
    if (!kind) return undefined;
    kinds.add(kind);
    return idFor(kind) ?? NONEXISTENT_ID;
  };
  const context: ExampleContext = { resolve, full };
  const operation = operationOf(route);
  const pathSchema = (name: string) =>
    operation?.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
  const url = route.url
    .replace(/:(\w+)\??/g, (_, name: string) => {
      const value = resolve(name);
      if (value !== undefined) return encodeURIComponent(String(value));
      unknown.add(name);
      // A parameter naming no known record: the fallback id when the schema takes it, else a valid example.
      const schema = pathSchema(name);
      const takesFallback =
        !schema || (!schema.enum && (schema.maximum === undefined || fallback <= schema.maximum));
      return encodeURIComponent(String(takesFallback ? fallback : example(schema, name, context)));
    })
    .replace(/\*$/, 'x');
  const query: Record<string, string> = {};
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    if (!full && !parameter.required && resolve(parameter.name) === undefined) continue;
    const value = example(parameter.schema, parameter.name, context);
    if (value !== undefined && value !== null) query[parameter.name] = String(value);
  }
  const request: InjectOptions = { method: route.method as 'GET', url, query };
  const json = operation?.requestBody?.content['application/json']?.schema;
  if (withBody && json) request.payload = example(json, '', context) as Record<string, unknown>;
  return { request, kinds, unknown };
}

async function checksums(): Promise<Map<string, string>> {
  const tables = await sqlRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await sqlRows<{ sum: string }>(
      t.database.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    );
    sums.set(name, row?.sum ?? '');
  }
  return sums;
}

// ——— the matrix ———

type WalkReport = {
  failures: string[];
  /** Tables changed by the walk and not accounted for (refused calls must change nothing). */
  changed: string[];
  refused: number;
  calls: number;
  notChecked: Set<string>;
  validationFirst: Set<string>;
  sameAsNothing: Set<string>;
  sharedCalls: Set<string>;
};

/**
 * Calls each route as each owner role, on the other world's records (see variants), and reports every
 * answer that shows or changes what the caller does not own.
 */
async function walkOtherOwners(routes: typeof t.app.apiRoutes): Promise<WalkReport> {
  let baseline = await checksums();
  /** Tables changed since the baseline, which then moves on (so the next change is told apart). */
  const changedTables = async () => {
    const now = await checksums();
    const changed = [...baseline].filter(([name, sum]) => now.get(name) !== sum).map(([name]) => name);
    baseline = now;
    return changed;
  };
  const report: WalkReport = {
    failures: [],
    changed: [],
    refused: 0,
    calls: 0,
    notChecked: new Set(),
    validationFirst: new Set(),
    sameAsNothing: new Set(),
    sharedCalls: new Set(),
  };
  const { failures } = report;
  for (const route of routes) {
    if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
    const reads = route.method === 'GET';
    const attackers: (OwnerRole | 'anonymous')[] =
      route.access === 'public' ? ['anonymous'] : OWNER_ROLES.filter((role) => allows(route.access, role));
    const routeKinds = buildRequest(route, () => NONEXISTENT_ID, NONEXISTENT_ID).kinds;
    for (const attacker of attackers) {
      // Public routes: only reads, anonymously (public writes, e.g. the contact form, create records).
      if (attacker === 'anonymous' && !reads) continue;
      for (const variant of variants(attacker, routeKinds)) {
        const ids = variant.ids;
        const built = buildRequest(route, (kind) => ids[kind], Number(ids.project));
        if (built.kinds.size === 0 && built.unknown.size === 0 && !reads) continue;
        // The other variants (a prospect; one's own account with the other's records) only matter to
        // routes about a project or household, and (own account) to routes that also name a user.
        const aboutProject = ['project', 'customer', 'projectRef'].some((kind) =>
          built.kinds.has(kind as Kind),
        );
        if (!variant.everyRoute && variant.kind !== 'oneForeign' && !aboutProject) continue;
        if (variant.kind === 'ownAccount' && !built.kinds.has('user')) continue;
        const label = `${routeLabel(route)} as ${attacker} on the other ${variant.label}`;
        const headers = attacker === 'anonymous' ? {} : bearer(tokens[attacker]);
        const shared =
          variant.kind === 'ownAccount'
            ? undefined
            : SHARED_ON_PURPOSE.find(
                (entry) =>
                  entry.route.test(routeLabel(route)) &&
                  entry.roles.includes(attacker as OwnerRole) &&
                  (variant.kind === 'other' || entry.foreign?.includes(variant.foreign as Kind)),
              );
        if (shared && !reads) {
          // Allowed on purpose and it may write: settle what came before, then move the baseline past it.
          const before = await changedTables();
          if (before.length)
            failures.push(`before ${label}: tables changed by refused calls: ${before.join(', ')}`);
        }
        let response = await t.app.inject({ ...built.request, headers });
        report.calls += 1;
        let full = false;
        if (response.statusCode === 400) {
          full = true;
          // Refused by validation: once more with every optional field (some need "a phone or an e-mail").
          const fuller = buildRequest(route, (kind) => ids[kind], Number(ids.project), { full: true });
          response = await t.app.inject({ ...fuller.request, headers });
          report.calls += 1;
          // Bodies checked in the handler (no schema): fill the fields the refusal names, once.
          const fields = Object.keys((response.statusCode === 400 && response.json().fields) || {});
          const payload = fuller.request.payload ?? {};
          if (fields.length && typeof payload === 'object' && !fields.some((field) => field in payload)) {
            const named = Object.fromEntries(fields.map((field) => [field, byName(field)[0] ?? 'Essai']));
            response = await t.app.inject({ ...fuller.request, payload: { ...payload, ...named }, headers });
            report.calls += 1;
          }
        }
        const status = response.statusCode;
        if (status >= 500) failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
        if (shared) {
          report.sharedCalls.add(`${routeLabel(route)} as ${attacker}: ${status} (${shared.why})`);
          if (!reads) await changedTables();
          continue;
        }
        if (response.body.includes(MARKER)) {
          failures.push(
            `${label}: the answer (${status}) shows the other's data: ${response.body.slice(0, 300)}`,
          );
        }
        if (built.unknown.size > 0) {
          report.notChecked.add(`${routeLabel(route)} {${[...built.unknown].join(', ')}}`);
          const missing = buildRequest(route, (kind) => ids[kind], NONEXISTENT_ID);
          const second = await t.app.inject({ ...missing.request, headers });
          if (second.statusCode >= 500) failures.push(`${label} (nonexistent id): ${second.statusCode}`);
        }
        if (built.kinds.size === 0) continue;
        if (status === 401 || status === 403 || status === 404) {
          report.refused += 1;
        } else if (status === 400 || status === 409 || status === 413 || status === 415) {
          report.validationFirst.add(
            `${routeLabel(route)} as ${attacker}: ${status} ${response.body.slice(0, 160)}`,
          );
        } else if (status < 300 && reads) {
          // A read may answer what the caller sees (often an empty list): then it must answer exactly
          // as for records that do not exist, so nothing about the other's records shows.
          const nothing = buildRequest(
            route,
            (kind) =>
              variant.kind === 'oneForeign' && kind !== variant.foreign ? ids[kind] : NONEXISTENT_ID,
            Number(ids.project),
            { full },
          );
          const control = await t.app.inject({ ...nothing.request, headers });
          if (control.statusCode === status && control.body === response.body) {
            report.sameAsNothing.add(`${routeLabel(route)} as ${attacker}`);
          } else {
            failures.push(
              `${label}: ${status} and an answer that depends on the other's record: ${response.body.slice(0, 200)}`,
            );
          }
        } else if (status < 300) {
          // A write may ignore what is not the caller's (e.g. "mark these notifications read"), changing nothing.
          const changed = await changedTables();
          if (changed.length) failures.push(`${label}: ${status}, and it changed ${changed.join(', ')}`);
          else report.sameAsNothing.add(`${routeLabel(route)} as ${attacker} (écriture sans effet)`);
        } else if (status < 500) {
          failures.push(`${label}: ${status} instead of 403/404: ${response.body.slice(0, 200)}`);
        }
      }
    }
  }
  report.changed = await changedTables();
  return report;
}

/** The unguarded copy of a route that the proof below adds: every product route is under /api but not this one. */
const UNGUARDED_PREFIX = '/api/test-unguarded/';
const productRoutes = () => t.app.apiRoutes.filter((route) => !route.url.startsWith(UNGUARDED_PREFIX));

describe('no role reads or changes a record it does not own', () => {
  it(
    'every route with a record parameter refuses the other household, craftsman and salesperson, and nothing changes',
    async () => {
      const report = await walkOtherOwners(productRoutes());
      const list = (items: Set<string>) => [...items].join('\n  ') || '—';
      console.info(
        `Matrice des rôles : ${report.calls} appels, ${report.refused} refus d'accès à autrui.\n` +
          `Sans contrôle de propriété (paramètre inconnu de RECORD_PARAMS) :\n  ${list(report.notChecked)}\n` +
          `Refusés par la validation avant le contrôle de propriété :\n  ${list(report.validationFirst)}\n` +
          `Réponse identique à celle d'un enregistrement inexistant :\n  ${list(report.sameAsNothing)}\n` +
          `Partagés à dessein (SHARED_ON_PURPOSE) :\n  ${list(report.sharedCalls)}`,
      );
      expect(report.failures).toEqual([]);
      expect(report.changed, 'tables changed by refused calls').toEqual([]);
      // The walk is not empty: the ownership check itself ran on many routes (not only validation).
      expect(report.refused).toBeGreaterThan(100);
    },
    WALK_TIMEOUT,
  );

  it(
    'finds a takeover through an id inside the body: the contact merge as it was before issue 14',
    async () => {
      // The same walk, on the old PUT /api/summary/contactAttribute (unguardedMerge below): the salesperson
      // sends his own contact and his own account, and the other's prospect in `mergeId`.
      const report = await walkOtherOwners(
        t.app.apiRoutes.filter((route) => route.url.startsWith(UNGUARDED_PREFIX)),
      );
      const merges = report.failures.filter(
        (failure) =>
          failure.includes("seul projectRef d'autrui") && /: 200, and it changed .*contacts/.test(failure),
      );
      expect(merges, report.failures.join('\n')).toHaveLength(1);
      expect(merges[0]).toContain(
        `PUT ${UNGUARDED_PREFIX}contactAttribute as salesman on the other projet client`,
      );
      // Nothing else of the request was someone else's: only the id inside the body let it through.
      expect(report.failures.filter((failure) => !failure.includes("seul projectRef d'autrui"))).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});

/**
 * Commercial follow-up that grid operators record on the projects they follow: those modules apply the
 * prospects' rule (contacts.access, elevation-surveys.service: the caller follows the project), not the
 * read-only rule of projects/project-access.
 */
const GRID_OPERATOR_RECORDS = [
  /^POST \/api\/contactAttempt\/project\/:project$/,
  /^POST \/api\/userComment\/project\/:id$/,
  /^POST \/api\/elevationSurvey\/:id$/,
];

describe('grid operators read their projects, they do not change them', () => {
  it(
    'every write on a project route, by the grid operator on a project he follows, is refused and changes nothing',
    async () => {
      const before = await checksums();
      const failures: string[] = [];
      let checked = 0;
      for (const route of t.app.apiRoutes) {
        if (route.method === 'GET' || route.method === 'HEAD' || !allows(route.access, 'gridOperator'))
          continue;
        const inPath = [...route.url.matchAll(/:(\w+)/g)].some(
          (match) => kindOf(route, match[1] ?? '') === 'project',
        );
        if (!inPath || GRID_OPERATOR_RECORDS.some((pattern) => pattern.test(routeLabel(route)))) continue;
        const built = buildRequest(
          route,
          (kind) => own.gridOperator[kind],
          Number(own.gridOperator.project),
          {
            full: true,
          },
        );
        const response = await t.app.inject({ ...built.request, headers: bearer(tokens.gridOperator) });
        checked += 1;
        if (response.statusCode < 400 || response.statusCode >= 500) {
          failures.push(`${routeLabel(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      const after = await checksums();
      expect(failures).toEqual([]);
      expect([...before].filter(([name, sum]) => after.get(name) !== sum).map(([name]) => name)).toEqual([]);
      expect(checked).toBeGreaterThan(20);
    },
    WALK_TIMEOUT,
  );
});

type Variant = {
  label: string;
  ids: Ids;
  /** other: every record someone else's; ownAccount: the other's records, one's own account as `{user}`; oneForeign: one record someone else's, the others one's own. */
  kind: 'other' | 'ownAccount' | 'oneForeign';
  /** Tried on every route (else only on routes about a project or household). */
  everyRoute: boolean;
  foreign?: Kind;
};

/**
 * The records an attacker is given: each world as the other owner sees it, then (staff) the other
 * household's records with one's own account as `{user}` (booking oneself on someone else's project),
 * then, for a request naming several records, each of them someone else's in turn with the others his
 * own (an id slipped among one's own in a path, a query or a body, formatted or not: issue 14).
 */
function variants(attacker: OwnerRole | 'anonymous', kinds: Set<Kind>): Variant[] {
  const role = attacker === 'anonymous' ? 'customer' : attacker;
  const list: Variant[] = worlds.map((world, index) => ({
    label: world.label,
    ids: world.ids[role],
    kind: 'other',
    everyRoute: index === 0,
  }));
  if (attacker === 'anonymous') return list;
  const mine = own[attacker];
  list.push(
    ...worlds.map((world) => ({
      label: `${world.label} (avec son propre compte)`,
      ids: { ...world.ids[role], user: mine.user },
      kind: 'ownAccount' as const,
      everyRoute: false,
    })),
  );
  if (kinds.size < 2) return list;
  const tried = new Set(list.map((variant) => JSON.stringify([...kinds].map((kind) => variant.ids[kind]))));
  for (const world of worlds) {
    for (const foreign of kinds) {
      const theirs = world.ids[role];
      const ids: Ids = { ...theirs };
      for (const kind of kinds) if (kind !== foreign && mine[kind] !== undefined) ids[kind] = mine[kind];
      const key = JSON.stringify([...kinds].map((kind) => ids[kind]));
      if (tried.has(key)) continue;
      tried.add(key);
      list.push({
        label: `${world.label} (seul ${foreign} d'autrui)`,
        ids,
        kind: 'oneForeign',
        everyRoute: false,
        foreign,
      });
    }
  }
  return list;
}

// ——— the declared policy, for every role ———

describe('access policy over the whole route table', () => {
  it('knows the routes (the walk below is not empty)', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    expect(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/user');
  });

  it(
    'every non-public route answers 401 without a token, 403 to each role it does not allow, and never 500',
    async () => {
      const failures: string[] = [];
      for (const route of t.app.apiRoutes) {
        if (route.url.startsWith('/api/docs')) continue;
        const label = routeLabel(route);
        const reads = route.method === 'GET' || route.method === 'HEAD';
        // Writes: a nonexistent record and no body, so the walk changes nothing; reads: one's own records.
        const anonymous = await t.app.inject(
          buildRequest(route, () => NONEXISTENT_ID, NONEXISTENT_ID, { body: false }).request,
        );
        if (route.access === 'public') {
          if (anonymous.statusCode >= 500) failures.push(`${label} anonymous: ${anonymous.statusCode}`);
          continue;
        }
        if (anonymous.statusCode !== 401) failures.push(`${label} anonymous: ${anonymous.statusCode}`);
        for (const role of ROLES) {
          const built = reads
            ? buildRequest(route, (kind) => own[role][kind], Number(own[role].project ?? NONEXISTENT_ID))
            : buildRequest(route, () => NONEXISTENT_ID, NONEXISTENT_ID, { body: false });
          const response = await t.app.inject({ ...built.request, headers: bearer(tokens[role]) });
          const status = response.statusCode;
          const body = route.method === 'HEAD' ? undefined : response.body;
          if (allows(route.access, role)) {
            // Allowed: never 401 nor the policy's refusal (a record it does not own may still get 403/404).
            if (status === 401 || status >= 500)
              failures.push(`${label} as ${role}: ${status} ${body?.slice(0, 200)}`);
            if (status === 403 && body && JSON.parse(body).message === 'Accès refusé') {
              failures.push(`${label} as ${role}: refused by the policy although allowed`);
            }
          } else if (
            status !== 403 ||
            (body && body !== JSON.stringify({ error: 403, code: 'FORBIDDEN', message: 'Accès refusé' }))
          ) {
            failures.push(
              `${label} as ${role}: ${status} ${body?.slice(0, 200)} instead of the policy's 403`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});
