/**
 * One way to reach the API (issue 16): every call names its endpoint contract and goes through
 * lib/api-client.ts (`call`, `callOrFailure`, `upload`, `download`, `addressOf`); every query key comes
 * from its feature's factory (`features/<feature>/api/keys.ts`); web tests mock the API through the
 * contracts (test/api-mock.ts). This test reads the sources and names each line that takes another way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const API_CLIENT = path.join('lib', 'api-client.ts');
const API_MOCK = path.join('test', 'api-mock.ts');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [path.relative(SRC, full)] : [];
  });
}

const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file) || file.startsWith(`test${path.sep}`);

/** `file:line: text` for each line of `files` matching `pattern` (comments skipped). */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(SRC, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
  );
}

const all = sourceFiles();
const app = all.filter((file) => !isTest(file) && file !== API_CLIENT);
const tests = all.filter((file) => isTest(file) && file !== API_MOCK && !file.endsWith('.scan.test.ts'));

describe('one way to the API', () => {
  test('no fetch, XMLHttpRequest or raw API helper outside lib/api-client.ts', () => {
    expect(
      offending(app, /(^|[^\w.])fetch\(|window\.fetch|globalThis\.fetch|XMLHttpRequest|apiFetch|apiUpload/),
    ).toEqual([]);
  });

  test('no API address written by hand: paths come from the contracts', () => {
    expect(offending(app, /['"`]\/api(\/|['"`?])/)).toEqual([]);
  });

  test('every query key comes from its feature factory (api/keys.ts)', () => {
    const notFactories = app.filter((file) => !file.endsWith(`${path.sep}api${path.sep}keys.ts`));
    expect(offending(notFactories, /queryKey:\s*\[\s*['"`]/)).toEqual([]);
  });

  test('web tests mock the API through the contracts (mockApi), not fetch by hand', () => {
    expect(offending(tests, /mockFetch\(|stubGlobal\(\s*['"]fetch['"]/)).toEqual([]);
  });
});
