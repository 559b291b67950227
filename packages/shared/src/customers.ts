import { z } from 'zod';
import { formatPersonName } from './format';
import {
  BP_TILE_LABELS,
  BP_TILES,
  flag,
  PROJECT_STATE_LABELS,
  PROJECT_STATES,
  PROJECT_STEP_LABELS,
  PROJECT_STEPS,
} from './project-list';

/** How a household is named on screen: "Camille Durand", "Camille et Julien Durand", "Camille Durand et Julien Martin". */
export function customerDisplayName(customer: {
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
}): string {
  const first = formatPersonName(customer.surname1, customer.name1);
  if (!customer.name2 && !customer.surname2) return first;
  if (!customer.name2 || customer.name2 === customer.name1) {
    return [[customer.surname1, customer.surname2].filter(Boolean).join(' et '), customer.name1]
      .filter(Boolean)
      .join(' ');
  }
  return `${first} et ${formatPersonName(customer.surname2, customer.name2)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Customer routes (issue 6 §1; spec 2 §7.2 Customer): the households list, its init data, one household
// with its projects, its contact details, archive and the default project.
// ---------------------------------------------------------------------------------------------------------

const customerId = z.coerce
  .number({ error: 'Identifiant de client invalide' })
  .int('Identifiant de client invalide')
  .positive('Identifiant de client invalide')
  .max(2_147_483_647, 'Identifiant de client invalide');
const projectId = z.coerce
  .number({ error: 'Identifiant de projet invalide' })
  .int('Identifiant de projet invalide')
  .positive('Identifiant de projet invalide')
  .max(2_147_483_647, 'Identifiant de projet invalide');

export const CUSTOMER_PAGE_SIZE = 100;

export const ZCustomerIdParam = z.object({ customer: customerId });

export const ZCustomerListQuery = z.object({
  search: z.string().trim().max(200, 'Recherche trop longue').optional(),
  archived: flag,
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
    .max(CUSTOMER_PAGE_SIZE, `${CUSTOMER_PAGE_SIZE} lignes au plus`)
    .default(CUSTOMER_PAGE_SIZE),
});
export type TCustomerListQuery = z.input<typeof ZCustomerListQuery>;

export const ZCustomerListItem = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string(),
  isArchived: z.boolean(),
  /** Customer projects of the household (prospects aside). */
  projectsCount: z.number().int(),
  defaultProjectId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TCustomerListItem = z.infer<typeof ZCustomerListItem>;

export const ZCustomerListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZCustomerListItem),
  total: z.number().int(),
});
export type TCustomerListResponse = z.infer<typeof ZCustomerListResponse>;

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const ZCustomerInitDataResponse = z.object({
  error: z.literal(0),
  /** Whether the caller sees every salesperson's projects (admins, design office) or only their own. */
  seesAll: z.boolean(),
  userId: z.number().int(),
  salesmen: z.array(z.object({ id: z.number().int(), name: z.string() })),
  steps: z.array(option(z.number().int())),
  tiles: z.array(option(z.enum(BP_TILES))),
  states: z.array(option(z.enum(PROJECT_STATES))),
});
export type TCustomerInitDataResponse = z.infer<typeof ZCustomerInitDataResponse>;

export const STEP_OPTIONS = PROJECT_STEPS.map((value) => ({ value, label: PROJECT_STEP_LABELS[value] }));
export const TILE_OPTIONS = BP_TILES.map((value) => ({ value, label: BP_TILE_LABELS[value] }));
export const STATE_OPTIONS = PROJECT_STATES.map((value) => ({ value, label: PROJECT_STATE_LABELS[value] }));

export const ZCustomerDetails = z.object({
  id: z.number().int(),
  displayName: z.string(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  isArchived: z.boolean(),
  hasAccount: z.boolean(),
  defaultProjectId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TCustomerDetails = z.infer<typeof ZCustomerDetails>;

export const ZCustomerProject = z.object({
  id: z.number().int(),
  name: z.string(),
  step: z.number().int(),
  bpTile: z.enum(BP_TILES),
  state: z.string(),
  isProspect: z.boolean(),
  isArchived: z.boolean(),
  salesman: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  landCity: z.string(),
  createdAt: z.string(),
});
export type TCustomerProject = z.infer<typeof ZCustomerProject>;

export const ZCustomerResponse = z.object({
  error: z.literal(0),
  customer: ZCustomerDetails,
  projects: z.array(ZCustomerProject),
  /** Whether the caller may change the household (contact details, archive, default project). */
  canWrite: z.boolean(),
});
export type TCustomerResponse = z.infer<typeof ZCustomerResponse>;

const optionalText = (max: number) => z.string().trim().max(max, `${max} caractères au plus`).default('');
const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+?[\d\s.()-]{10,20}$/.test(value), 'Numéro de téléphone invalide')
  .default('');
const email = z
  .string()
  .trim()
  .max(200, '200 caractères au plus')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Adresse e-mail invalide')
  .default('');

/** POST /api/customers/{customer}: the household's contact details. */
export const ZCustomerEditBody = z
  .object({
    name1: z.string().trim().min(1, 'Indiquez le nom').max(100, '100 caractères au plus'),
    surname1: optionalText(100),
    name2: optionalText(100),
    surname2: optionalText(100),
    phone,
    phone2: phone,
    email,
    email2: email,
    address: optionalText(200),
    postalCode: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), 'Code postal invalide (5 chiffres)')
      .default(''),
    city: optionalText(100),
  })
  .refine((value) => value.phone !== '' || value.email !== '', {
    message: 'Indiquez un téléphone ou un e-mail',
    path: ['phone'],
  });
export type TCustomerEditBody = z.input<typeof ZCustomerEditBody>;
export type TCustomerEditValues = z.output<typeof ZCustomerEditBody>;

/** POST and DELETE /api/customer/archive. */
export const ZCustomerArchiveBody = z.object({ customer: customerId });
export const ZCustomerArchiveResponse = z.object({
  error: z.literal(0),
  isArchived: z.boolean(),
  message: z.string(),
});
export type TCustomerArchiveResponse = z.infer<typeof ZCustomerArchiveResponse>;

/** POST /api/customer/project/default. */
export const ZCustomerDefaultProjectBody = z.object({ customer: customerId, project: projectId });
export const ZCustomerDefaultProjectResponse = z.object({
  error: z.literal(0),
  defaultProjectId: z.number().int(),
  message: z.string(),
});
