import { z } from 'zod';

/**
 * Website contacts and their attribution (spec 1 §2.14, §3, §5; spec 2 §3.1 `newContact`).
 * The texts of spec 1 §5 are kept here so the dialog and the tests share them exactly.
 */
export const CONTACT_TEXTS = {
  errorTitle: 'Erreur',
  adviserRequired: 'Vous devez selectionner un gestionnaire',
  confirmMerge: "Vous avez choisi de fusionner le contact et de l'attribuer",
  confirmDuplicateRisk: "Vous allez attribuer le contact alors qu'un risque de doublon a été signalé.",
  confirmAttribute: 'Vous allez attribuer le contact.',
  confirmDecline:
    "Un mail et un sms vont etre envoyés au contact afin de l'avertir que sa demande ne peut aboutir.",
  merge: 'Fusionner',
  cancelMerge: 'Annuler',
  /** A duplicate the caller may not open (another salesperson's project): shown without its details. */
  duplicateFollowedByOther: 'Doublon suivi par un autre commercial',
  /** A waiting contact of another salesperson's area. */
  duplicateOtherArea: "Demande en attente d'un autre secteur",
  mergeNotYours: 'Ce dossier est suivi par un autre commercial : vous ne pouvez pas y rattacher ce contact.',
} as const;

/** An optional text field of a public form: blank means absent. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

const PHONE_PATTERN = /^\+?[0-9 .()-]{9,25}$/;

/** POST /api/website/form/contact: what the website's contact form sends. */
export const ZWebsiteContactBody = z
  .object({
    name1: z.string().trim().min(1, 'Indiquez votre nom').max(100),
    surname1: z.string().trim().min(1, 'Indiquez votre prénom').max(100),
    name2: z.string().trim().max(100).default(''),
    surname2: z.string().trim().max(100).default(''),
    email: optionalText(254).pipe(z.email('Adresse e-mail invalide').optional()),
    phone: optionalText(25).refine(
      (value) => value === undefined || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 9),
      'Numéro de téléphone invalide',
    ),
    address: z.string().trim().max(200).default(''),
    postalCode: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, 'Code postal invalide (5 chiffres)'),
    city: z.string().trim().min(1, 'Indiquez votre ville').max(100),
    landParcel: z.string().trim().max(50).default(''),
    message: z
      .string()
      .trim()
      .max(5000, 'Votre message est trop long (5 000 caractères au plus)')
      .default(''),
  })
  .refine((body) => body.email || body.phone, {
    path: ['phone'],
    message: 'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous recontacter',
  });
export type TWebsiteContactBody = z.infer<typeof ZWebsiteContactBody>;

export const ZWebsiteContactResponse = z.object({ error: z.literal(0), message: z.string() });

export const DUPLICATE_REASONS = ['name', 'phone', 'email', 'address', 'landParcel'] as const;
export type TDuplicateReason = (typeof DUPLICATE_REASONS)[number];

/**
 * One possible duplicate (spec 1 §3 listDuplicates: id, customerId, projectId, customerName, isProspect,
 * projectStep), plus why it matched. A waiting contact (`kind: 'contact'`) can be seen but not merged into.
 * `followedByOther`: a record the caller may not open (another salesperson's project, a contact of another
 * area); it comes without name, ids or project, so it can be neither opened nor merged into.
 */
export const ZDuplicate = z.object({
  id: z.string(),
  kind: z.enum(['project', 'contact']),
  customerId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  contactId: z.number().int().nullable(),
  customerName: z.string(),
  projectName: z.string().nullable(),
  isProspect: z.boolean(),
  projectStep: z.number().int().nullable(),
  isArchived: z.boolean(),
  createdAt: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  score: z.number(),
  followedByOther: z.boolean(),
});
export type TDuplicate = z.infer<typeof ZDuplicate>;

/** A waiting contact in a list. */
export const ZContactSummary = z.object({
  id: z.number().int(),
  customerName: z.string(),
  postalCode: z.string(),
  city: z.string(),
  createdAt: z.string(),
});
export type TContactSummary = z.infer<typeof ZContactSummary>;

export const ZContact = ZContactSummary.extend({
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  landParcel: z.string(),
  message: z.string(),
  status: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

/** An adviser the contact can go to; those covering its postal code come first. */
export const ZAvailableUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  coversPostalCode: z.boolean(),
});
export type TAvailableUser = z.infer<typeof ZAvailableUser>;

export const NEW_CONTACT_PAGE_SIZE = 20;

export const ZNewContactQuery = z.object({
  /** The contact the attribution dialog shows. */
  contactId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});

export const ZNewContactResponse = z.object({
  error: z.literal(0),
  /** Contacts waiting for attribution that the caller may handle, newest first, one page. */
  newContact: z.array(ZContactSummary),
  /** How many of them in all. */
  contactWaiting: z.number().int(),
  /** Contacts lately attributed to the caller. */
  contactMyself: z.array(ZContactSummary.extend({ projectId: z.number().int().nullable() })),
  contactSelected: z
    .object({
      contactId: z.number().int(),
      contact: ZContact,
      listUserAvailable: z.array(ZAvailableUser),
      listDuplicates: z.array(ZDuplicate),
    })
    .nullable(),
});
export type TNewContactResponse = z.infer<typeof ZNewContactResponse>;

export const ZContactIdBody = z.object({
  contactId: z.coerce.number({ error: 'Contact manquant' }).int().positive(),
});

/** Spec 1 §3 attribution choices: userId, isExclusive (1 or 0, default 1), mergeId `customerId#projectId`. */
export const ZContactAttributeBody = ZContactIdBody.extend({
  userId: z.coerce
    .number({ error: CONTACT_TEXTS.adviserRequired })
    .int()
    .positive(CONTACT_TEXTS.adviserRequired),
  isExclusive: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .default(1)
    .transform((value) => value === true || value === 1),
  mergeId: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(/^[0-9]+#[0-9]+$/, 'Doublon invalide (attendu : client#projet)')
      .nullish(),
  ),
});
export type TContactAttributeBody = z.input<typeof ZContactAttributeBody>;

export const ZContactAttributeResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  customerId: z.number().int(),
  projectId: z.number().int(),
  merged: z.boolean(),
});

export const ZContactDoneResponse = z.object({ error: z.literal(0), message: z.string() });
