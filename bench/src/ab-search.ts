/**
 * `npx tsx bench/src/ab-search.ts`: the global search's project-group statements, A/B, statement by statement.
 * Each side runs its own tree's repository code on its own database (as `--compare` leaves them: the
 * « avant » database and worktree of a commit, the « après » database and this tree), and the same
 * statement is explained with ANALYZE alternately on each side, N times; the medians of planning and
 * execution are printed, with the tier choice (common or rare). PLANS=1 prints each plan once.
 *
 * Found the statistics target lost by the move of the search text (migration 0063, bench/README.md).
 * Environment: AVANT_ROOT, AVANT_URL, APRES_URL (ab-sides.ts),
 * TERMS (comma-separated), N (default 25), SALESMAN=1 (the groups of the demo salesperson, as the
 * « commercial » scenario searches, instead of the admin's).
 */
import { AB_SIDES, type Side } from './ab-sides';

const sides = AB_SIDES;
const terms = (process.env.TERMS ?? 'martin,lefev,hélène lef,tours,06 12,du,zzyzx,dupont').split(',');
const N = Number(process.env.N ?? 25);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// Each side's own modules (its drizzle, its repository), loaded from its tree.
// biome-ignore lint/suspicious/noExplicitAny: modules of another tree, typed by that tree
type Loaded = { side: Side; repo: any; service: any; sql: any; database: any; captured: unknown[] };
const loaded: Loaded[] = [];
for (const side of sides) {
  const client = await import(`${side.root}/apps/server/src/db/client.ts`);
  const repo = await import(`${side.root}/apps/server/src/modules/search/search.repository.ts`);
  const service = await import(`${side.root}/apps/server/src/modules/search/search.service.ts`);
  const { sql } = await import(`${side.root}/node_modules/drizzle-orm/index.js`);
  const database = await client.openDatabase({ kind: 'postgres', url: side.url });
  loaded.push({ side, repo, service, sql, database, captured: [] });
}

/** The demo salesperson's id on a side when SALESMAN is set (his own projects; he leads no team). */
const salesmanIds = async (l: Loaded) => {
  if (!process.env.SALESMAN) return undefined;
  const { rows } = await l.database.db.execute(
    l.sql`select id from users where email = 'commercial@demo.batir.fr'`,
  );
  return [Number((rows[0] as { id: number }).id)];
};

const planLines = async (l: Loaded, query: unknown, options: string) =>
  (
    (await l.database.db.execute(l.sql`explain (${l.sql.raw(options)}) ${query}`)).rows as Record<
      string,
      string
    >[]
  ).map((row) => row['QUERY PLAN'] ?? '');

for (const term of terms)
  for (const isProspect of [false, true]) {
    const statements: { l: Loaded; query: unknown; common: boolean }[] = [];
    for (const l of loaded) {
      const input = await l.service.searchInput(l.database.db, term, false);
      if (!input) continue;
      const group = { isProspect, salesmanIds: await salesmanIds(l) };
      const [common = false] = await l.repo.probeCommonTerms(l.database.db, input, [group]);
      // The statement the repository would send, captured instead of run.
      const capturing = {
        execute: (query: unknown) => {
          l.captured.push(query);
          return Promise.resolve({ rows: [] });
        },
      };
      l.captured.length = 0;
      await l.repo.searchCustomerProjects(capturing, input, group, common);
      statements.push({ l, query: l.captured[0], common });
    }
    const times = statements.map(() => ({ plan: [] as number[], exec: [] as number[] }));
    for (let i = 0; i < N + 3; i++)
      for (const [k, st] of statements.entries()) {
        const lines = await planLines(st.l, st.query, 'analyze, summary, timing off, costs off');
        const ms = (name: string) => Number(lines.find((x) => x.startsWith(name))?.match(/([\d.]+) ms/)?.[1]);
        if (i < 3) continue;
        times[k]?.plan.push(ms('Planning Time'));
        times[k]?.exec.push(ms('Execution Time'));
      }
    if (process.env.PLANS)
      for (const st of statements)
        console.log(
          `--- ${st.l.side.name} « ${term} » ${isProspect ? 'prospects' : 'clients'}\n${(await planLines(st.l, st.query, 'analyze, costs off')).join('\n')}`,
        );
    const cells = statements.map(
      (st, k) =>
        `${st.l.side.name} (${st.common ? 'common' : 'rare'}) plan ${median(times[k]?.plan ?? []).toFixed(3)} exec ${median(times[k]?.exec ?? []).toFixed(3)}`,
    );
    console.log(`${term.padEnd(12)} ${isProspect ? 'prospects' : 'clients  '} ${cells.join(' | ')}`);
  }
for (const l of loaded) await l.database.close();
