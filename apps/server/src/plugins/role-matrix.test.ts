import { type Permission, permissionsOf, type Role } from '@batir/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../test/helpers';
import { queryRows } from '../db/client';
import { createFileStore, newStoredKey } from '../modules/files/file-store';
import type { Access } from './access';

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
  | 'announcement'
  | 'searchTerm';

/**
 * Which record a parameter names: first matching rule wins. `route` is matched against `METHOD /api/url`
 * (fastify syntax, `:param`), `name` against the parameter name (path, query string or JSON body).
 * A new route whose parameters follow these names is covered with no edit; a parameter matching no rule
 * is still called (other world's project id, then a nonexistent id, never a 500) and listed as not
 * ownership-checked.
 */
const RECORD_PARAMS: { name: RegExp; route?: RegExp; kind: Kind }[] = [
  { name: /^(project|projectId)$/, kind: 'project' },
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
  // `linkedId` of files and comments: a project by default (the generated `type` is the first of its enum).
  { name: /^linkedId$/, route: /\/(files?|comment)\b/, kind: 'project' },
];

/**
 * Routes that answer a role on a record of someone else, on purpose. Each entry says why; anything
 * else must refuse (403/404) and leak nothing.
 */
const SHARED_ON_PURPOSE: { route: RegExp; roles: OwnerRole[]; why: string }[] = [
  {
    route: /^GET \/api\/appointment\b/,
    roles: ['gridOperator'],
    why: 'appointments.repository : les coordinateurs réseau consultent tous les agendas',
  },
  {
    route: /^POST \/api\/appointment$/,
    roles: ['salesman', 'gridOperator'],
    why: "appointments.service : on prend rendez-vous dans l'agenda d'un collègue, sur un projet qu'il suit",
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
  const [row] = await queryRows<T>(t.database.db, query);
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
    const [row] = await queryRows<{ id: number }>(db, existing);
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
  const customerMessage = await insert(
    sql`insert into customer_messages (project_id, customer_id, from_customer, author_id, body)
        values (${project}, ${customer}, true, ${customerUser}, ${MARKER}) returning id`,
  );
  const announcement = await insert(
    sql`insert into announcements (title, content, starting_date, author_id, user_ids)
        values (${MARKER}, ${MARKER}, now() - interval '1 day', ${demo.admin},
                ${sql.raw(`'{${customerUser},${craftsmanUser},${salesman}}'::int[]`)}) returning id`,
  );
  await db.execute(
    sql`insert into comments (type, linked_id, text, author_id) values ('project', ${project}, ${MARKER}, ${customerUser})`,
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
    announcement,
    searchTerm: MARKER,
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
  own.salesman = { ...salesmanProject, user: demo.salesman, searchTerm: 'Maison' };
  own.gridOperator = { ...gridProject, user: demo.gridOperator, searchTerm: 'Maison' };
  own.customer = { ...demoCustomer, user: demo.customer };
  own.craftsman = { user: await demoUserId(t, 'craftsman') };

  return [
    { label: 'projet client', ids: forEach(records) },
    { label: 'prospect', ids: forEach({ ...records, project: prospect, customer: prospectCustomer }) },
  ];
}

beforeAll(async () => {
  t = await createTestApp();
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
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await queryRows<{ sum: string }>(
      t.database.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    );
    sums.set(name, row?.sum ?? '');
  }
  return sums;
}

// ——— the matrix ———

describe('no role reads or changes a record it does not own', () => {
  it(
    'every route with a record parameter refuses the other household, craftsman and salesperson, and nothing changes',
    async () => {
      let baseline = await checksums();
      /** Tables changed since the baseline, which then moves on (so the next change is told apart). */
      const changedTables = async () => {
        const now = await checksums();
        const changed = [...baseline].filter(([name, sum]) => now.get(name) !== sum).map(([name]) => name);
        baseline = now;
        return changed;
      };
      const failures: string[] = [];
      const notChecked = new Set<string>();
      const validationFirst = new Set<string>();
      const sameAsNothing = new Set<string>();
      const sharedCalls = new Set<string>();
      let refused = 0;
      let calls = 0;
      for (const route of t.app.apiRoutes) {
        if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
        const reads = route.method === 'GET';
        const attackers: (OwnerRole | 'anonymous')[] =
          route.access === 'public'
            ? ['anonymous']
            : OWNER_ROLES.filter((role) => allows(route.access, role));
        for (const attacker of attackers) {
          // Public routes: only reads, anonymously (public writes, e.g. the contact form, create records).
          if (attacker === 'anonymous' && !reads) continue;
          for (const [index, world] of variants(attacker).entries()) {
            const ids = world.ids;
            const built = buildRequest(route, (kind) => ids[kind], Number(ids.project));
            if (built.kinds.size === 0 && built.unknown.size === 0 && !reads) continue;
            // The other variants (a prospect; one's own account with the other's records) only matter to
            // routes about a project or household, and (own account) to routes that also name a user.
            if (index > 0 && !built.kinds.has('project') && !built.kinds.has('customer')) continue;
            if (world.ownAccount && !built.kinds.has('user')) continue;
            const label = `${routeLabel(route)} as ${attacker} on the other ${world.label}`;
            const headers = attacker === 'anonymous' ? {} : bearer(tokens[attacker]);
            const shared = world.ownAccount
              ? undefined
              : SHARED_ON_PURPOSE.find(
                  (entry) =>
                    entry.route.test(routeLabel(route)) && entry.roles.includes(attacker as OwnerRole),
                );
            if (shared && !reads) {
              // Allowed on purpose and it may write: settle what came before, then move the baseline past it.
              const before = await changedTables();
              if (before.length)
                failures.push(`before ${label}: tables changed by refused calls: ${before.join(', ')}`);
            }
            let response = await t.app.inject({ ...built.request, headers });
            calls += 1;
            let full = false;
            if (response.statusCode === 400) {
              full = true;
              // Refused by validation: once more with every optional field (some need "a phone or an e-mail").
              const fuller = buildRequest(route, (kind) => ids[kind], Number(ids.project), { full: true });
              response = await t.app.inject({ ...fuller.request, headers });
              calls += 1;
              // Bodies checked in the handler (no schema): fill the fields the refusal names, once.
              const fields = Object.keys((response.statusCode === 400 && response.json().fields) || {});
              const payload = fuller.request.payload ?? {};
              if (fields.length && typeof payload === 'object' && !fields.some((field) => field in payload)) {
                const named = Object.fromEntries(fields.map((field) => [field, byName(field)[0] ?? 'Essai']));
                response = await t.app.inject({
                  ...fuller.request,
                  payload: { ...payload, ...named },
                  headers,
                });
                calls += 1;
              }
            }
            const status = response.statusCode;
            if (status >= 500) failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
            if (shared) {
              sharedCalls.add(`${routeLabel(route)} as ${attacker}: ${status} (${shared.why})`);
              if (!reads) await changedTables();
              continue;
            }
            if (response.body.includes(MARKER)) {
              failures.push(
                `${label}: the answer (${status}) shows the other's data: ${response.body.slice(0, 300)}`,
              );
            }
            if (built.unknown.size > 0) {
              notChecked.add(`${routeLabel(route)} {${[...built.unknown].join(', ')}}`);
              const missing = buildRequest(route, (kind) => ids[kind], NONEXISTENT_ID);
              const second = await t.app.inject({ ...missing.request, headers });
              if (second.statusCode >= 500) failures.push(`${label} (nonexistent id): ${second.statusCode}`);
            }
            if (built.kinds.size === 0) continue;
            if (status === 401 || status === 403 || status === 404) {
              refused += 1;
            } else if (status === 400 || status === 409 || status === 413 || status === 415) {
              validationFirst.add(
                `${routeLabel(route)} as ${attacker}: ${status} ${response.body.slice(0, 160)}`,
              );
            } else if (status < 300 && reads) {
              // A read may answer what the caller sees (often an empty list): then it must answer exactly
              // as for records that do not exist, so nothing about the other's records shows.
              const nothing = buildRequest(route, () => NONEXISTENT_ID, Number(ids.project), { full });
              const control = await t.app.inject({ ...nothing.request, headers });
              if (control.statusCode === status && control.body === response.body) {
                sameAsNothing.add(`${routeLabel(route)} as ${attacker}`);
              } else {
                failures.push(
                  `${label}: ${status} and an answer that depends on the other's record: ${response.body.slice(0, 200)}`,
                );
              }
            } else if (status < 300) {
              // A write may ignore what is not the caller's (e.g. "mark these notifications read"), changing nothing.
              const changed = await changedTables();
              if (changed.length) failures.push(`${label}: ${status}, and it changed ${changed.join(', ')}`);
              else sameAsNothing.add(`${routeLabel(route)} as ${attacker} (écriture sans effet)`);
            } else if (status < 500) {
              failures.push(`${label}: ${status} instead of 403/404: ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
      const changed = await changedTables();
      const list = (items: Set<string>) => [...items].join('\n  ') || '—';
      console.info(
        `Matrice des rôles : ${calls} appels, ${refused} refus d'accès à autrui.\n` +
          `Sans contrôle de propriété (paramètre inconnu de RECORD_PARAMS) :\n  ${list(notChecked)}\n` +
          `Refusés par la validation avant le contrôle de propriété :\n  ${list(validationFirst)}\n` +
          `Réponse identique à celle d'un enregistrement inexistant :\n  ${list(sameAsNothing)}\n` +
          `Partagés à dessein (SHARED_ON_PURPOSE) :\n  ${list(sharedCalls)}`,
      );
      expect(failures).toEqual([]);
      expect(changed, 'tables changed by refused calls').toEqual([]);
      // The walk is not empty: the ownership check itself ran on many routes (not only validation).
      expect(refused).toBeGreaterThan(100);
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

/**
 * The records an attacker is given: each world as the other owner sees it, then (staff) the other
 * household's records with one's own account as `{user}` (booking oneself on someone else's project).
 */
function variants(attacker: OwnerRole | 'anonymous'): { label: string; ids: Ids; ownAccount: boolean }[] {
  const role = attacker === 'anonymous' ? 'customer' : attacker;
  const list = worlds.map((world) => ({ label: world.label, ids: world.ids[role], ownAccount: false }));
  if (attacker === 'anonymous') return list;
  return [
    ...list,
    ...worlds.map((world) => ({
      label: `${world.label} (avec son propre compte)`,
      ids: { ...world.ids[role], user: own[attacker].user },
      ownAccount: true,
    })),
  ];
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
            (body && body !== JSON.stringify({ error: 403, message: 'Accès refusé' }))
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
