/**
 * The prospect sheet (issue 5 §2; spec 3 §3 "Prospect sheet", §7 "Prospect sheet and files", "Prospects",
 * "Users"): GET /api/project/sheet/{id} and the actions of the sheet (infos, edit, archive, activate,
 * convert, temporary access, attachments).
 */
import { z } from 'zod';
import {
  ZAppointmentRequest,
  ZComment,
  ZContactAttempt,
  ZQualification,
  ZUserComment,
} from './contact-history';
import { ZFileDetails } from './files';
import { PROSPECT_TYPES, ZProspectBody } from './prospects';

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const ZSheetParams = z.object({ id });
export const ZProjectParam = z.object({ project: id });
export const ZCustomerParam = z.object({ customer: id });

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZSheetCustomer = z.object({
  id: z.number().int(),
  /** "Camille et Julien Durand" (customerDisplayName). */
  displayName: z.string(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** Apport personnel, whole euros. */
  personalContribution: z.number().int().nullable(),
  isArchived: z.boolean(),
  /** The household has a customer-portal account. */
  hasAccount: z.boolean(),
  /** Temporary account (createTempAccess): last instant it may sign in; null for a permanent account. */
  accessExpiresAt: z.string().nullable(),
});
export type TSheetCustomer = z.infer<typeof ZSheetCustomer>;

export const ZSheetProject = z.object({
  id: z.number().int(),
  name: z.string(),
  step: z.number().int(),
  type: z.string().nullable(),
  /** Spec 1 §2.10: a prospect of type website is tagged "(Lead)". */
  isLead: z.boolean(),
  salesman: ZPerson.nullable(),
  landCity: z.string(),
  landPostalCode: z.string(),
  qualification: z.string().nullable(),
  inContact: z.boolean(),
  /** The project or its household is archived. */
  archived: z.boolean(),
  isProspect: z.boolean(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSheetProject = z.infer<typeof ZSheetProject>;

export const ZSheetTodo = z.object({
  id: z.number().int(),
  text: z.string(),
  dueDate: z.string(),
  isAlert: z.number().int(),
  done: z.boolean(),
  user: ZPerson.nullable(),
});
export type TSheetTodo = z.infer<typeof ZSheetTodo>;

export const ZSheetAppointment = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  allDay: z.boolean(),
  place: z.string(),
  cancelled: z.boolean(),
  user: ZPerson.nullable(),
});
export type TSheetAppointment = z.infer<typeof ZSheetAppointment>;

export const ZSheetProjectListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  step: z.number().int(),
  isProspect: z.boolean(),
  isArchived: z.boolean(),
});

/** One line of the history: who did what, when (from the audit log). */
export const ZSheetHistoryItem = z.object({
  id: z.number().int(),
  action: z.string(),
  /** French label of the action ("Coordonnées modifiées"). */
  label: z.string(),
  /** What changed, in French ("Téléphone : 01 23 45 67 89 → 06 11 22 33 44"); empty when nothing to say. */
  details: z.array(z.string()),
  user: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TSheetHistoryItem = z.infer<typeof ZSheetHistoryItem>;

/**
 * What the caller may do on the sheet, computed by the server from the rules its write routes apply, so
 * that the screen offers only what would be accepted (a grid operator reads his team's prospects and keeps
 * their commercial follow-up only).
 */
export const ZSheetCan = z.object({
  /** Coordinates, project infos, reactivation, qualification, « en contact », new attachments. */
  edit: z.boolean(),
  /** The household: archive, temporary access, password link, personal contribution. */
  household: z.boolean(),
  /** Convert the prospect into a customer. */
  convert: z.boolean(),
  /** Rename and delete the attachments. */
  attachments: z.boolean(),
  /** Commercial follow-up: contact attempts, staff notes, conversation, elevation survey. */
  followUp: z.boolean(),
});
export type TSheetCan = z.infer<typeof ZSheetCan>;

export const ZProspectSheetResponse = z.object({
  error: z.literal(0),
  customer: ZSheetCustomer,
  project: ZSheetProject,
  can: ZSheetCan,
  /** Quotations visible to the customer: always empty until the quotation area exists. */
  quotations: z.array(z.unknown()),
  /** Quotation leads: always empty until the quotation area exists. */
  quotationLeads: z.array(z.unknown()),
  comments: z.array(ZComment),
  userComments: z.array(ZUserComment),
  appointmentRequests: z.array(ZAppointmentRequest),
  qualifications: z.array(ZQualification),
  toDos: z.array(ZSheetTodo),
  attachments: z.array(ZFileDetails),
  contactAttempts: z.array(ZContactAttempt),
  appointments: z.array(ZSheetAppointment),
  /** The household's other projects. */
  projectList: z.array(ZSheetProjectListItem),
  history: z.array(ZSheetHistoryItem),
});
export type TProspectSheetResponse = z.infer<typeof ZProspectSheetResponse>;

const postalCode = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), 'Code postal invalide (5 chiffres)')
  .default('');

/** GET /api/project/infos/{project} and PUT /api/project/infos: the project block of the sheet. */
export const ZProjectInfos = z.object({
  projectId: z.number().int(),
  name: z.string(),
  landCity: z.string(),
  landPostalCode: z.string(),
  type: z.enum(PROSPECT_TYPES).nullable(),
  salesmanId: z.number().int().nullable(),
});
export type TProjectInfos = z.infer<typeof ZProjectInfos>;
export const ZProjectInfosResponse = z.object({ error: z.literal(0), infos: ZProjectInfos });

export const ZProjectInfosBody = z.object({
  projectId: id,
  name: z.string().trim().min(1, 'Indiquez le nom du projet').max(200, '200 caractères au plus'),
  landCity: z.string().trim().max(100, '100 caractères au plus').default(''),
  landPostalCode: postalCode,
  type: z.enum(PROSPECT_TYPES, { error: 'Origine inconnue' }),
  /** Only administrators may change it; the others must send the current salesperson (or omit it). */
  salesmanId: z.coerce.number({ error: 'Choisissez le commercial' }).int().positive().optional(),
});
export type TProjectInfosBody = z.input<typeof ZProjectInfosBody>;

/** PUT /api/prospect: the prospect form (same as POST /api/prospect) and the project edited. */
export const ZProspectEditBody = ZProspectBody.safeExtend({ projectId: id });
export type TProspectEditBody = z.input<typeof ZProspectEditBody>;

export const ZProspectEditResponse = z.object({
  error: z.literal(0),
  customer: ZSheetCustomer,
  project: ZSheetProject,
});

/** PUT /api/customers/{customer}/archive: `archive` true archives the household, false brings it back. */
export const ZArchiveBody = z.object({
  archive: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Indiquez archive : true ou false',
  }),
});
export const ZArchiveResponse = z.object({
  error: z.literal(0),
  isArchived: z.boolean(),
  message: z.string(),
});

/** POST /api/user/{id}/convert: which prospect project of the household (optional when it has one). */
export const ZConvertBody = z
  .object({ projectId: id.optional() })
  .nullish()
  .transform((value) => value ?? {});
export const ZConvertResponse = z.object({
  error: z.literal(0),
  projectId: z.number().int(),
  convertedAt: z.string(),
  /** A customer-portal account was created by this call. */
  accountCreated: z.boolean(),
  message: z.string(),
});
export type TConvertResponse = z.infer<typeof ZConvertResponse>;

export const TEMP_ACCESS_DAYS = 30;
export const ZTempAccessResponse = z.object({
  error: z.literal(0),
  email: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});

export const ZSheetOkResponse = z.object({ error: z.literal(0), message: z.string() });
