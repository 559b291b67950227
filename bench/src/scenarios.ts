/**
 * Global search scenarios: what staff type in the search overlay. Terms are drawn from the vocabulary
 * of the scale generator (apps/server/src/db/seed/scale.ts), so each one finds what it would in a real
 * customer base: common and rare names, with and without accents, phone fragments typed with spaces or
 * dots, e-mail parts, towns, one or two letters (the search starts at the first key), and misses.
 */
export type Scenario = {
  name: string;
  description: string;
  terms: string[];
  withArchived?: boolean;
  /** Who types: the admin (default) sees everyone's records, a salesperson only his own (no craftsmen). */
  as?: 'admin' | 'salesman';
};

/**
 * The endpoints of the summary table (issue 7): each scenario measures one of them, and the endpoint's row
 * merges its scenarios. `read`: a read, whose SQL floor is measured and whose p95 has a target (`targetP95`).
 */
export const ENDPOINTS = {
  login: { label: 'connexion', route: 'POST /api/auth/login', read: false, targetP95: null },
  user: { label: 'utilisateur connecté', route: 'GET /api/user', read: true, targetP95: 30 },
  search: { label: 'recherche globale', route: 'GET /api/search/global/{terme}', read: true, targetP95: 20 },
  prospects: { label: 'liste des prospects', route: 'GET /api/prospects', read: true, targetP95: 30 },
  summary: { label: 'compteurs du récapitulatif', route: 'GET /api/user/summary', read: true, targetP95: 30 },
  projects: { label: 'liste des projets', route: 'GET /api/project', read: true, targetP95: 30 },
  sheet: {
    label: 'fiche projet',
    route: 'GET /api/project/sheet/{id} et /{id}/preconstruction',
    read: true,
    targetP95: 30,
  },
  upload: {
    label: 'envoi d’un PDF de 1 Mo',
    route: 'POST /api/attachment/{projet}',
    read: false,
    targetP95: null,
  },
} as const satisfies Record<
  string,
  { label: string; route: string; read: boolean; targetP95: number | null }
>;
export type Endpoint = keyof typeof ENDPOINTS;

/** What a scenario sends (GET requests), as whom, and how many results one answer holds (checked before the load). */
export type BenchScenario = {
  name: string;
  description: string;
  endpoint: Endpoint;
  as: 'admin' | 'salesman';
  paths: string[];
  count: (body: unknown) => number;
};

export const searchPath = (term: string, withArchived = false) =>
  `/api/search/global/${encodeURIComponent(term)}?withArchived=${withArchived ? 1 : 0}`;

type SearchAnswer = {
  customerList: unknown[];
  prospectList: unknown[];
  craftsmanList: unknown[];
  houseList: { children: unknown[] }[];
};

/** A search scenario as its user types it (the admin also sees craftsmen: the four groups). */
export const searchScenario = (scenario: Scenario): BenchScenario => ({
  name: scenario.name,
  description: scenario.description,
  endpoint: 'search',
  as: scenario.as ?? 'admin',
  paths: scenario.terms.map((term) => searchPath(term, scenario.withArchived)),
  count: (body) => {
    const answer = body as SearchAnswer;
    return (
      answer.customerList.length +
      answer.prospectList.length +
      answer.craftsmanList.length +
      answer.houseList.reduce((sum, group) => sum + group.children.length, 0)
    );
  },
});

export const SEARCH_SCENARIOS: Scenario[] = [
  {
    name: 'nom-partiel',
    description: 'début ou milieu de nom, sans accent ni majuscule',
    terms: [
      'lefev',
      'guerin',
      'helene',
      'francois',
      'menard',
      'leveq',
      'chevall',
      'rousse',
      'blanch',
      'prevo',
    ],
  },
  {
    name: 'nom-accents',
    description: 'nom ou prénom avec accents et majuscules, prénom + nom',
    terms: [
      'Lefèvre',
      'Hélène',
      'Guérin',
      'Noël',
      'Béatrice Lemaître',
      'hélène lef',
      'Théo Martin',
      'Lévêque',
    ],
  },
  {
    name: 'nom-frequent',
    description: 'nom très répandu (des milliers de dossiers)',
    terms: ['martin', 'Bernard', 'thomas', 'petit', 'durand', 'camille'],
  },
  {
    name: 'telephone',
    description: 'morceau de téléphone, avec espaces, points ou +33',
    terms: ['06 12', '0612', '06 71 85', '07.45.66', '+33 6 23 65', '02 47', '45 66 50', '0671859776'],
  },
  {
    name: 'e-mail',
    description: "partie d'adresse e-mail",
    terms: ['valerie.guichard', 'chloe.perrier@', 'pierre.morin15', 'orange.fr', '@free', 'marie.bourgeois'],
  },
  {
    name: 'ville',
    description: 'ville ou code postal, avec ou sans accents',
    terms: ['tours', 'Joué-lès-Tours', 'chateauroux', 'saint-nazaire', 'ponts-de-ce', '37000', 'la fleche'],
  },
  {
    name: 'court',
    description: 'une ou deux lettres (la recherche part dès la première touche)',
    terms: ['a', 'm', 'du', 'le', 'gu', 'x', 'é'],
  },
  {
    name: 'sans-resultat',
    description: 'aucun dossier ne correspond',
    terms: ['zzyzx', 'kowalczyk', 'qwerty', '09 99 99 99 99', 'xq', 'maison introuvable'],
  },
  {
    name: 'fautes-de-frappe',
    description:
      'une ou deux fautes de frappe, ou l’orthographe d’un nom qui se dit pareil (palier tolérant)',
    terms: ['Lefebre', 'Duprnt', 'Gotier', 'martn', 'Bernrad', 'hélène lefebre', 'Rousau', 'chevalir'],
  },
  {
    name: 'archives',
    description: 'noms et villes, archivés compris (Voir les archivés)',
    terms: ['lefev', 'martin', 'tours', '0612', 'du'],
    withArchived: true,
  },
  {
    name: 'commercial',
    description: 'un commercial : ses seuls clients et prospects (noms, téléphone, ville, lettres)',
    terms: ['martin', 'lefev', 'hélène', '06 12', 'tours', 'du', 'zzyzx', 'Bernard'],
    as: 'salesman',
  },
];

/** Terms whose query plans are written next to the results (one per kind of search). */
export const PLAN_TERMS = ['martin', 'lefev', 'hélène lef', 'tours', '06 12', 'du', 'zzyzx'];

const prospectTotal = (body: unknown) => (body as { total: number }).total;
const summaryTotal = (body: unknown) =>
  (body as { summary: { prospect: { total: number } } }).summary.prospect.total;

/**
 * The commercial screens (issue 5): the prospect list with its filters, as a salesperson (his own
 * prospects) and as an admin (everyone's, or some salespeople's), and the summary counters.
 * `salesmanIds` are the advisers of the scale data, read from GET /api/prospect/initData.
 */
export function commercialScenarios(salesmanIds: number[]): BenchScenario[] {
  const some = salesmanIds.slice(0, 2).join(',');
  return [
    {
      name: 'prospects-commercial',
      endpoint: 'prospects',
      description: 'ses prospects : toutes tuiles, chaque tuile, page 3',
      as: 'salesman',
      paths: [
        '/api/prospects',
        '/api/prospects?tile=toContact',
        '/api/prospects?tile=inContact',
        '/api/prospects?tile=appointment',
        '/api/prospects?tile=appointmentMore',
        '/api/prospects?offset=40',
      ],
      count: prospectTotal,
    },
    {
      name: 'prospects-recherche',
      endpoint: 'prospects',
      description: 'ses prospects filtrés par nom, ville ou téléphone',
      as: 'salesman',
      paths: ['martin', 'lefev', 'tours', '06 12', 'hélène'].map(
        (term) => `/api/prospects?search=${encodeURIComponent(term)}`,
      ),
      count: prospectTotal,
    },
    {
      name: 'prospects-admin',
      endpoint: 'prospects',
      description: 'tous les prospects : sans filtre, par commerciaux, tuile, leads, archivés',
      as: 'admin',
      paths: [
        '/api/prospects',
        `/api/prospects?userIds=${some}`,
        `/api/prospects?userIds=${some}&tile=inContact`,
        '/api/prospects?tile=appointment',
        '/api/prospects/website?type=website',
        '/api/prospects?archived=1',
      ],
      count: prospectTotal,
    },
    {
      name: 'recap-commercial',
      endpoint: 'summary',
      description: 'compteurs du récapitulatif (GET /api/user/summary), ses dossiers',
      as: 'salesman',
      paths: ['/api/user/summary'],
      count: summaryTotal,
    },
    {
      name: 'recap-admin',
      endpoint: 'summary',
      description: 'compteurs du récapitulatif, tous les dossiers',
      as: 'admin',
      paths: ['/api/user/summary'],
      count: summaryTotal,
    },
  ];
}

const projectTotal = (body: unknown) => (body as { total: number }).total;

/**
 * The project list (issue 6): customer projects by step and building-permit tile, searched, filtered by
 * salespeople, as an admin (all 200 000) and as a salesperson (his own); then a project's sheet and its
 * pre-construction screen. `salesmanIds` come from GET /api/customerInitData, `projectIds` from the list.
 */
export function projectScenarios(salesmanIds: number[], projectIds: number[]): BenchScenario[] {
  const some = salesmanIds.slice(0, 2).join(',');
  const sheets = projectIds.slice(0, 5);
  return [
    {
      name: 'projets-admin',
      endpoint: 'projects',
      description: 'tous les projets : toutes étapes, étape, étape + tuile, tuile, page 5',
      as: 'admin',
      paths: [
        '/api/project',
        '/api/project?step=1',
        '/api/project?step=1&tile=bpInProgress',
        '/api/project?step=2&tile=bpFinished',
        '/api/project?tile=bpInstruction',
        '/api/project?step=3&page=5',
      ],
      count: projectTotal,
    },
    {
      name: 'projets-commerciaux',
      endpoint: 'projects',
      description: 'filtrés par deux commerciaux, avec étape et tuile',
      as: 'admin',
      paths: [
        `/api/project?salesmen=${some}`,
        `/api/project?salesmen=${some}&step=1`,
        `/api/project?salesmen=${some}&step=1&tile=waitingBpElements`,
        `/api/project?salesmen=${some}&tile=bpFinished`,
      ],
      count: projectTotal,
    },
    {
      name: 'projets-commercial',
      endpoint: 'projects',
      description: 'ses projets : toutes étapes, étape, étape + tuile, page 2',
      as: 'salesman',
      paths: [
        '/api/project',
        '/api/project?step=1',
        '/api/project?step=1&tile=bpInstruction',
        '/api/project?step=2&page=2',
      ],
      count: projectTotal,
    },
    {
      name: 'projets-tri',
      endpoint: 'projects',
      description: 'ses projets triés par client, par nom de projet, par date (tri sur une colonne)',
      as: 'salesman',
      paths: [
        '/api/project?sort=customer&order=asc',
        '/api/project?sort=name&order=desc&step=2',
        '/api/project?sort=createdAt&order=asc&step=1',
      ],
      count: projectTotal,
    },
    {
      name: 'projets-recherche',
      endpoint: 'projects',
      description: 'recherche par nom, ville ou téléphone, avec ou sans étape',
      as: 'admin',
      paths: ['martin', 'lefev', 'tours', '06 12', 'hélène'].flatMap((term) => [
        `/api/project?search=${encodeURIComponent(term)}`,
        `/api/project?step=1&search=${encodeURIComponent(term)}`,
      ]),
      count: projectTotal,
    },
    {
      name: 'fiche-projet',
      endpoint: 'sheet',
      description:
        'fiche du projet (GET /api/project/sheet/{id}) et avant-projet (GET /api/project/{id}/preconstruction)',
      as: 'admin',
      paths: sheets.flatMap((id) => [`/api/project/sheet/${id}`, `/api/project/${id}/preconstruction`]),
      count: () => 1,
    },
  ];
}
