import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One access policy (issue 17 item 1): who may do what is decided in packages/shared/src/policy.ts (and read
 * off GET /api/user in the web's lib/user-policy.ts), never by testing a role inline. This scan fails on a
 * role flag read (`.isAdmin`…), a test on the roles list (`roles.includes(…)`, `.some`, `.every`…) or a
 * comparison with a role name (`role === 'admin'`, or in SQL `'admin' = any(roles)`) anywhere else in apps/server/src, apps/web/src and
 * packages/shared/src. Tests and test helpers are left out (their fixtures build users).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

const ROLE = '(admin|technical|salesman|gridOperator|customer|craftsman)';
const PATTERNS: RegExp[] = [
  // A flag read; `repo.isSalesman(tx, id)` (a database look-up) is a call, not a flag.
  /\.is(Admin|Technical|Salesman|GridOperator|Customer|Craftsman)\b(?!\s*\()/,
  /\broles\.(includes|some|every|indexOf|find)\(/,
  new RegExp(`\\b(role|r)\\s*[!=]==\\s*'${ROLE}'`),
  new RegExp(`'${ROLE}'\\s*[!=]==\\s*(role|r)\\b`),
  // The same test written in SQL (`'admin' = any(roles)`): lib/policy-sql.ts derives it from the policy.
  new RegExp(`'${ROLE}'\\s*=\\s*any\\(`),
];

/** The policy itself, and the files allowed a match, each with its reason. */
const ALLOWED: Record<string, string> = {
  'packages/shared/src/policy.ts': 'the policy',
  'packages/shared/src/roles.ts':
    'the roles, their permission sets and the flags of GET /api/user (roleFlags)',
  'apps/web/src/lib/user-policy.ts': "the web's adapter: GET /api/user's flags into the policy's principal",
  'apps/server/src/modules/users/users.service.ts':
    "writes GET /api/user's `user.isAdmin` field from roleFlags: data sent to the web, no decision",
  'apps/server/src/db/seed/demo.ts':
    'the demo seed picks the salespeople it just created to follow its projects',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function offences(): string[] {
  return ROOTS.flatMap((root) => sources(path.join(repo, root))).flatMap((file) => {
    const relative = path.relative(repo, file).split(path.sep).join('/');
    if (relative in ALLOWED) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        PATTERNS.some((pattern) => pattern.test(line)) ? [`${relative}:${index + 1}: ${line.trim()}`] : [],
      );
  });
}

describe('role checks live in the policy only', () => {
  it('finds none outside packages/shared/src/policy.ts and the listed exceptions', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch each kind of inline check', () => {
    const samples = [
      'if (me.acls.roles.isAdmin) return;',
      "if (caller.roles.includes('admin')) return;",
      "caller.roles.some((role) => role === 'technical')",
    ];
    for (const sample of samples) expect(PATTERNS.some((pattern) => pattern.test(sample))).toBe(true);
    expect(PATTERNS.some((pattern) => pattern.test('await repo.isSalesman(tx, id)'))).toBe(false);
  });

  it('lists only exceptions that still exist', () => {
    for (const file of Object.keys(ALLOWED)) expect(statSync(path.join(repo, file)).isFile()).toBe(true);
  });
});
