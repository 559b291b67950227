import { z } from 'zod';
import { zDay, zDayOrDateTime } from './dates';

/**
 * The pieces of a customer's file (`preconstruction/elementsConstitution`), in display order. A project
 * gets these rows on first read; switching to construction needs every one of them accepted.
 */
export const CONSTITUTION_PIECES = [
  { key: 'identity', label: "Pièces d'identité des acquéreurs" },
  { key: 'taxNotice', label: "Dernier avis d'imposition" },
  { key: 'proofOfAddress', label: 'Justificatif de domicile' },
  { key: 'landAgreement', label: 'Compromis de vente du terrain' },
  { key: 'landDeed', label: 'Acte authentique du terrain' },
  { key: 'soilStudy', label: 'Étude de sol (G1/G2)' },
  { key: 'signedContract', label: 'Contrat de construction signé (CCMI)' },
  { key: 'loanOffers', label: 'Offres de prêt acceptées' },
  { key: 'damageInsurance', label: 'Attestation dommages-ouvrage' },
  { key: 'buildingPermitDecision', label: 'Arrêté de permis de construire' },
] as const;

export type TConstitutionPieceKey = (typeof CONSTITUTION_PIECES)[number]['key'];

export const CONSTITUTION_PIECE_STATES = ['missing', 'received', 'accepted', 'refused'] as const;
export const ZConstitutionPieceState = z.enum(CONSTITUTION_PIECE_STATES);
export type TConstitutionPieceState = z.infer<typeof ZConstitutionPieceState>;
export const CONSTITUTION_PIECE_STATE_LABELS: Record<TConstitutionPieceState, string> = {
  missing: 'Manquante',
  received: 'Reçue, à vérifier',
  accepted: 'Acceptée',
  refused: 'Refusée',
};

export const CONSTITUTION_PIECE_STATE_COLORS: Record<
  TConstitutionPieceState,
  'default' | 'info' | 'success' | 'error'
> = { missing: 'default', received: 'info', accepted: 'success', refused: 'error' };

// ——— Pre-construction routes (issue 6: land, constitution, logisbox, SMS reminder) ———

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const ZPreconstructionProjectParam = z.object({ project: id });
export const ZConstitutionPieceParams = z.object({ project: id, piece: id });

/** A day: `YYYY-MM-DD` or `DD/MM/YYYY` (dates.ts), normalized to `YYYY-MM-DD`; empty is null. */
const optionalDate = z.preprocess((value) => (value === '' ? null : value), zDay.nullable());
const text = (max: number) => z.string().trim().max(max, `${max} caractères au plus`);

/** Land status: searching, under offer (compromis signé), owned (acte signé). */
export const LAND_STATUSES = ['searching', 'underOffer', 'owned'] as const;
export const ZLandStatus = z.enum(LAND_STATUSES, { error: 'Statut du terrain inconnu' });
export type TLandStatus = z.infer<typeof ZLandStatus>;
export const LAND_STATUS_LABELS: Record<TLandStatus, string> = {
  searching: 'En recherche',
  underOffer: 'Sous compromis',
  owned: 'Terrain acquis',
};

/** Servicing at the land boundary (viabilisation). */
export const LAND_SERVICES = [
  { key: 'water', label: 'Eau' },
  { key: 'electricity', label: 'Électricité' },
  { key: 'sewer', label: 'Assainissement' },
  { key: 'gas', label: 'Gaz' },
  { key: 'telecom', label: 'Télécom' },
] as const;
export const ZLandServicing = z.object({
  water: z.boolean().default(false),
  electricity: z.boolean().default(false),
  sewer: z.boolean().default(false),
  gas: z.boolean().default(false),
  telecom: z.boolean().default(false),
});
export type TLandServicing = z.infer<typeof ZLandServicing>;

/** Euros with at most 2 decimals (stored in cents). */
const euros = z
  .number({ error: 'Montant invalide' })
  .min(0, 'Le montant ne peut pas être négatif')
  .max(100_000_000, 'Montant trop élevé')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'Deux décimales au plus',
    },
  );

/** PUT /api/project/{project}/land. Euros in the API (cents in the database); empty dates are null. */
export const ZLandBody = z
  .object({
    status: ZLandStatus,
    address: text(300).default(''),
    postalCode: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'Code postal invalide (5 chiffres)')
      .default(''),
    city: text(120).default(''),
    cadastralSection: text(20).default(''),
    cadastralParcel: text(40).default(''),
    areaM2: z
      .number({ error: 'Surface invalide' })
      .int('Surface en m² entiers')
      .positive('La surface doit être supérieure à 0')
      .max(10_000_000, 'Surface trop grande')
      .nullable()
      .default(null),
    price: euros.nullable().default(null),
    sellerName: text(200).default(''),
    notary: text(200).default(''),
    agreementSignedOn: optionalDate.default(null),
    deedReceivedOn: optionalDate.default(null),
    servicing: ZLandServicing.default({
      water: false,
      electricity: false,
      sewer: false,
      gas: false,
      telecom: false,
    }),
    notes: text(5000).default(''),
  })
  .superRefine((land, ctx) => {
    if (land.deedReceivedOn && land.status !== 'owned') {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: "L'acte reçu suppose un terrain acquis : choisissez « Terrain acquis »",
      });
    }
    if (land.agreementSignedOn && land.deedReceivedOn && land.deedReceivedOn < land.agreementSignedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['deedReceivedOn'],
        message: "L'acte ne peut pas précéder le compromis",
      });
    }
  });
export type TLandBody = z.input<typeof ZLandBody>;
export type TLandValues = z.output<typeof ZLandBody>;

export const ACCESS_SLOPES = ['flat', 'light', 'strong'] as const;
export const ACCESS_SLOPE_LABELS: Record<(typeof ACCESS_SLOPES)[number], string> = {
  flat: 'Plat',
  light: 'Légère pente',
  strong: 'Forte pente',
};
export const ACCESS_GROUNDS = ['stable', 'toCheck'] as const;
export const ACCESS_GROUND_LABELS: Record<(typeof ACCESS_GROUNDS)[number], string> = {
  stable: 'Stable',
  toCheck: 'À vérifier',
};

/** PUT /api/project/{project}/saveLandAccessibility: access of delivery trucks and machines. */
export const ZLandAccessibility = z.object({
  truckAccess: z.boolean({ error: 'Précisez si un camion peut accéder au terrain' }).nullable().default(null),
  accessWidthM: z
    .number({ error: 'Largeur invalide' })
    .positive("La largeur d'accès doit être supérieure à 0")
    .max(100, "Largeur d'accès trop grande (100 m au plus)")
    .nullable()
    .default(null),
  slope: z.enum(ACCESS_SLOPES, { error: 'Pente inconnue' }).nullable().default(null),
  ground: z.enum(ACCESS_GROUNDS, { error: 'Nature du sol inconnue' }).nullable().default(null),
  obstacles: text(1000).default(''),
  notes: text(2000).default(''),
});
export type TLandAccessibility = z.output<typeof ZLandAccessibility>;
export const ZLandAccessibilityBody = z.object({ accessibility: ZLandAccessibility });

export const ZLand = z.object({
  projectId: z.number().int(),
  status: ZLandStatus,
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  cadastralSection: z.string(),
  cadastralParcel: z.string(),
  areaM2: z.number().int().nullable(),
  price: z.number().nullable(),
  sellerName: z.string(),
  notary: z.string(),
  agreementSignedOn: z.string().nullable(),
  deedReceivedOn: z.string().nullable(),
  servicing: ZLandServicing,
  accessibility: ZLandAccessibility,
  notes: z.string(),
  /** Null while nothing was saved. */
  updatedAt: z.string().nullable(),
});
export type TLand = z.infer<typeof ZLand>;
export const ZLandResponse = z.object({ error: z.literal(0), land: ZLand });
/** What a change of the land answers: its message and the land after it. */
export const ZLandSavedResponse = z.object({ error: z.literal(0), message: z.string(), land: ZLand });

// ——— Elements of constitution ———

export const ZConstitutionFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  isPicture: z.boolean(),
  mime: z.string(),
  apiUrl: z.string(),
  createdAt: z.string(),
});
export const ZConstitutionPiece = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  /** Shown state: a missing piece with a file reads `received`, so does a refused one with a newer file. */
  state: ZConstitutionPieceState,
  /** The state as last set by staff. */
  storedState: ZConstitutionPieceState,
  comment: z.string(),
  updatedAt: z.string(),
  files: z.array(ZConstitutionFile),
});
export type TConstitutionPiece = z.infer<typeof ZConstitutionPiece>;
export const ZConstitutionResponse = z.object({
  error: z.literal(0),
  pieces: z.array(ZConstitutionPiece),
  accepted: z.number().int(),
  total: z.number().int(),
});
export type TConstitutionResponse = z.infer<typeof ZConstitutionResponse>;
export const ZConstitutionPieceBody = z.object({
  state: ZConstitutionPieceState,
  comment: text(1000).default(''),
});
export type TConstitutionPieceBody = z.input<typeof ZConstitutionPieceBody>;
export const ZConstitutionPieceResponse = z.object({ error: z.literal(0), piece: ZConstitutionPiece });

/** « 7 pièces acceptées sur 10 ». */
export function constitutionProgressLabel(accepted: number, total: number): string {
  return `${accepted} ${accepted > 1 ? 'pièces acceptées' : 'pièce acceptée'} sur ${total}`;
}

// ——— Logisbox ———

export const LOGISBOX_LISTS = ['inProgress', 'waitingElement', 'waitingMeter', 'waitingSignature'] as const;
export type TLogisboxList = (typeof LOGISBOX_LISTS)[number];
export const LOGISBOX_LIST_LABELS: Record<TLogisboxList, string> = {
  inProgress: 'Dossier en cours de finalisation',
  waitingElement: 'En attente de pièces',
  waitingMeter: 'En attente du métré',
  waitingSignature: 'En attente de signature',
};

export const ZLogisboxRow = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  salesman: z.string().nullable(),
  landCity: z.string(),
  permitIssueDate: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  acceptedPieces: z.number().int(),
  totalPieces: z.number().int(),
  hasMeter: z.boolean(),
});
export type TLogisboxRow = z.infer<typeof ZLogisboxRow>;
const ZLogisboxList = z.object({ total: z.number().int(), items: z.array(ZLogisboxRow) });
export const ZLogisboxQuery = z.object({
  /** Rows per list (each list also answers its total). */
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** One list only (its next pages): the other lists answer their totals and no rows. */
  list: z.enum(LOGISBOX_LISTS, { error: 'Liste logisbox inconnue' }).optional(),
});
export const ZLogisboxResponse = z.object({
  error: z.literal(0),
  lists: z.object({
    inProgress: ZLogisboxList,
    waitingElement: ZLogisboxList,
    waitingMeter: ZLogisboxList,
    waitingSignature: ZLogisboxList,
  }),
  counters: z.object({
    total: z.number().int(),
    constitution: z.number().int(),
    toComplete: z.number().int(),
    programmed: z.number().int(),
  }),
});
export type TLogisboxResponse = z.infer<typeof ZLogisboxResponse>;

/**
 * A day (`YYYY-MM-DD`, `DD/MM/YYYY`: 09:00 Paris time) or a date-time (ISO, or `YYYY-MM-DD HH:mm`,
 * `DD/MM/YYYY HH:mm` in Paris time); null clears the appointment. Out (dates.ts): `YYYY-MM-DD` or ISO in UTC.
 */
export const ZLogisboxAppointmentBody = z.object({
  date: zDayOrDateTime.nullable(),
});
export const ZLogisboxDoneBody = z.object({
  done: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], {
    error: 'Valeur invalide (oui ou non)',
  }),
});
export const ZLogisboxProjectResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  appointmentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  fileAt: z.string().nullable(),
});

// ——— SMS reminder ———

export const SMS_REMINDER_MAX = 320;
export const ZSmsReminderBody = z.object({
  message: z
    .string({ error: 'Saisissez le message' })
    .trim()
    .min(1, 'Saisissez le message')
    .max(SMS_REMINDER_MAX, `Le SMS fait ${SMS_REMINDER_MAX} caractères au plus`),
});
export type TSmsReminderBody = z.infer<typeof ZSmsReminderBody>;
export const ZSmsReminder = z.object({
  id: z.number().int(),
  recipient: z.string(),
  text: z.string(),
  status: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TSmsReminder = z.infer<typeof ZSmsReminder>;
export const ZSmsReminderListResponse = z.object({
  error: z.literal(0),
  phone: z.string().nullable(),
  reminders: z.array(ZSmsReminder),
});
export const ZSmsReminderSendResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  reminder: ZSmsReminder,
});
