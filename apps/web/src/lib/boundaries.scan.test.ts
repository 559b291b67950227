/**
 * Feature boundaries (issue 17 item 2). app/ composes the features (router, layouts, guards, providers) and
 * may import anything; components/, lib/ and offline/ are shared by all and import no app/. A feature
 * (features/<name>/) imports its own files, the shared folders and, of another feature, only its surface:
 * - its api/ folder (calls, query options, query keys): what most features need of another;
 * - its index.ts, when a component or a model must be shared (auth's sign-in form for the customer area,
 *   appointments' days for notifications). Shared that way rather than moved to components/: they are the
 *   feature's own screens and rules, not generic pieces; what is generic goes to components/ or lib/.
 * A feature never imports app/: the app knows the features, not the other way round. Test helpers shared by
 * several features live in test/. This test reads the imports (static, dynamic, vi.mock) and names each one
 * that takes another way; the exceptions below say why.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = path.resolve(__dirname, '..');

/** `importer -> imported` (paths under src/, without extension) allowed past the rules, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  // These tests render a page the way the app composes it (its route, layout, router or theme): what they
  // check is the page in place, so they import the composition.
  'features/customer-portal/components/project-exchanges.test -> app/clients-router': 'renders the area',
  'features/customer-portal/pages/customer-area-page.test -> app/clients-router': 'renders the area',
  'features/customer-portal/pages/customer-login-page.test -> app/clients-router': 'renders the area',
  'features/preconstruction/pages/logisbox-page.test -> app/theme': 'checks a colour of the theme',
  'features/projects/components/customer-layout.test -> app/routes/customer-layout': 'renders the layout',
  'features/prospects/pages/prospect-sheet-page.test -> app/routes/prospect-sheet': 'renders the route',
  'features/salesmen/pages/salesmen-page.test -> app/routes/salesmen': 'renders the route',
};

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [path.relative(SRC, full)] : [];
  });
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

/** The imports of `file` inside src/, as paths under src/ without extension (`features/x/api/y`). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const target = path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), match[1] ?? ''));
    const isFolder = existsSync(path.join(SRC, target)) && statSync(path.join(SRC, target)).isDirectory();
    return (isFolder ? path.join(target, 'index') : target).replace(/\.(ts|tsx)$/, '');
  });
}

const featureOf = (file: string) => file.match(/^features\/([^/]+)\//)?.[1];
const withoutExtension = (file: string) => file.replace(/\.(ts|tsx)$/, '');
const excepted = (file: string, target: string) => `${withoutExtension(file)} -> ${target}` in EXCEPTIONS;

/** `importer -> imported` for each import of `files` that `refused` refuses, exceptions aside. */
function offending(files: string[], refused: (file: string, target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => refused(file, target) && !excepted(file, target))
      .map((target) => `${withoutExtension(file)} -> ${target}`),
  );
}

const all = sourceFiles();
const features = all.filter((file) => featureOf(file) !== undefined);
const shared = all.filter((file) => /^(components|lib|offline)\//.test(file));

describe('feature boundaries', () => {
  test('no feature imports app/ (the app composes the features)', () => {
    expect(offending(features, (_, target) => target.startsWith('app/'))).toEqual([]);
  });

  test('components/, lib/ and offline/ import no app/', () => {
    expect(offending(shared, (_, target) => target.startsWith('app/'))).toEqual([]);
  });

  test('a feature reaches another only through its api/ or its index.ts', () => {
    expect(
      offending(features, (file, target) => {
        const other = featureOf(target);
        if (other === undefined || other === featureOf(file)) return false;
        const inside = target.slice(`features/${other}/`.length);
        return !inside.startsWith('api/') && inside !== 'index';
      }),
    ).toEqual([]);
  });

  test('each exception still names an import that exists', () => {
    const used = Object.keys(EXCEPTIONS).filter((exception) => {
      const [from, to] = exception.split(' -> ');
      const file = all.find((candidate) => withoutExtension(candidate) === from);
      return file !== undefined && importsOf(file).includes(to ?? '');
    });
    expect(used).toEqual(Object.keys(EXCEPTIONS));
  });
});
