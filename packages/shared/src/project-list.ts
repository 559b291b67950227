/**
 * The project list "in 3 steps" with its building-permit tiles (issue 6 §1; spec 3 §3 Project "Project
 * list tiles", §7 Projects `GET /project` and `PUT /project/{id}/archive`, §9 page size 100).
 */
import { z } from 'zod';

export const PROJECT_LIST_PAGE_SIZE = 100;
/**
 * A search is counted up to this many projects: past it (a word as common as a town name) the list says
 * « plus de 1 000 » and leaves the tiles uncounted, rather than read most of the table for the number.
 */
export const PROJECT_SEARCH_COUNT_CAP = 1000;

/** Building-permit tiles of the project list (column project_permits.bp_tile). */
export const BP_TILES = ['waitingBpElements', 'bpInProgress', 'bpInstruction', 'bpFinished'] as const;
export type TBpTile = (typeof BP_TILES)[number];
export const BP_TILE_LABELS: Record<TBpTile, string> = {
  waitingBpElements: "En attente d'éléments PC",
  bpInProgress: 'PC en cours',
  bpInstruction: 'PC en instruction',
  bpFinished: 'PC obtenu',
};

/** Project steps (spec 3 §9: 1 to 3); step 1 is pre-construction. */
export const PROJECT_STEPS = [1, 2, 3] as const;
export type TProjectStep = (typeof PROJECT_STEPS)[number];
/**
 * The one name of each step, on every screen, chip, filter, e-mail and history line. The spec's words:
 * « pre-construction » for step 1, « construction » for the others (spec 1 §4), told apart by their trades.
 */
export const PROJECT_STEP_LABELS: Record<TProjectStep, string> = {
  1: 'Pré-construction',
  2: 'Construction : gros œuvre',
  3: 'Construction : second œuvre',
};
export const projectStepLabel = (step: number) =>
  PROJECT_STEP_LABELS[step as TProjectStep] ?? `Étape ${step}`;
/** Steps 2 and 3 together (the summary counter, the list filter), the spec's « construction ». */
export const CONSTRUCTION_STEPS_LABEL = 'Construction';
/**
 * The construction steps (2 and 3) together: the list's `step=construction`, which the summary's
 * « Construction » counter opens (issue 15: a counter equals the total of the list it opens).
 */
export const CONSTRUCTION_STEPS = 'construction';
export type TProjectStepFilter = TProjectStep | typeof CONSTRUCTION_STEPS;

/** Overall state of a project (`PUT /api/project/{id}/setState`). */
export const PROJECT_STATES = ['inProgress', 'completed', 'abandoned', 'dispute'] as const;
export type TProjectState = (typeof PROJECT_STATES)[number];
export const PROJECT_STATE_LABELS: Record<TProjectState, string> = {
  inProgress: 'En cours',
  completed: 'Terminé',
  abandoned: 'Abandonné',
  dispute: 'Litige',
};

/** By column; « Créé le » (`createdAt`), newest first, by default. */
export const PROJECT_SORT_FIELDS = ['createdAt', 'name', 'customer', 'step', 'salesman'] as const;
export type TProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const flag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.boolean()], {
    error: 'Valeur invalide : 0, 1, true ou false',
  })
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/** GET /api/project: filters, sorting and page, all applied in the database. */
export const ZProjectListQuery = z.object({
  step: z
    .union(
      [z.literal('all'), z.literal(''), z.literal(CONSTRUCTION_STEPS), z.coerce.number().int().min(1).max(3)],
      { error: 'Étape invalide : 1, 2, 3, construction ou all' },
    )
    .optional()
    .transform((value) => (value === 'all' || value === '' || value === undefined ? null : value)),
  tile: z
    .union([z.enum(BP_TILES), z.literal('all'), z.literal('')], { error: 'Tuile inconnue' })
    .optional()
    .transform((value) => (value === 'all' || value === '' || value === undefined ? null : value)),
  search: z.string().trim().max(200, 'Recherche trop longue').optional(),
  /** Salespeople to show (comma-separated ids); admins and the design office only, the others see their own. */
  salesmen: z
    .string()
    .regex(/^(\d+(,\d+)*)?$/, 'Liste de commerciaux invalide')
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))].slice(0, 200) : [])),
  archived: flag,
  sort: z.enum(PROJECT_SORT_FIELDS, { error: 'Tri inconnu' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Ordre inconnu : asc ou desc' }).default('desc'),
  page: z.coerce
    .number({ error: 'Page invalide' })
    .int('Page invalide')
    .min(1, 'Page invalide')
    .max(100_000)
    .default(1),
  itemsPerPage: z.coerce
    .number({ error: 'Nombre de lignes invalide' })
    .int('Nombre de lignes invalide')
    .min(1, 'Nombre de lignes invalide')
    .max(PROJECT_LIST_PAGE_SIZE, `${PROJECT_LIST_PAGE_SIZE} lignes au plus`)
    .default(PROJECT_LIST_PAGE_SIZE),
});
export type TProjectListQuery = z.input<typeof ZProjectListQuery>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZProjectListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  step: z.number().int(),
  bpTile: z.enum(BP_TILES),
  state: z.string(),
  salesman: ZPerson.nullable(),
  landCity: z.string(),
  landPostalCode: z.string(),
  isArchived: z.boolean(),
  /** The household's default project (POST /api/customer/project/default). */
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

const tileCount = z.number().int().nullable();
export const ZListTile = z.object({
  waitingBpElements: tileCount,
  bpInProgress: tileCount,
  bpInstruction: tileCount,
  bpFinished: tileCount,
});
export type TListTile = z.infer<typeof ZListTile>;

export const ZProjectListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZProjectListItem),
  /** Rows matching every filter, tile included (PROJECT_SEARCH_COUNT_CAP at most when `capped`). */
  total: z.number().int(),
  /** Per-tile counts under the same filters, the tile aside (not counted, null, when `capped`). */
  listTile: ZListTile,
  /** The search matches more than PROJECT_SEARCH_COUNT_CAP projects: not counted further. */
  capped: z.boolean(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type TProjectListResponse = z.infer<typeof ZProjectListResponse>;

export const ZProjectIdParam = z.object({ id });

/** PUT /api/project/{id}/archive. */
export const ZProjectArchiveBody = z.object({
  archive: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Indiquez archive : true ou false',
  }),
});
export const ZProjectArchiveResponse = z.object({
  error: z.literal(0),
  id: z.number().int(),
  isArchived: z.boolean(),
  message: z.string(),
});
export type TProjectArchiveResponse = z.infer<typeof ZProjectArchiveResponse>;

/** GET /api/project/search?term=: quick search for pickers. */
export const ZProjectSearchQuery = z.object({
  term: z.string().trim().max(100, 'Recherche trop longue').default(''),
});
export const ZProjectSearchItem = z.object({
  id: z.number().int(),
  name: z.string(),
  customerName: z.string(),
  step: z.number().int(),
  isArchived: z.boolean(),
});
export type TProjectSearchItem = z.infer<typeof ZProjectSearchItem>;
export const ZProjectSearchResponse = z.object({ error: z.literal(0), list: z.array(ZProjectSearchItem) });
export type TProjectSearchResponse = z.infer<typeof ZProjectSearchResponse>;
