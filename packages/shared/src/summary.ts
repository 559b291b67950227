import { z } from 'zod';
import { zDay } from './dates';
import { holdsOneOf } from './policy';
import type { Role } from './roles';

const count = z.number().int().nonnegative();

/**
 * Customer projects by their `projects.step` (ARCHITECTURE.md, spec 1 §2.10): step 1 is pre-construction,
 * steps 2 and 3 construction. "New" customers are those whose project was converted (signed, `projects.converted_at`)
 * within the last NEW_CUSTOMER_DAYS days, whatever their step: the spec names the counter without defining it.
 */
export const CUSTOMER_STEP = { preConstruction: 1, construction: 2 } as const;
export const NEW_CUSTOMER_DAYS = 30;

/** GET /api/user/summary: the counters of spec 2 §3.1, within the caller's scope. */
export const ZUserSummaryResponse = z.object({
  error: z.literal(0),
  summary: z.object({
    prospect: z.object({ toContact: count, inContact: count, meet: count, total: count }),
    quotation: z.object({ total: count, submittedDo: count, returnDo: count, submittedAcceptance: count }),
    customer: z.object({ new: count, preConstruction: count, construction: count, total: count }),
    appointment: z.object({
      toSchedule: count,
      scheduled: count,
      request: z.array(z.object({ id: z.number().int(), projectId: z.number().int().nullable() })),
    }),
    financing: z.object({ total: count, done: count, asked: count, waiting: count }),
    buildingPermit: z.object({ total: count, done: count, constitution: count, waiting: count }),
    addendum: z.object({ waitingAcceptation: count, submittedDo: count, returnDo: count }),
    logisbox: z.object({ total: count, constitution: count, toComplete: count, programmed: count }),
  }),
});
export type TUserSummaryResponse = z.infer<typeof ZUserSummaryResponse>;
export type TUserSummary = TUserSummaryResponse['summary'];

// ---------------------------------------------------------------------------------------------------------
// Layout of the summary page (spec 2 §7.3 summary/weight, size, active), per user in user_summary_categories.
// ---------------------------------------------------------------------------------------------------------

/**
 * The categories of the summary page: the counter groups of spec 2 §3.1, the lists (newContact,
 * newCustomer, customerSummary = the customer messages, developement, elevationSurvey, toDo) and the
 * monthly chart. `customerSummary` is the "customer" list of spec 2 §7.3, renamed here because `customer`
 * is already the counter group.
 */
export const SUMMARY_CATEGORIES = [
  'prospect',
  'newContact',
  'customer',
  'appointment',
  'toDo',
  'monthly',
  'newCustomer',
  'customerSummary',
  'quotation',
  'developement',
  'elevationSurvey',
  'financing',
  'buildingPermit',
  'addendum',
  'logisbox',
] as const;
export type TSummaryCategory = (typeof SUMMARY_CATEGORIES)[number];
export const ZSummaryCategory = z.enum(SUMMARY_CATEGORIES, { error: 'Catégorie inconnue' });

export const SUMMARY_CATEGORY_LABELS: Record<TSummaryCategory, string> = {
  prospect: 'Prospects',
  newContact: 'Nouveaux contacts',
  customer: 'Clients',
  appointment: 'Rendez-vous',
  toDo: 'Tâches du jour',
  monthly: 'Prospects et signatures par mois',
  newCustomer: 'Nouveaux clients',
  customerSummary: 'Relation commerciale',
  quotation: 'Devis',
  developement: "Bureau d'étude",
  elevationSurvey: 'Relevés topographiques',
  financing: 'Financements',
  buildingPermit: 'Permis de construire',
  addendum: 'Avenants',
  logisbox: 'Logisbox',
};

/** Width of a category in thirds of the page: 1 (a third), 2 (two thirds), 3 (the full width). */
export const SUMMARY_SIZES = [1, 2, 3] as const;
const ZSize = z.coerce
  .number({ error: 'Taille invalide (1 à 3)' })
  .int('Taille invalide (1 à 3)')
  .min(1, 'Taille invalide (1 à 3)')
  .max(3, 'Taille invalide (1 à 3)');

/** Default width of each category; the default order is SUMMARY_CATEGORIES, everything shown. */
export const SUMMARY_DEFAULT_SIZES: Record<TSummaryCategory, 1 | 2 | 3> = {
  prospect: 2,
  newContact: 1,
  customer: 2,
  appointment: 1,
  toDo: 1,
  monthly: 2,
  newCustomer: 1,
  customerSummary: 2,
  quotation: 1,
  developement: 1,
  elevationSurvey: 1,
  financing: 1,
  buildingPermit: 1,
  addendum: 1,
  logisbox: 1,
};

export const ZSummaryLayoutItem = z.object({
  category: ZSummaryCategory,
  weight: z.number().int(),
  size: z.number().int(),
  active: z.boolean(),
});
export type TSummaryLayoutItem = z.infer<typeof ZSummaryLayoutItem>;

/** One change of a user's summary layout (PUT /api/summary/weight, size, active). */
export type TSummaryLayoutChange =
  | { kind: 'weight'; order: TSummaryCategory[] }
  | { kind: 'size'; category: TSummaryCategory; size: number }
  | { kind: 'active'; category: TSummaryCategory; active: boolean };

/**
 * The layout after one change; `order` puts the listed categories first, the others after in their order.
 * The server saves this; the web app applies it at once (optimistic update) while the request runs.
 */
export function applyLayoutChange(
  layout: TSummaryLayoutItem[],
  change: TSummaryLayoutChange,
): TSummaryLayoutItem[] {
  if (change.kind === 'weight') {
    const listed = change.order
      .map((category) => layout.find((item) => item.category === category))
      .filter((item): item is TSummaryLayoutItem => !!item);
    const rest = layout.filter((item) => !change.order.includes(item.category));
    return [...listed, ...rest].map((item, weight) => ({ ...item, weight }));
  }
  return layout.map((item) =>
    item.category !== change.category
      ? item
      : change.kind === 'size'
        ? { ...item, size: change.size }
        : { ...item, active: change.active },
  );
}

/** The default layout: every category, in the order of SUMMARY_CATEGORIES, shown at its default size. */
export function defaultSummaryLayout(): TSummaryLayoutItem[] {
  return SUMMARY_CATEGORIES.map((category, weight) => ({
    category,
    weight,
    size: SUMMARY_DEFAULT_SIZES[category],
    active: true,
  }));
}

/**
 * GET /api/summary/layout, and the answer of the three PUTs: every category (hidden ones included) sorted
 * by weight.
 */
export const ZSummaryLayoutResponse = z.object({
  error: z.literal(0),
  layout: z.array(ZSummaryLayoutItem),
});
export type TSummaryLayoutResponse = z.infer<typeof ZSummaryLayoutResponse>;

/** The spec wraps the payloads (`userSummaryCategory`, `summaryCategory`); the bare object is accepted too. */
const unwrap = (key: string) => (value: unknown) =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : value;

/**
 * PUT /api/summary/weight, payload `userSummaryCategory`: the categories in their new order (first shown
 * first). Categories left out keep their relative order after the listed ones. Each may appear once.
 */
export const ZSummaryWeightBody = z.object({
  userSummaryCategory: z
    .array(ZSummaryCategory, { error: 'La liste ordonnée des catégories est attendue' })
    .min(1, 'La liste des catégories est vide')
    .refine((list) => new Set(list).size === list.length, 'Une catégorie est en double'),
});
export type TSummaryWeightBody = z.infer<typeof ZSummaryWeightBody>;

/** PUT /api/summary/size, payload `summaryCategory: { category, size }` (size 1 to 3). */
export const ZSummarySizeBody = z.preprocess(
  unwrap('summaryCategory'),
  z.object({ category: ZSummaryCategory, size: ZSize }),
);
export type TSummarySizeBody = z.input<typeof ZSummarySizeBody>;

/** PUT /api/summary/active, payload `summaryCategory: { category, active }`. */
export const ZSummaryActiveBody = z.preprocess(
  unwrap('summaryCategory'),
  z.object({ category: ZSummaryCategory, active: z.boolean({ error: 'active vaut true ou false' }) }),
);
export type TSummaryActiveBody = z.input<typeof ZSummaryActiveBody>;

// ---------------------------------------------------------------------------------------------------------
// Left menu of the summary page (spec 2 §3.1 menuLeft), per user in user_menu_left.
// ---------------------------------------------------------------------------------------------------------

/** The left-menu lines: the summary's sub-pages and the main lists. `route` is the web app's route name. */
export const MENU_LEFT_LINES = [
  { key: 'newContact', label: 'Nouveaux contacts', route: 'admin-summary-newContact' },
  { key: 'newCustomer', label: 'Nouveaux clients', route: 'admin-summary-newCustomer' },
  { key: 'customer', label: 'Relation commerciale', route: 'admin-summary-customer' },
  { key: 'developement', label: "Bureau d'étude", route: 'admin-summary-developement' },
  { key: 'elevationSurvey', label: 'Relevés topographiques', route: 'admin-summary-elevationSurvey' },
  { key: 'prospects', label: 'Prospects', route: 'admin-prospects' },
  { key: 'agenda', label: 'Agenda', route: 'admin-account-agenda' },
] as const;
export type TMenuLeftKey = (typeof MENU_LEFT_LINES)[number]['key'];
export const MENU_LEFT_KEYS = MENU_LEFT_LINES.map((line) => line.key) as [TMenuLeftKey, ...TMenuLeftKey[]];
/** Lines copied to the shortcuts until the user chooses. */
export const MENU_LEFT_DEFAULT_ACTIVE: readonly TMenuLeftKey[] = ['newContact', 'customer'];

/** Who handles the new contacts (GET /api/summary/newContact and its page): administrators and salespeople. */
export const NEW_CONTACT_ROLES = ['admin', 'salesman'] as const satisfies readonly Role[];

/**
 * Left-menu lines whose list only some roles may open: the others neither see the line nor get it as a
 * shortcut (issue 15: a chip answering « Accès refusé »). Lines not named here open for all staff.
 */
export const MENU_LEFT_LINE_ROLES: Partial<Record<TMenuLeftKey, readonly Role[]>> = {
  newContact: NEW_CONTACT_ROLES,
};

/** Whether a user holding `roles` may open the list of a left-menu line. */
export const opensMenuLeftLine = (key: TMenuLeftKey, roles: readonly Role[]) => {
  const lineRoles = MENU_LEFT_LINE_ROLES[key];
  return lineRoles ? holdsOneOf({ roles }, lineRoles) : true;
};

export const ZMenuLeftLine = z.object({
  key: z.enum(MENU_LEFT_KEYS, { error: 'Ligne de menu inconnue' }),
  active: z.boolean({ error: 'active vaut true ou false' }),
});

/**
 * PUT /api/summary/menuLeft, payload `menuLeft`: the lines in display order with their active flags.
 * Lines left out are added at the end with their current flag.
 */
export const ZMenuLeftBody = z.object({
  menuLeft: z
    .array(ZMenuLeftLine, { error: 'La liste des lignes du menu est attendue' })
    .refine((lines) => new Set(lines.map((l) => l.key)).size === lines.length, 'Une ligne est en double'),
});
export type TMenuLeftBody = z.infer<typeof ZMenuLeftBody>;

/** GET and PUT /api/summary/menuLeft: every line in display order; `shortcuts` are the active ones. */
export const ZMenuLeftResponse = z.object({
  error: z.literal(0),
  menuLeft: z.array(
    ZMenuLeftLine.extend({ label: z.string(), route: z.string(), key: z.enum(MENU_LEFT_KEYS) }),
  ),
});
export type TMenuLeftResponse = z.infer<typeof ZMenuLeftResponse>;

// ---------------------------------------------------------------------------------------------------------
// Lists of the summary (spec 2 §3.1 Lists, customerSummary), paginated in SQL.
// ---------------------------------------------------------------------------------------------------------

export const SUMMARY_PAGE_SIZE = 20;
export const ZSummaryPageQuery = z.object({
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  limit: z.coerce
    .number({ error: 'Taille de page invalide' })
    .int('Taille de page invalide')
    .min(1, 'Taille de page invalide')
    .max(100, '100 lignes par page au plus')
    .default(SUMMARY_PAGE_SIZE),
});
export type TSummaryPageQuery = Partial<z.output<typeof ZSummaryPageQuery>>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() }).nullable();
const ZProjectRef = {
  projectId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  projectName: z.string(),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const ZNewCustomerItem = z.object({
  ...ZProjectRef,
  step: z.number().int(),
  salesman: ZPerson,
  convertedAt: z.string(),
});
export type TNewCustomerItem = z.infer<typeof ZNewCustomerItem>;
/** GET /api/summary/newCustomer: projects converted (signed) within NEW_CUSTOMER_DAYS days, newest first. */
export const ZNewCustomerResponse = pageOf(ZNewCustomerItem).extend({ error: z.literal(0) });
export type TNewCustomerResponse = z.infer<typeof ZNewCustomerResponse>;

/** A message of a project's conversation with its customer (module messaging); `id` is the message's. */
export const ZCustomerMessage = z.object({
  id: z.number().int(),
  ...ZProjectRef,
  /** Whose screen holds the conversation: the prospect sheet, or the customer file (« Relation client »). */
  isProspect: z.boolean(),
  fromCustomer: z.boolean(),
  author: ZPerson,
  subject: z.string(),
  body: z.string(),
  isRead: z.boolean(),
  isFollowed: z.boolean(),
  createdAt: z.string(),
});
export type TCustomerMessage = z.infer<typeof ZCustomerMessage>;

/** Messages sent by staff count as recent ("envoyés") this many days. */
export const MESSAGE_SENT_DAYS = 30;
export const CUSTOMER_MESSAGE_LISTS = ['messageReceived', 'messageSend', 'messageFollowing'] as const;
export type TCustomerMessageList = (typeof CUSTOMER_MESSAGE_LISTS)[number];
export const CUSTOMER_MESSAGE_LIST_LABELS: Record<TCustomerMessageList, string> = {
  messageReceived: 'Messages reçus non lus',
  messageSend: 'Messages envoyés',
  messageFollowing: 'Messages suivis',
};

/** GET /api/summary/customer: each list has its own page (`receivedPage`, `sendPage`, `followingPage`). */
export const ZCustomerSummaryQuery = z.object({
  receivedPage: ZSummaryPageQuery.shape.page,
  sendPage: ZSummaryPageQuery.shape.page,
  followingPage: ZSummaryPageQuery.shape.page,
  limit: ZSummaryPageQuery.shape.limit.default(10),
});
export type TCustomerSummaryQuery = Partial<z.output<typeof ZCustomerSummaryQuery>>;

/**
 * messageReceived: from the customer and unread; messageSend: sent by staff within MESSAGE_SENT_DAYS days;
 * messageFollowing: flagged to follow. Newest first.
 */
export const ZCustomerSummaryResponse = z.object({
  error: z.literal(0),
  messageReceived: pageOf(ZCustomerMessage),
  messageSend: pageOf(ZCustomerMessage),
  messageFollowing: pageOf(ZCustomerMessage),
});
export type TCustomerSummaryResponse = z.infer<typeof ZCustomerSummaryResponse>;

/** PUT /api/customer/toggleRead: the message id (`id`, or `messageId`). */
export const ZToggleReadBody = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('id' in value) && 'messageId' in value
      ? { id: (value as { messageId: unknown }).messageId }
      : value,
  z.object({
    id: z.coerce
      .number({ error: 'Identifiant de message invalide' })
      .int()
      .positive('Identifiant de message invalide'),
  }),
);
export const ZToggleReadResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  customerMessage: z.object({ id: z.number().int(), isRead: z.boolean() }),
});
export type TToggleReadResponse = z.infer<typeof ZToggleReadResponse>;

export const DESIGN_STATUS_LABELS = { requested: 'Demandé', inProgress: 'En cours' } as const;
export const ZDevelopementItem = z.object({
  ...ZProjectRef,
  designStatus: z.enum(['requested', 'inProgress']),
  designRequestedAt: z.string().nullable(),
  technician: ZPerson,
  salesman: ZPerson,
});
export type TDevelopementItem = z.infer<typeof ZDevelopementItem>;
/** GET /api/summary/developement: projects at the design office (requested or in progress), oldest request first. */
export const ZDevelopementResponse = pageOf(ZDevelopementItem).extend({ error: z.literal(0) });
export type TDevelopementResponse = z.infer<typeof ZDevelopementResponse>;

// ---------------------------------------------------------------------------------------------------------
// Elevation surveys (relevés topographiques).
// ---------------------------------------------------------------------------------------------------------

export const ELEVATION_SURVEY_STATUSES = ['requested', 'planned', 'received'] as const;
export const ELEVATION_SURVEY_STATUS_LABELS: Record<(typeof ELEVATION_SURVEY_STATUSES)[number], string> = {
  requested: 'Demandé',
  planned: 'Planifié',
  received: 'Reçu',
};

export const ZElevationSurvey = z.object({
  id: z.number().int(),
  ...ZProjectRef,
  status: z.enum(ELEVATION_SURVEY_STATUSES),
  surveyor: z.string(),
  plannedOn: z.string().nullable(),
  requestedBy: ZPerson,
  createdAt: z.string(),
  commentCount: z.number().int(),
});
export type TElevationSurvey = z.infer<typeof ZElevationSurvey>;

/** GET /api/summary/elevationSurvey: open surveys (not deleted, not received), oldest first. */
export const ZElevationSurveyListResponse = pageOf(ZElevationSurvey).extend({ error: z.literal(0) });
export type TElevationSurveyListResponse = z.infer<typeof ZElevationSurveyListResponse>;

export const ZElevationSurveyParams = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int('Identifiant invalide')
    .positive('Identifiant invalide'),
});

/** POST /api/elevationSurvey/{id}: `{id}` is the PROJECT id; creates its survey (one open survey per project). */
export const ZElevationSurveyBody = z.object({
  surveyor: z.string().trim().max(200, '200 caractères au plus').default(''),
  plannedOn: zDay.nullable().default(null),
  status: z.enum(ELEVATION_SURVEY_STATUSES, { error: 'Statut inconnu' }).default('requested'),
});
export type TElevationSurveyBody = z.input<typeof ZElevationSurveyBody>;

export const ZElevationSurveyComment = z.object({
  id: z.number().int(),
  text: z.string(),
  author: ZPerson,
  createdAt: z.string(),
});
export type TElevationSurveyComment = z.infer<typeof ZElevationSurveyComment>;

/** GET /api/elevationSurvey/{id} (survey id), and the answer of POST: the survey with its comments. */
export const ZElevationSurveyResponse = z.object({
  error: z.literal(0),
  elevationSurvey: ZElevationSurvey.extend({ comments: z.array(ZElevationSurveyComment) }),
});
export type TElevationSurveyResponse = z.infer<typeof ZElevationSurveyResponse>;

export const ZElevationSurveyDeleteResponse = z.object({ error: z.literal(0), message: z.string() });

/** POST /api/elevationSurvey/{id}/comment (survey id): a comments row of type `elevationSurvey`. */
export const ZElevationSurveyCommentBody = z.object({
  text: z
    .string({ error: 'Saisissez un commentaire' })
    .trim()
    .min(1, 'Saisissez un commentaire')
    .max(5000, '5 000 caractères au plus'),
});
export const ZElevationSurveyCommentResponse = z.object({
  error: z.literal(0),
  comment: ZElevationSurveyComment,
});

// ---------------------------------------------------------------------------------------------------------
// Monthly chart.
// ---------------------------------------------------------------------------------------------------------

export const MONTHLY_MONTHS = 12;
/**
 * GET /api/summary/monthly: the last 12 months (Paris time, oldest first, current month last). `prospects`:
 * projects created that month that entered as prospects (still prospects, or converted since); `customers`:
 * projects converted (signed) that month. Archived projects count: the chart is history.
 */
export const ZSummaryMonthlyResponse = z.object({
  error: z.literal(0),
  months: z.array(z.object({ month: z.string(), prospects: z.number().int(), customers: z.number().int() })),
});
export type TSummaryMonthlyResponse = z.infer<typeof ZSummaryMonthlyResponse>;
