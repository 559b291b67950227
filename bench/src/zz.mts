import { load } from './load';
import { SEARCH_SCENARIOS, searchPath } from './scenarios';
const base = 'http://127.0.0.1:4011';
async function signIn(email: string) { const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo1234!' }) }); return ((await r.json()) as any).token.accessToken as string; }
const admin = await signIn('admin@demo.batir.fr'); const sales = await signIn('commercial@demo.batir.fr');
const reqs = SEARCH_SCENARIOS.flatMap((s) => s.terms.map((t) => ({ method: 'GET' as const, path: searchPath(t, s.withArchived), headers: { authorization: `Bearer ${s.as === 'salesman' ? sales : admin}` } })));
const run = await load(base, reqs, { seconds: 15, connections: 2 });
console.log('req', run.latencies.length, 'per s', (run.latencies.length / run.elapsed).toFixed(0));
