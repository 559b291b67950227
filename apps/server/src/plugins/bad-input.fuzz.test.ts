import { type Permission, permissionsOf, ROLES, type Role } from '@batir/shared/roles';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  bearer,
  createTestApp,
  type DemoRole,
  login,
  nextIp,
  sqlRows,
  type TestApp,
} from '../../test/helpers';
import type { Access } from './access';

/**
 * Bad input, generated (issue 7 item 6): every API route that declares a request schema receives
 * invalid requests — wrong types, missing fields, huge strings and numbers, negative or non-digit ids,
 * unicode, SQL and HTML payloads, malformed JSON, wrong content types — from an account its access
 * policy lets through, so the request reaches validation. Each answer must be a 4xx `{ error, message }`
 * in French, never a 500 nor a stack trace, and no table may change. Routes are read from
 * `app.apiRoutes`, so a route added later is fuzzed without editing this file.
 */

/** Fixed, so a failure replays; `FUZZ_SEED=… npx vitest run <this file>` explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Each route its own fixed sequence, whatever routes are added before it. */
function seedOf(route: string): number {
  let hash = SEED;
  for (const char of route) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return Math.abs(hash);
}
/** Runs per route and attack; the public routes and the main free-text forms get more. */
const RUNS = 6;
const KEY_ROUTE_RUNS = 25;
const KEY_ROUTES = new Set([
  'POST /api/auth/login',
  'GET /api/token/refresh',
  'POST /api/prospect',
  'GET /api/prospects',
  'GET /api/search/global/:term',
  'POST /api/comment',
  'POST /api/announcement',
  'PUT /api/user/:id',
]);

/**
 * Tables left out of the before/after comparison: none. Every table is compared, audit log, sessions,
 * refresh tokens and sign-in failures included (the sign-ins of this file happen before the first
 * checksum). Add a table here only if refusing a request must legitimately write to it, and say why.
 */
const VOLATILE_TABLES = new Set<string>([]);

type Part = 'params' | 'querystring' | 'body';
type RouteUnderTest = {
  method: string;
  url: string;
  role: DemoRole;
  /** Reachable without signing in: anyone on the internet can send it anything. */
  isPublic: boolean;
  schemas: Partial<Record<Part, ZodType>>;
};

let t: TestApp;
const tokens = new Map<DemoRole, string>();
let routes: RouteUnderTest[] = [];

// ---------------------------------------------------------------------------------------------------
// Schemas and routes

function isZod(value: unknown): value is ZodType {
  return typeof (value as ZodType | undefined)?.safeParse === 'function';
}

type Def = { type: string; innerType?: ZodType; in?: ZodType; shape?: Record<string, ZodType> };
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape behind optional/default/pipe wrappers, or null when the part is not an object. */
function shapeOf(schema: ZodType): Record<string, ZodType> | null {
  let current: ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape ?? null;
    current = def.innerType ?? def.in;
  }
  return null;
}

/** Access rules mirror the policy in access.ts: one role or permission of the list is enough. */
function allows(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const permissions = permissionsOf([role]);
  return access.some((item) => item === role || permissions.has(item as Permission));
}

/** Administrators first (the brief), another demo account only when the route is not theirs. */
function roleFor(access: Access): DemoRole | null {
  const order: DemoRole[] = ['admin', ...ROLES.filter((role): role is DemoRole => role !== 'admin')];
  return order.find((role) => allows(access, role)) ?? null;
}

function collectRoutes(): RouteUnderTest[] {
  const result: RouteUnderTest[] = [];
  for (const route of t.app.apiRoutes) {
    if (route.method === 'HEAD' || route.url.includes('*')) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const schemas: Partial<Record<Part, ZodType>> = {};
    for (const part of ['params', 'querystring', 'body'] as const) {
      const candidate = schema[part];
      if (isZod(candidate)) schemas[part] = candidate;
    }
    if (Object.keys(schemas).length === 0) continue;
    const role = roleFor(route.access);
    if (!role) continue;
    result.push({ method: route.method, url: route.url, role, isPublic: route.access === 'public', schemas });
  }
  return result;
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** A value every validator accepts for a path parameter (ids, enum members), used beside a bad body. */
function plausibleParams(route: RouteUnderTest): Record<string, string> {
  const names = paramNames(route.url);
  const shape = route.schemas.params ? shapeOf(route.schemas.params) : null;
  const params: Record<string, string> = {};
  for (const name of names) {
    const schema = shape?.[name];
    const enumValues = schema ? enumOptions(schema) : [];
    const candidates = ['999999', ...enumValues, 'abc', '2026-01-01', '75001', 'Paris'];
    params[name] = candidates.find((value) => (schema ? schema.safeParse(value).success : true)) ?? '999999';
  }
  return params;
}

function enumOptions(schema: ZodType): string[] {
  let current: ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = defOf(current) as Def & { entries?: Record<string, string> };
    if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
    current = def.innerType ?? def.in;
  }
  return [];
}

function wellFormed(value: string): string {
  return (value as string & { toWellFormed(): string }).toWellFormed();
}

function buildUrl(url: string, params: Record<string, string>, query: Record<string, unknown> | null) {
  let path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(wellFormed(params[name] ?? '')),
  );
  if (query) {
    const pairs: string[] = [];
    for (const [key, value] of Object.entries(query)) {
      for (const item of [value].flat())
        pairs.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(String(item)))}`);
    }
    if (pairs.length) path += `?${pairs.join('&')}`;
  }
  return path;
}

// ---------------------------------------------------------------------------------------------------
// Generators

const HUGE_STRING = 'é'.repeat(70_000);
const hostileConstants = [
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '0x1F',
  '99999999999999999999',
  '2147483648',
  '9223372036854775808',
  '-2147483649',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "1' OR '1'='1",
  "'; DROP TABLE users; --",
  "' UNION SELECT password_hash FROM users --",
  '1; select pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  'Ω≈ç√∫˜µ≤≥÷ 田中さん 𝕳𝖊𝖑𝖑𝖔 🏠🧱',
  '\t\r\n',
  '{{7*7}}',
  // A server-side template expression, as a literal string.
  `$${'{'}7*7}`,
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
  HUGE_STRING,
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileConstants) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 300, maxLength: 600 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a careless or hostile client could send in place of the expected one. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** Keys of the expected object, some dropped, some extra, each holding a hostile value. */
function hostileObject(shape: Record<string, ZodType> | null, value: fc.Arbitrary<unknown>) {
  const keys = Object.keys(shape ?? {});
  const known = keys.length
    ? fc
        .subarray(keys)
        .chain((picked) =>
          fc
            .tuple(...picked.map((key) => value.map((v) => [key, v] as const)))
            .map((entries) => Object.fromEntries(entries)),
        )
    : fc.constant({});
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'isAdmin', 'x'), value, {
    maxKeys: 2,
  });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }) as Record<string, unknown>);
}

/** A path parameter value that cannot name an existing row (no small positive integer). */
const hostileParam = hostileString.filter((value) => {
  const number = Number(value);
  return !(Number.isInteger(number) && number > 0 && number < 2 ** 31);
});

type Attack =
  | { kind: 'params'; params: Record<string, string> }
  | { kind: 'querystring'; query: Record<string, unknown> }
  | { kind: 'body'; body: unknown }
  | { kind: 'rawBody'; contentType: string; payload: string };

function attacksFor(route: RouteUnderTest): fc.Arbitrary<Attack>[] {
  const attacks: fc.Arbitrary<Attack>[] = [];
  const { params, querystring, body } = route.schemas;
  const names = paramNames(route.url);
  if (params && names.length) {
    attacks.push(
      fc
        .tuple(...names.map((name) => hostileParam.map((value) => [name, value] as const)))
        .map((entries) => ({ kind: 'params' as const, params: Object.fromEntries(entries) })),
    );
  }
  if (querystring) {
    const shape = shapeOf(querystring);
    const value = fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 }));
    attacks.push(hostileObject(shape, value).map((query) => ({ kind: 'querystring' as const, query })));
  }
  if (body) {
    const shape = shapeOf(body);
    attacks.push(
      fc
        .oneof(hostileObject(shape, hostileJson), hostileJson)
        .map((value) => ({ kind: 'body' as const, body: value })),
    );
    attacks.push(
      fc
        .record({
          contentType: fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/octet-stream',
          ),
          payload: fc.constantFrom(
            '{"a":',
            '{',
            "{'a': 1}",
            '[1,2',
            'null',
            '"texte"',
            '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
            'a=1&b=2',
            '\u0000\u0001\u0002',
            '{"__proto__":{"isAdmin":true}}',
            `{"x":"${'é'.repeat(300_000)}"`,
          ),
        })
        .map((raw) => ({ kind: 'rawBody' as const, ...raw })),
    );
  }
  return attacks;
}

/** Whether the route's own schemas refuse this request, so validation must answer before any handler. */
function refusedBySchema(route: RouteUnderTest, attack: Attack): boolean {
  const { params, querystring, body } = route.schemas;
  switch (attack.kind) {
    case 'params':
      return params ? !params.safeParse(attack.params).success : false;
    case 'querystring':
      return querystring ? !querystring.safeParse(attack.query).success : false;
    case 'body':
      return body ? !body.safeParse(attack.body).success : false;
    case 'rawBody': {
      // What Fastify's own parsers would hand to the validator; other media types are refused (415).
      const essence = attack.contentType.split(';')[0]?.trim();
      if (essence === 'text/plain') return body ? !body.safeParse(attack.payload).success : false;
      if (essence !== 'application/json') return true;
      try {
        return body ? !body.safeParse(JSON.parse(attack.payload)).success : false;
      } catch {
        return true;
      }
    }
  }
}

function requestFor(route: RouteUnderTest, attack: Attack): InjectOptions {
  const params = attack.kind === 'params' ? attack.params : plausibleParams(route);
  const query = attack.kind === 'querystring' ? attack.query : null;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: buildUrl(route.url, params, query),
    headers: { ...bearer(tokens.get(route.role) ?? '') },
    remoteAddress: nextIp(),
  };
  if (attack.kind === 'body') {
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    options.payload = JSON.stringify(attack.body) ?? 'null';
  } else if (attack.kind === 'rawBody') {
    options.headers = { ...options.headers, 'content-type': attack.contentType };
    options.payload = attack.payload;
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------
// What every answer must look like

/** English words zod, Fastify or Node would put in an untranslated message. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|unexpected|cannot|too (big|small|long|short)|not found|bad request|internal server)\b/i;
/** The sentence without the quoted values it lists (enum members may be English words). */
const prose = (message: unknown) => String(message).replace(/"[^"]*"/g, '');
/** A stack frame or a source path. */
const STACK = /(\bat \S+ \(|\bat (file|node):|\/work\/|node_modules|\.tsx?:\d+|\.m?js:\d+|Error: )/;

function describeRequest(options: InjectOptions) {
  const payload = typeof options.payload === 'string' ? options.payload.slice(0, 200) : '';
  return `${options.method} ${String(options.url).slice(0, 300)} ${payload}`;
}

function expectFrenchRefusal(response: LightMyRequestResponse, options: InjectOptions, mustRefuse: boolean) {
  const where = describeRequest(options);
  expect(response.statusCode, `${where} → ${response.body.slice(0, 500)}`).toBeLessThan(500);
  expect(response.body, where).not.toMatch(STACK);
  if (mustRefuse) {
    expect(response.statusCode, `${where} → ${response.body.slice(0, 500)}`).toBeGreaterThanOrEqual(400);
    // Refused before the handler: the caller was allowed in, so neither 401 nor 403.
    expect([401, 403], `${where} → ${response.body.slice(0, 500)}`).not.toContain(response.statusCode);
  }
  if (response.statusCode < 400) return;
  const answer = `${where} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  const body = response.json() as { error: unknown; message: unknown; fields?: Record<string, unknown> };
  expect(typeof body.error === 'number' && body.error !== 0, answer).toBe(true);
  expect(typeof body.message === 'string' && body.message.length > 0, answer).toBe(true);
  expect(prose(body.message), answer).not.toMatch(ENGLISH);
  for (const message of Object.values(body.fields ?? {})) {
    expect(typeof message, answer).toBe('string');
    expect(prose(message), answer).not.toMatch(ENGLISH);
  }
}

// ---------------------------------------------------------------------------------------------------
// Stored data

async function tableChecksums(): Promise<Map<string, string>> {
  const tables = await sqlRows<{ name: string }>(
    t.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const sums = new Map<string, string>();
  // One statement for all tables: cheap enough to run after every route.
  const parts = tables
    .filter(({ name }) => !VOLATILE_TABLES.has(name))
    .map(
      ({ name }) =>
        `select '${name}' as name, coalesce(md5(string_agg(x::text, '' order by x::text)), '') as sum from "${name}" x`,
    );
  const rows = await sqlRows<{ name: string; sum: string }>(
    t.database.db,
    sql.raw(parts.join(' union all ')),
  );
  for (const row of rows) sums.set(row.name, row.sum);
  return sums;
}

function changedTables(before: Map<string, string>, after: Map<string, string>) {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}

// ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp();
  routes = collectRoutes();
  for (const role of new Set(routes.map((route) => route.role))) {
    tokens.set(role, (await login(t.app, role)).accessToken);
  }
}, 120_000);
afterAll(() => t?.close());

describe('generated bad input on every route with a request schema', () => {
  it('finds the routes from the server itself', () => {
    // The route table is the source: a new route with a schema is fuzzed without editing this file.
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((route) => route.url === '/api/auth/login' && route.schemas.body)).toBe(true);
    expect(routes.some((route) => route.schemas.params)).toBe(true);
    expect(routes.some((route) => route.schemas.querystring)).toBe(true);
  });

  it('answers a French 4xx, never a 500 nor a stack trace, and changes no stored data', async () => {
    const failures: string[] = [];
    const before = await tableChecksums();
    let previous = before;
    let requests = 0;
    /** Requests the schemas accept (reads, ids that name no row): they reach the handlers and the database. */
    let reachedHandlers = 0;
    for (const route of routes) {
      const runs = KEY_ROUTES.has(`${route.method} ${route.url}`) || route.isPublic ? KEY_ROUTE_RUNS : RUNS;
      for (const [attackIndex, attack] of attacksFor(route).entries()) {
        const result = await fc.check(
          fc.asyncProperty(attack, async (generated) => {
            const mustRefuse = refusedBySchema(route, generated);
            // Requests the schema would accept are only sent where they cannot write: reads, and
            // path parameters that name no row.
            if (!mustRefuse && route.method !== 'GET' && generated.kind !== 'params') return;
            const options = requestFor(route, generated);
            requests += 1;
            if (!mustRefuse) reachedHandlers += 1;
            const response = await t.app.inject(options);
            expectFrenchRefusal(response, options, mustRefuse);
          }),
          { seed: seedOf(`${route.method} ${route.url}`) + attackIndex, numRuns: runs, endOnFailure: true },
        );
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url} [${attackIndex}] ${String(result.errorInstance ?? '').slice(0, 1500)}`,
          );
        }
      }
      // Which route wrote, if one did.
      const now = await tableChecksums();
      const changed = changedTables(previous, now);
      if (changed.length) failures.push(`${route.method} ${route.url} a modifié : ${changed.join(', ')}`);
      previous = now;
    }
    const after = await tableChecksums();
    expect(requests).toBeGreaterThan(routes.length);
    expect(reachedHandlers).toBeGreaterThan(50);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
  }, 600_000);
});
