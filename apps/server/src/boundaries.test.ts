/**
 * Module boundaries (issue 17): a module's `index.ts` is the only file another module may import.
 * `modules/<area>/index.ts` lists what the area offers the others (its services' public functions and
 * types); everything else in the folder is the area's own business and may change without looking
 * outside. app.ts, main.ts, seed, db/, lib/ and plugins/ wire the modules together and may import any
 * file. This test reads the sources and names each import that takes another way, and each import
 * cycle that runs through several modules (an ES module cycle can leave a binding undefined while the
 * modules load).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = __dirname;
const MODULES = path.join(SRC, 'modules');

/** Imports allowed past an index, each with its reason: `importer -> imported` (paths under modules/). */
const EXCEPTIONS: Record<string, string> = {
  // Test fixtures (files to upload, multipart bodies) are no part of the files module's surface: in its
  // index they would be loaded by the server itself.
  '*.test.ts -> files/multipart.test-helper.ts': 'test fixtures',
  // The test checks the menu favorites the session returns against what the shell's table holds.
  'users/current-user-cache.test.ts -> shell/shell.repository.ts': 'reads the table the cache mirrors',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"](\.[^'"]*)['"]/g;

/** Relative imports of `file`, resolved to files; `typeOnly` when erased at compile time. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[3] ?? '');
    const target = [`${base}.ts`, path.join(base, 'index.ts'), base].find(
      (c) => existsSync(c) && statSync(c).isFile(),
    );
    if (!target) return [];
    const names = match[2]?.match(/^\{([\s\S]*)\}$/)?.[1];
    const allTypes = Boolean(
      names
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type ')),
    );
    return [{ target, typeOnly: Boolean(match[1]) || allTypes }];
  });
}

/** `area` of a file under modules/, else undefined. */
const areaOf = (file: string) => {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

const allowed = (importer: string, imported: string) => {
  const from = path.relative(MODULES, importer);
  const to = path.relative(MODULES, imported);
  return (
    `${from} -> ${to}` in EXCEPTIONS || (from.endsWith('.test.ts') && `*.test.ts -> ${to}` in EXCEPTIONS)
  );
};

const files = sourceFiles(SRC);

describe('module boundaries', () => {
  test('a module imports another module only through its index.ts', () => {
    const offending = files.flatMap((file) => {
      const area = areaOf(file);
      if (!area) return [];
      return importsOf(file)
        .filter(({ target }) => {
          const other = areaOf(target);
          return other !== undefined && other !== area && path.basename(target) !== 'index.ts';
        })
        .filter(({ target }) => !allowed(file, target))
        .map(({ target }) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    });
    expect(offending).toEqual([]);
  });

  test('each exception still names an import that exists', () => {
    const used = Object.keys(EXCEPTIONS).filter((exception) => {
      const [from, to] = exception.split(' -> ');
      return files.some(
        (file) =>
          (from === '*.test.ts' ? file.endsWith('.test.ts') : path.relative(MODULES, file) === from) &&
          importsOf(file).some(({ target }) => path.relative(MODULES, target) === to),
      );
    });
    expect(used).toEqual(Object.keys(EXCEPTIONS));
  });

  test('no import cycle runs through several modules (what runs at load, tests aside)', () => {
    const runtime = files.filter((file) => !file.endsWith('.test.ts') && !file.includes('test-helper'));
    const edges = new Map(
      runtime.map((file) => [
        file,
        importsOf(file)
          .filter((i) => !i.typeOnly)
          .map((i) => i.target),
      ]),
    );
    // Tarjan's strongly connected components: each component of two files or more is a cycle.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const cycles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      for (const next of edges.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
        } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let top: string | undefined;
        do {
          top = stack.pop();
          if (top) component.push(top);
        } while (top && top !== file);
        if (component.length > 1) cycles.push(component);
      }
    };
    for (const file of runtime) if (!index.has(file)) visit(file);
    const acrossModules = cycles
      .filter((cycle) => new Set(cycle.map(areaOf)).size > 1)
      .map((cycle) => cycle.map((file) => path.relative(SRC, file)).sort());
    expect(acrossModules).toEqual([]);
  });
});
