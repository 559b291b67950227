/**
 * The two sides of the A/B tools (ab-search.ts, ab-http.ts), as `--compare` leaves them: the « avant » commit's
 * worktree on its database, this tree on the « après » copy. Environment: AVANT_ROOT, AVANT_URL, APRES_URL;
 * for PGlite (ab-http.ts with KIND=pglite) AVANT_DIR and APRES_DIR, the two data directories a
 * `--compare <commit> --scale <n>` on PGlite leaves in bench/.data.
 */
import path from 'node:path';
import { ROOT } from './options';

export type Side = { name: 'avant' | 'après'; root: string; url: string; dir: string };

export const AB_SIDES: readonly [Side, Side] = [
  {
    name: 'avant',
    root: process.env.AVANT_ROOT ?? path.join(ROOT, 'bench/.data/tree-214b72b4ad'),
    url: process.env.AVANT_URL ?? 'postgres://postgres@127.0.0.1:5432/batir_bench_avant_214b72b4ad',
    dir: process.env.AVANT_DIR ?? '',
  },
  {
    name: 'après',
    root: ROOT,
    url: process.env.APRES_URL ?? 'postgres://postgres@127.0.0.1:5432/batir_bench_apres_214b72b4ad',
    dir: process.env.APRES_DIR ?? '',
  },
];
