/**
 * Financing of a customer's project (issue 6; spec 3 §3 "Financing lists", §7 "Financing"; spec 2 §7.2
 * Financing and Project "financing"): the financing dashboard (GET /api/financing, three lists) and the
 * project's financing screen (needs, loans, bank information, progress, loan-offer attestation, comment,
 * history).
 *
 * Money: the API takes amounts in euros (a number or a French string such as "1 234,56", at most two
 * decimals, parsed exactly into integer cents, never through a float multiplication) and answers them in
 * integer cents (`…Cents`), as stored; the web app formats them with `formatCents`.
 */
import { z } from 'zod';
import { zDay } from './dates';
import { ZFileDetails } from './files';

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

/** `{project}` (and the spec's `{id}` of /financing/{id}/cancel, /project/{id}/financingComment): the project id. */
export const ZFinancingProjectParams = z.object({ project: id });
export const ZFinancingIdParams = z.object({ id });
export const ZFinancingLoanParams = z.object({ project: id, loan: id });

// ——— The lists: one rule ———

export const FINANCING_LISTS = ['asked', 'waiting', 'done'] as const;
export type TFinancingList = (typeof FINANCING_LISTS)[number];
export const FINANCING_LIST_LABELS: Record<TFinancingList, string> = {
  asked: 'Demandés',
  waiting: 'En attente des offres',
  done: 'Offres reçues',
};

export type FinancingDates = {
  requestedAt: string | Date | null;
  sentAt: string | Date | null;
  loanOffersReceivedOn: string | Date | null;
  unlockedAt?: string | Date | null;
  cancelledAt: string | Date | null;
};

/**
 * THE rule of the dashboard lists (the server's SQL in financing.repository `listCondition` says the same):
 * - cancelled → no list;
 * - loan offers received → done (unlocking the funds keeps it there);
 * - sent to the bank → waiting (for the loan offers);
 * - requested → asked;
 * - never requested → no list.
 * The dashboard total is every non-cancelled financing that was requested (asked + waiting + done).
 */
export function financingListOf(f: FinancingDates): TFinancingList | null {
  if (f.cancelledAt) return null;
  if (f.loanOffersReceivedOn) return 'done';
  if (f.sentAt) return 'waiting';
  if (f.requestedAt) return 'asked';
  return null;
}

/** The progress of one financing, shown as a stepper on the project's screen. */
export const FINANCING_STATES = ['none', 'asked', 'sent', 'offersReceived', 'unlocked', 'cancelled'] as const;
export type TFinancingState = (typeof FINANCING_STATES)[number];
export const FINANCING_STATE_LABELS: Record<TFinancingState, string> = {
  none: 'Non demandé',
  asked: 'Demandé',
  sent: 'Envoyé à la banque',
  offersReceived: 'Offres reçues',
  unlocked: 'Fonds débloqués',
  cancelled: 'Annulé',
};

export function financingStateOf(f: FinancingDates): TFinancingState {
  if (f.cancelledAt) return 'cancelled';
  if (f.unlockedAt) return 'unlocked';
  if (f.loanOffersReceivedOn) return 'offersReceived';
  if (f.sentAt) return 'sent';
  if (f.requestedAt) return 'asked';
  return 'none';
}

// ——— Money ———

/** Largest amount accepted: 100 million euros. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;
const AMOUNT_MESSAGE =
  'Montant invalide : un nombre positif en euros, deux décimales au plus (ex. 1 234,56).';

/** "1 234,56" | "1234.5" | 1234.56 → 123456 cents, exactly (string arithmetic), or null when invalid. */
export function eurosToCents(value: number | string): number | null {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€$/, '')
    .replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** Integer cents → "1234,56" for an input field (no thousands separator). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest ? `${whole},${String(rest).padStart(2, '0')}` : String(whole);
}

const euros = z.union([z.number(), z.string()], { error: AMOUNT_MESSAGE }).transform((value, ctx) => {
  const cents = eurosToCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return cents;
});
/** An optional amount: '' or null clears it. */
const optionalEuros = z
  .union([z.number(), z.string(), z.null()], { error: AMOUNT_MESSAGE })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const cents = eurosToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

// ——— Bodies ———

export const WHOLE_EUROS_MESSAGE = 'Apport personnel : en euros entiers (ex. 25 000).';

/**
 * PUT /api/project/{project}/financing/need: euros in, cents answered. The personal contribution is the
 * household's, kept in whole euros with the prospect sheet's (PUT /api/user/{id}/personalContribution).
 */
export const ZFinancingNeedBody = z.object({
  totalNeed: optionalEuros,
  personalContribution: optionalEuros.refine(
    (cents) => cents === null || cents % 100 === 0,
    WHOLE_EUROS_MESSAGE,
  ),
});
export type TFinancingNeedInput = z.input<typeof ZFinancingNeedBody>;

export const LOAN_KINDS = ['main', 'ptz', 'employer', 'bridge', 'other'] as const;
export type TLoanKind = (typeof LOAN_KINDS)[number];
export const LOAN_KIND_LABELS: Record<TLoanKind, string> = {
  main: 'Prêt principal',
  ptz: 'Prêt à taux zéro (PTZ)',
  employer: 'Prêt employeur (Action Logement)',
  bridge: 'Prêt relais',
  other: 'Autre prêt',
};

const RATE_MESSAGE = 'Taux invalide : un pourcentage entre 0 et 20, trois décimales au plus (ex. 3,45).';
/** A yearly rate in percent, "3,45" or 3.45 → "3.45" (stored as numeric, never a float). */
export function parseRate(value: number | string): string | null {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value)
    .replace(/[\s%]/g, '')
    .replace(',', '.');
  const match = /^(\d{1,2})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const normalised = match[2] ? `${Number(match[1])}.${match[2]}` : String(Number(match[1]));
  return Number(normalised) <= 20 ? normalised : null;
}
const rate = z.union([z.number(), z.string(), z.null()], { error: RATE_MESSAGE }).transform((value, ctx) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const parsed = parseRate(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: RATE_MESSAGE });
    return z.NEVER;
  }
  return parsed;
});

/** POST …/financing/loan and PUT …/financing/loan/{loan}. */
export const ZLoanBody = z.object({
  kind: z.enum(LOAN_KINDS, { error: 'Type de prêt inconnu.' }),
  bank: z.string().trim().max(120, '120 caractères au plus.').default(''),
  amount: euros.refine((cents) => cents > 0, 'Le montant du prêt doit être positif.'),
  rate: rate.optional().transform((value) => value ?? null),
  durationMonths: z
    .union([z.coerce.number(), z.null()])
    .optional()
    .transform((value) => value ?? null)
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 420),
      'Durée invalide : un nombre de mois entre 1 et 420.',
    ),
});
export type TLoanInput = z.input<typeof ZLoanBody>;

const shortText = (max: number) => z.string().trim().max(max, `${max} caractères au plus.`).default('');
/** PUT …/financing/bankInfo. */
export const ZBankInfoBody = z.object({
  bankName: shortText(120),
  bankAdviser: shortText(120),
  bankPhone: shortText(30).refine(
    (value) => value === '' || /^[+\d][\d\s.-]{5,}$/.test(value),
    'Numéro de téléphone invalide.',
  ),
  bankEmail: shortText(200).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Adresse e-mail invalide.',
  ),
  broker: shortText(120),
});
export type TBankInfoInput = z.input<typeof ZBankInfoBody>;

/**
 * PUT …/financing/loanOffers: the day the loan offers were received (not in the future: the service checks
 * it against Paris today). Read by zDay (dates.ts): `DD/MM/YYYY`, `YYYY-MM-DD` (or a date-time: its Paris
 * day), normalized to `YYYY-MM-DD`; a day outside 2000–2100 is refused as before.
 */
export const ZLoanOffersBody = z.object({
  receivedOn: z
    .string({ error: 'Indiquez la date de réception des offres.' })
    .pipe(zDay)
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'Date invalide : JJ/MM/AAAA.'),
});

/** PUT /api/project/{id}/financingComment. */
export const ZFinancingCommentBody = z.object({
  comment: z.string({ error: 'Commentaire manquant.' }).max(5000, '5 000 caractères au plus.'),
});

/** GET /api/financing: each list is capped at `limit` rows (newest first); totals are exact. */
export const ZFinancingListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  search: z.string().trim().max(100).optional(),
});

// ——— Answers ———

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZFinancingListEntry = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  salesman: ZPerson.nullable(),
  bankName: z.string(),
  totalNeedCents: z.number().int().nullable(),
  loansCents: z.number().int(),
  requestedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  loanOffersReceivedOn: z.string().nullable(),
  unlockedAt: z.string().nullable(),
});
export type TFinancingListEntry = z.infer<typeof ZFinancingListEntry>;

const ZListPage = z.object({ list: z.array(ZFinancingListEntry), total: z.number().int() });
export const ZFinancingListsResponse = z.object({
  error: z.literal(0),
  asked: ZListPage,
  waiting: ZListPage,
  done: ZListPage,
  /** asked + waiting + done. */
  total: z.number().int(),
});
export type TFinancingListsResponse = z.infer<typeof ZFinancingListsResponse>;

export const ZLoan = z.object({
  id: z.number().int(),
  kind: z.string(),
  bank: z.string(),
  amountCents: z.number().int(),
  /** Percent, as stored ("3.450"), or null. */
  rate: z.string().nullable(),
  durationMonths: z.number().int().nullable(),
});
export type TLoan = z.infer<typeof ZLoan>;

export const ZFinancingHistoryEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  user: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TFinancingHistoryEntry = z.infer<typeof ZFinancingHistoryEntry>;

export const ZProjectFinancing = z.object({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    customerName: z.string(),
    salesman: ZPerson.nullable(),
  }),
  state: z.enum(FINANCING_STATES),
  list: z.enum(FINANCING_LISTS).nullable(),
  totalNeedCents: z.number().int().nullable(),
  personalContributionCents: z.number().int().nullable(),
  /** Sum of the loans. */
  loansCents: z.number().int(),
  /** totalNeed − personalContribution − loans (null without a need). Negative: financed beyond the need. */
  remainingCents: z.number().int().nullable(),
  bankName: z.string(),
  bankAdviser: z.string(),
  bankPhone: z.string(),
  bankEmail: z.string(),
  broker: z.string(),
  requestedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  loanOffersReceivedOn: z.string().nullable(),
  unlockedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  comment: z.string(),
  loans: z.array(ZLoan),
  /** The attestation of the loan offers: project files of category financing, ids.kind = loanOffer. */
  attestationLoanOffers: z.array(ZFileDetails),
  /** Whether the caller may change it (staff who follow the project), for the screen's buttons. */
  canEdit: z.boolean(),
});
export type TProjectFinancing = z.infer<typeof ZProjectFinancing>;

export const ZProjectFinancingResponse = z.object({
  error: z.literal(0),
  financing: ZProjectFinancing,
  history: z.array(ZFinancingHistoryEntry),
});
export type TProjectFinancingResponse = z.infer<typeof ZProjectFinancingResponse>;

export const ZFinancingHistoryResponse = z.object({
  error: z.literal(0),
  history: z.array(ZFinancingHistoryEntry),
});

export const ZFinancingOkResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  financing: ZProjectFinancing,
});
export type TFinancingOkResponse = z.infer<typeof ZFinancingOkResponse>;

/** The kind of the loan-offer attestation in the upload's `ids` field. */
export const LOAN_OFFER_FILE_IDS = { kind: 'loanOffer' } as const;
