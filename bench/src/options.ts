/** The command line of `npm run bench` and what follows from it (database, folders). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `shell`: sign-in, current user, 1 MB upload. The two floors (bare route, SQL) run with every suite. */
export const SUITES = ['shell', 'search', 'commercial', 'projects'] as const;
export type Suite = (typeof SUITES)[number];

export type Options = {
  scale: number;
  /** Seconds of each load phase (steady rate, then saturation) and of each SQL floor. */
  duration: number;
  rate: number;
  connections: number;
  suites: Suite[];
  /** One measurement per endpoint (scenarios merged), 20 000 customers, 3 s phases. */
  quick: boolean;
  lighthouse: boolean;
  databaseUrl: string | null;
  kind: 'postgres' | 'pglite';
  pgliteDir: string;
  /**
   * The tree whose server is measured (its seed, main.ts and app): this one, or with --compare the
   * worktree of an earlier commit (compare.ts).
   */
  serverRoot: string;
  /** `--compare <ref>`: the same run on the code of `ref`, then on this code, on the same data (compare.ts). */
  compare: string | null;
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

export function parseOptions(argv: string[] = process.argv.slice(2)): Options {
  const known = [
    '--scale',
    '--duration',
    '--rate',
    '--connections',
    '--suite',
    '--quick',
    '--lighthouse',
    '--compare',
  ];
  const unknown = argv.filter((arg) => arg.startsWith('--') && !known.includes(arg));
  if (unknown.length) fail(`Option inconnue : ${unknown.join(', ')} (options : ${known.join(' ')}).`);
  const quick = argv.includes('--quick');
  const integer = (name: string, fallback: number): number => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return fallback;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1) fail(`--${name} attend un entier positif.`);
    return value;
  };
  const suiteIndex = argv.indexOf('--suite');
  const suite = suiteIndex < 0 ? null : argv[suiteIndex + 1];
  if (suite !== null && !SUITES.includes(suite as Suite)) fail(`--suite attend ${SUITES.join(', ')}.`);
  const scale = integer('scale', quick ? 20_000 : 200_000);
  const compareIndex = argv.indexOf('--compare');
  const compare = compareIndex < 0 ? null : (argv[compareIndex + 1] ?? '');
  if (compare !== null && !/^[\w./~^-]+$/.test(compare))
    fail('--compare attend une référence git (commit, branche).');
  const databaseUrl = process.env.DATABASE_URL || null;
  return {
    scale,
    duration: integer('duration', quick ? 3 : 10),
    rate: integer('rate', 20),
    connections: integer('connections', 2),
    suites: suite ? [suite as Suite] : [...SUITES],
    quick,
    lighthouse: argv.includes('--lighthouse'),
    databaseUrl,
    kind: databaseUrl ? 'postgres' : 'pglite',
    pgliteDir: path.join(ROOT, 'bench/.data', `pglite-${scale}`),
    serverRoot: ROOT,
    compare,
  };
}
