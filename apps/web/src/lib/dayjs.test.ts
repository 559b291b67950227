import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import dayjs from './dayjs';

test('dayjs of lib/dayjs speaks French', () => {
  expect(dayjs.locale()).toBe('fr');
  expect(dayjs('2026-11-22T12:00:00').format('dddd D MMMM YYYY')).toBe('dimanche 22 novembre 2026');
});

test('the app imports dayjs only through lib/dayjs (the French locale is set before any use)', () => {
  const src = path.resolve(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
    });
  const direct = files(src)
    .filter((file) => file !== path.join(src, 'lib', 'dayjs.ts'))
    // Types aside (erased at build): only values carry the locale.
    .filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some(
          (line) => !line.startsWith('import type') && /from ['"]dayjs['"]|import ['"]dayjs\//.test(line),
        ),
    )
    .map((file) => path.relative(src, file));
  expect(direct).toEqual([]);
});
