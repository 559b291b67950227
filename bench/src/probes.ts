/**
 * What each suite measures, as probes ready to send (paths, tokens, bodies). The read scenarios come from
 * scenarios.ts; the `shell` suite (sign-in, current user, upload) is built here from the running server.
 */
import { DEMO_PASSWORD } from '@batir/shared/constants';
import type { LoadRequest, Probe } from './load';
import type { Suite } from './options';
import {
  type BenchScenario,
  commercialScenarios,
  type Endpoint,
  projectScenarios,
  SEARCH_SCENARIOS,
  searchScenario,
} from './scenarios';
import { signIn } from './server';
import { uploadBody } from './upload';

/** Staff accounts of the demo data; the sign-in probe cycles through those that sign in. */
const SIGN_IN_ACCOUNTS = [
  'admin@demo.batir.fr',
  'commercial@demo.batir.fr',
  'technique@demo.batir.fr',
  'reseau@demo.batir.fr',
];

export type Tokens = { admin: string; salesman: string };

export async function signInBench(url: string): Promise<Tokens> {
  return {
    admin: await signIn(url, 'admin@demo.batir.fr', DEMO_PASSWORD),
    // The demo salesperson: the scale data gives him his share of the prospects (seed/scale-activity.ts).
    salesman: await signIn(url, 'commercial@demo.batir.fr', DEMO_PASSWORD),
  };
}

/** A browser's headers: the token, and the encodings it accepts (answers above 1 KB come back compressed). */
const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip, deflate, br',
});

function fromScenario(suite: Suite, scenario: BenchScenario, tokens: Tokens): Probe {
  return {
    name: scenario.name,
    description: scenario.description,
    endpoint: scenario.endpoint,
    suite,
    requests: scenario.paths.map((path) => ({
      method: 'GET',
      path,
      headers: bearer(tokens[scenario.as]),
      count: scenario.count,
    })),
  };
}

async function getJson<T>(url: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: bearer(token) });
  if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The projects whose sheets are read (the newest of steps 1 to 3), and the upload's target (older). */
async function projectIds(url: string, token: string): Promise<{ sheets: number[]; upload: number }> {
  const sheets: number[] = [];
  for (const step of [1, 2, 3, 1, 2]) {
    const { list } = await getJson<{ list: { id: number }[] }>(
      url,
      `/api/project?step=${step}&itemsPerPage=10`,
      token,
    );
    const id = list.find((project) => !sheets.includes(project.id))?.id;
    if (id) sheets.push(id);
  }
  // Page 3 of step 3: a project none of the read scenarios opens, so its new attachments change no measure.
  const { list } = await getJson<{ list: { id: number }[] }>(url, '/api/project?step=3&page=3', token);
  const upload = list.find((project) => !sheets.includes(project.id))?.id ?? sheets.at(-1);
  if (!upload) throw new Error('Aucun projet client dans la base : le banc ne peut pas mesurer les fiches.');
  return { sheets, upload };
}

/** The project that receives the uploads (read by run.ts to delete them afterwards). */
export type ShellTarget = { uploadProject: number | null };

/** The probes of one suite, in the order they run. */
export async function probesOf(
  suite: Suite,
  url: string,
  tokens: Tokens,
  target: ShellTarget,
): Promise<Probe[]> {
  if (suite === 'search')
    return SEARCH_SCENARIOS.map((scenario) => fromScenario(suite, searchScenario(scenario), tokens));
  if (suite === 'commercial') {
    const { salesmen } = await getJson<{ salesmen: { id: number }[] }>(
      url,
      '/api/prospect/initData',
      tokens.admin,
    );
    return commercialScenarios(salesmen.map((salesman) => salesman.id)).map((scenario) =>
      fromScenario(suite, scenario, tokens),
    );
  }
  if (suite === 'projects') {
    const { salesmen } = await getJson<{ salesmen: { id: number; name: string }[] }>(
      url,
      '/api/customerInitData',
      tokens.admin,
    );
    const { sheets } = await projectIds(url, tokens.admin);
    // The benchmark's salespeople are the ones of the scale data, not the demo's handful.
    const scale = salesmen.filter((salesman) => salesman.name.includes('Banc'));
    return projectScenarios(
      (scale.length ? scale : salesmen).map((salesman) => salesman.id),
      sheets,
    ).map((scenario) => fromScenario(suite, scenario, tokens));
  }
  return shellProbes(url, tokens, target);
}

/**
 * Sign-in, the current user, and a 1 MB PDF upload. Sign-ins all succeed: the auth service counts only
 * failures against its per-address and per-account limits (10 a minute), so the bench needs no special
 * configuration; an account that would not sign in is left out before the load (at most 4 failures).
 */
async function shellProbes(url: string, tokens: Tokens, target: ShellTarget): Promise<Probe[]> {
  const accounts: string[] = [];
  for (const email of SIGN_IN_ACCOUNTS) {
    try {
      await signIn(url, email, DEMO_PASSWORD);
      accounts.push(email);
    } catch (error) {
      console.warn(`  ${email} laissé de côté : ${(error as Error).message}`);
    }
  }
  if (!accounts.length) throw new Error('Aucun compte de démonstration ne se connecte.');
  const { upload } = await projectIds(url, tokens.admin);
  target.uploadProject = upload;
  const file = uploadBody();
  const login: LoadRequest[] = accounts.map((email) => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }));
  const probe = (endpoint: Endpoint, name: string, description: string, requests: LoadRequest[]): Probe => ({
    name,
    description,
    endpoint,
    suite: 'shell',
    requests,
  });
  return [
    probe('login', 'connexion', `connexion réussie, ${accounts.length} comptes en alternance`, login),
    probe('user', 'utilisateur', 'utilisateur connecté (administrateur puis commercial)', [
      { method: 'GET', path: '/api/user', headers: bearer(tokens.admin) },
      { method: 'GET', path: '/api/user', headers: bearer(tokens.salesman) },
    ]),
    probe('upload', 'envoi-pdf', `PDF valide de 1 Mo joint au projet ${upload} (administrateur)`, [
      {
        method: 'POST',
        path: `/api/attachment/${upload}`,
        headers: { ...bearer(tokens.admin), 'content-type': file.contentType },
        body: file.body,
        count: (body) => (body as { files: unknown[] }).files.length,
      },
    ]),
  ];
}

/**
 * With --quick: one probe per endpoint, its scenarios' requests interleaved (one of each scenario in turn),
 * so a short phase still sends every kind of request.
 */
export function mergeByEndpoint(probes: Probe[]): Probe[] {
  const groups = new Map<Endpoint, Probe[]>();
  for (const probe of probes) groups.set(probe.endpoint, [...(groups.get(probe.endpoint) ?? []), probe]);
  return [...groups.entries()].map(([endpoint, members]) => {
    const requests: LoadRequest[] = [];
    const longest = Math.max(...members.map((member) => member.requests.length));
    for (let index = 0; index < longest; index += 1) {
      for (const member of members) {
        const request = member.requests[index];
        if (request) requests.push(request);
      }
    }
    const first = members[0] as Probe;
    return members.length === 1
      ? first
      : {
          ...first,
          name: endpoint,
          description: `${members.map((member) => member.name).join(', ')} en alternance`,
          requests,
        };
  });
}
