import { z } from 'zod';
import { ZDuplicate } from './contacts';

/**
 * Tiles of the prospect list (spec 3 §3 "Prospect list state": listToContact, listInContact,
 * listAppointment, listAppointmentMore). Rule: a prospect with two or more appointments not cancelled is
 * `appointmentMore`, with one `appointment`; otherwise with at least one contact attempt `inContact`,
 * else `toContact`.
 */
export const PROSPECT_TILES = ['toContact', 'inContact', 'appointment', 'appointmentMore'] as const;
export type TProspectTile = (typeof PROSPECT_TILES)[number];

export const PROSPECT_TILE_LABELS: Record<TProspectTile, string> = {
  toContact: 'à contacter',
  inContact: 'en contact',
  appointment: 'rendez-vous',
  appointmentMore: 'plusieurs rendez-vous',
};

export const PROSPECT_TYPES = ['website', 'salesman', 'phone', 'fair', 'sponsorship'] as const;
export type TProspectType = (typeof PROSPECT_TYPES)[number];
export const PROSPECT_TYPE_LABELS: Record<(typeof PROSPECT_TYPES)[number], string> = {
  website: 'Site internet',
  salesman: 'Commercial',
  phone: 'Téléphone',
  fair: 'Salon',
  sponsorship: 'Parrainage',
};

/** Spec 2 §7.2: the prospects list takes an optional `from` segment, defaulting to the source logisbox. */
export const PROSPECT_LIST_DEFAULT_FROM = 'logisbox';
export const PROSPECT_PAGE_SIZE = 30;

export const ZProspectListParams = z.object({
  from: z
    .string()
    .regex(/^[A-Za-z]{1,30}$/, 'Source invalide')
    .default(PROSPECT_LIST_DEFAULT_FROM),
});

const flag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

export const ZProspectListQuery = z.object({
  tile: z.enum(PROSPECT_TILES, { error: 'Tuile inconnue' }).optional(),
  search: z.string().trim().max(200, 'Recherche trop longue').optional(),
  archived: flag,
  /** Only the prospects of one origin (the leads page lists type `website`). */
  type: z.enum(PROSPECT_TYPES, { error: 'Origine inconnue' }).optional(),
  /** Salespeople to show (comma-separated ids); admins only, the others always see their own. */
  userIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Liste de commerciaux invalide')
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : [])),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PROSPECT_PAGE_SIZE),
});
export type TProspectListQuery = z.input<typeof ZProspectListQuery>;

export const ZProspectListItem = z.object({
  projectId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  projectName: z.string(),
  type: z.string().nullable(),
  /** Spec 1 §2.10: a prospect of type website is tagged "(Lead)". */
  isLead: z.boolean(),
  tile: z.enum(PROSPECT_TILES),
  contactAttempts: z.number().int(),
  salesman: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string(),
  landCity: z.string(),
  landPostalCode: z.string(),
  isArchived: z.boolean(),
  createdAt: z.string(),
});
export type TProspectListItem = z.infer<typeof ZProspectListItem>;

export const ZProspectTotals = z.object({
  toContact: z.number().int(),
  inContact: z.number().int(),
  appointment: z.number().int(),
  appointmentMore: z.number().int(),
});
export type TProspectTotals = z.infer<typeof ZProspectTotals>;

export const ZProspectListResponse = z.object({
  error: z.literal(0),
  from: z.string(),
  list: z.array(ZProspectListItem),
  /** The rows of `list` split by tile (spec 3 §3 Prospect list state: listToContact… listAppointmentMore). */
  listToContact: z.array(ZProspectListItem),
  listInContact: z.array(ZProspectListItem),
  listAppointment: z.array(ZProspectListItem),
  listAppointmentMore: z.array(ZProspectListItem),
  /** Per-tile totals of the filtered prospects (search, salespeople, archived mode), tile filter aside. */
  totals: ZProspectTotals,
  /** Rows matching every filter, tile included. */
  total: z.number().int(),
  loadMore: z.boolean(),
});
export type TProspectListResponse = z.infer<typeof ZProspectListResponse>;

const ZSalesperson = z.object({ id: z.number().int(), name: z.string() });
export type TSalesperson = z.infer<typeof ZSalesperson>;

export const ZProspectInitDataResponse = z.object({
  error: z.literal(0),
  /** Whether the caller sees every salesperson's prospects (admins) or only their own. */
  seesAll: z.boolean(),
  userId: z.number().int(),
  salesmen: z.array(ZSalesperson),
  types: z.array(z.object({ value: z.enum(PROSPECT_TYPES), label: z.string() })),
});
export type TProspectInitDataResponse = z.infer<typeof ZProspectInitDataResponse>;

const optionalText = (max: number) => z.string().trim().max(max, `${max} caractères au plus`).default('');
const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+?[\d\s.()-]{10,20}$/.test(value), 'Numéro de téléphone invalide')
  .default('');
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Adresse e-mail invalide')
  .default('');

/** A new prospect: the household (two persons), its contact details and address, the salesperson. */
export const ZProspectBody = z
  .object({
    name1: z.string().trim().min(1, 'Indiquez le nom').max(100),
    surname1: optionalText(100),
    name2: optionalText(100),
    surname2: optionalText(100),
    phone,
    phone2: phone,
    email,
    address: optionalText(200),
    postalCode: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), 'Code postal invalide (5 chiffres)')
      .default(''),
    city: optionalText(100),
    landPostalCode: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), 'Code postal invalide (5 chiffres)')
      .default(''),
    landCity: optionalText(100),
    projectName: optionalText(200),
    type: z.enum(PROSPECT_TYPES, { error: 'Origine inconnue' }).default('salesman'),
    salesmanId: z.coerce
      .number({ error: 'Choisissez le commercial' })
      .int()
      .positive('Choisissez le commercial'),
  })
  .refine((value) => value.phone !== '' || value.email !== '', {
    message: 'Indiquez un téléphone ou un e-mail',
    path: ['phone'],
  });
export type TProspectBody = z.input<typeof ZProspectBody>;

/** The blank form of a new prospect followed by `salesmanId` (GET /api/prospect/prepare and the add page). */
export function blankProspect(salesmanId: number) {
  return {
    name1: '',
    surname1: '',
    name2: '',
    surname2: '',
    phone: '',
    phone2: '',
    email: '',
    address: '',
    postalCode: '',
    city: '',
    landPostalCode: '',
    landCity: '',
    projectName: '',
    type: 'salesman' as const,
    salesmanId,
  } satisfies TProspectBody;
}
export type TProspectValues = z.output<typeof ZProspectBody>;

export const ZProspectPrepareResponse = z.object({
  error: z.literal(0),
  prospect: z.object({
    name1: z.string(),
    surname1: z.string(),
    name2: z.string(),
    surname2: z.string(),
    phone: z.string(),
    phone2: z.string(),
    email: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    landPostalCode: z.string(),
    landCity: z.string(),
    projectName: z.string(),
    type: z.enum(PROSPECT_TYPES),
    salesmanId: z.number().int(),
  }),
});

export const ZProspectAddResponse = z.object({
  error: z.literal(0),
  projectId: z.number().int(),
  customerId: z.number().int(),
});

/** GET /api/prospect/findDuplicate: the household typed so far (every field optional). */
export const ZProspectDuplicateQuery = z.object({
  name1: z.string().trim().max(100).default(''),
  surname1: z.string().trim().max(100).default(''),
  name2: z.string().trim().max(100).default(''),
  surname2: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(30).default(''),
  phone2: z.string().trim().max(30).default(''),
  email: z.string().trim().max(200).default(''),
  address: z.string().trim().max(200).default(''),
  postalCode: z.string().trim().max(10).default(''),
});
export type TProspectDuplicateQuery = z.input<typeof ZProspectDuplicateQuery>;

export const ZProspectDuplicateResponse = z.object({
  error: z.literal(0),
  listDuplicates: z.array(ZDuplicate),
});
export type TProspectDuplicateResponse = z.infer<typeof ZProspectDuplicateResponse>;

/** French communes (GET /api/city/{term}/{postalCode}, GET /api/postalcode/{postalcode}). */
export const ZCommune = z.object({ name: z.string(), postalCode: z.string() });
export type TCommune = z.infer<typeof ZCommune>;
export const ZCityParams = z.object({
  term: z.string().trim().max(100, 'Recherche trop longue'),
  postalCode: z
    .string()
    .regex(/^(\d{1,5}|null)$/, 'Code postal invalide')
    .optional(),
});
export const ZPostalCodeParams = z.object({
  postalcode: z.string().regex(/^\d{2,5}$/, 'Code postal invalide (2 à 5 chiffres)'),
});
export const ZCommuneListResponse = z.object({ error: z.literal(0), list: z.array(ZCommune) });
export type TCommuneListResponse = z.infer<typeof ZCommuneListResponse>;
