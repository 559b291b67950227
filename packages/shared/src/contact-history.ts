/**
 * Contacts and history of the commercial area (issue 5 §3): contact attempts, comments, staff notes
 * ("user comments"), qualifications and appointment requests. The prospect sheet
 * (GET /api/project/sheet/{id}) carries these lists; the routes below write them.
 */
import { z } from 'zod';

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

/** How a prospect was contacted, and what came of it; labels are what users read. */
export const CONTACT_CHANNELS = ['phone', 'email', 'sms'] as const;
export const CONTACT_CHANNEL_LABELS: Record<(typeof CONTACT_CHANNELS)[number], string> = {
  phone: 'Téléphone',
  email: 'E-mail',
  sms: 'SMS',
};
export const CONTACT_OUTCOMES = [
  'reached',
  'noAnswer',
  'message',
  'callBack',
  'appointment',
  'notInterested',
] as const;
export const CONTACT_OUTCOME_LABELS: Record<(typeof CONTACT_OUTCOMES)[number], string> = {
  reached: 'Joint',
  noAnswer: 'Pas de réponse',
  message: 'Message laissé',
  callBack: 'À rappeler',
  appointment: 'Rendez-vous pris',
  notInterested: 'Pas intéressé',
};

export const ZContactAttempt = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** The project's customer, for lists outside the sheet (a salesperson's attempts). */
  customerName: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES),
  comment: z.string(),
  /** Who made the attempt. */
  user: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TContactAttempt = z.infer<typeof ZContactAttempt>;

/** POST /api/contactAttempt/project/{project} (by the caller) and POST /api/contactAttempt/user/{user} (by salesperson {user}, `projectId` in the body). */
export const ZContactAttemptBody = z.object({
  channel: z.enum(CONTACT_CHANNELS, { message: 'Choisissez le moyen de contact' }),
  outcome: z.enum(CONTACT_OUTCOMES, { message: 'Choisissez le résultat' }),
  comment: z.string().trim().max(2000, '2 000 caractères au plus').default(''),
  projectId: z.number().int().positive().optional(),
});

/** Comment types: what `linkedId` designates (spec 3 §3 Comment: linkedId, type, text). */
export const COMMENT_TYPES = ['project', 'elevationSurvey'] as const;
export const ZComment = z.object({
  id: z.number().int(),
  type: z.enum(COMMENT_TYPES),
  linkedId: z.number().int(),
  text: z.string(),
  author: ZPerson.nullable(),
  /** Written by the customer from the portal. */
  fromCustomer: z.boolean(),
  /** The staff member who wrote it in the customer's area for the customer (« prendre la main »), or null. */
  writtenBy: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TComment = z.infer<typeof ZComment>;
/** What the staff screens and the customer area say of a comment that staff wrote for the customer. */
export const writtenForCustomerLabel = (writtenBy: { name: string }) =>
  `écrit par ${writtenBy.name} pour le compte du client`;
export const ZCommentBody = z.object({
  linkedId: z.number().int().positive(),
  type: z.enum(COMMENT_TYPES, { message: 'Type de commentaire inconnu' }),
  text: z.string().trim().min(1, 'Saisissez le commentaire').max(5000, '5 000 caractères au plus'),
});

/** Internal staff note on a project or a salesperson (never shown to customers). */
export const ZUserComment = z.object({
  id: z.number().int(),
  text: z.string(),
  author: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TUserComment = z.infer<typeof ZUserComment>;
export const ZUserCommentBody = z.object({
  text: z.string().trim().min(1, 'Saisissez la note').max(5000, '5 000 caractères au plus'),
});

/** Prospect qualification: how ripe the project is. */
export const QUALIFICATIONS = ['cold', 'warm', 'hot'] as const;
export type TQualificationValue = (typeof QUALIFICATIONS)[number];
export const QUALIFICATION_LABELS: Record<TQualificationValue, string> = {
  cold: 'Froid',
  warm: 'Tiède',
  hot: 'Chaud',
};
export const ZQualification = z.object({
  id: z.number().int(),
  qualification: z.enum(QUALIFICATIONS),
  note: z.string(),
  user: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TQualification = z.infer<typeof ZQualification>;

/**
 * PUT /api/user/{id}/qualification, /personalContribution, /inContact: `{id}` is the prospect household
 * (customer id; in the older system prospects were users); `projectId` says which of its projects.
 */
export const ZQualificationBody = z.object({
  projectId: z.number().int().positive(),
  qualification: z.enum(QUALIFICATIONS, { message: 'Choisissez une qualification' }),
  note: z.string().trim().max(2000, '2 000 caractères au plus').default(''),
});
export const ZPersonalContributionBody = z.object({
  personalContribution: z
    .number({ message: 'Montant invalide' })
    .int('Montant en euros entiers')
    .min(0, 'Le montant ne peut pas être négatif')
    .max(10_000_000, 'Montant trop élevé')
    .nullable(),
});
export const ZInContactBody = z.object({ projectId: z.number().int().positive(), inContact: z.boolean() });

export const APPOINTMENT_REQUEST_STATUSES = ['waiting', 'scheduled', 'cancelled'] as const;
export const APPOINTMENT_REQUEST_STATUS_LABELS: Record<
  (typeof APPOINTMENT_REQUEST_STATUSES)[number],
  string
> = {
  waiting: 'En attente',
  scheduled: 'Planifiée',
  cancelled: 'Annulée',
};
export const ZAppointmentRequest = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  customerName: z.string(),
  salesman: ZPerson.nullable(),
  type: z.number().int(),
  availability: z.string(),
  message: z.string(),
  status: z.enum(APPOINTMENT_REQUEST_STATUSES),
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TAppointmentRequest = z.infer<typeof ZAppointmentRequest>;
/** POST /api/appointmentRequest: a customer asks for its own project; staff for any project they follow. */
export const ZAppointmentRequestBody = z.object({
  projectId: z.number().int().positive(),
  type: z.number().int().min(1).max(3).default(1),
  availability: z.string().trim().max(500, '500 caractères au plus').default(''),
  message: z.string().trim().max(2000, '2 000 caractères au plus').default(''),
});

// ——— Route parameters and answers (helper "contacts": contact attempts, comments, staff notes, qualification) ———

const ZId = (message: string) => z.coerce.number({ message }).int(message).positive(message);
export const ZContactProjectParams = z.object({ project: ZId('Projet invalide') });
export const ZContactUserParams = z.object({ user: ZId('Utilisateur invalide') });
export const ZContactIdParams = z.object({ id: ZId('Identifiant invalide') });

/** One page of a list, newest first. */
export const ZContactPageQuery = z.object({
  offset: z.coerce.number({ message: 'Position invalide' }).int().min(0).default(0),
  limit: z.coerce.number({ message: 'Taille de page invalide' }).int().min(1).max(100).default(20),
});
export type TContactPageQuery = z.input<typeof ZContactPageQuery>;

export const ZContactAttemptResponse = z.object({ error: z.literal(0), contactAttempt: ZContactAttempt });
export type TContactAttemptResponse = z.infer<typeof ZContactAttemptResponse>;
export const ZContactAttemptListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZContactAttempt),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TContactAttemptListResponse = z.infer<typeof ZContactAttemptListResponse>;
export type TContactAttemptValues = z.input<typeof ZContactAttemptBody>;

/** GET /api/comment?type=project&linkedId=12: the conversation, newest first, by pages. */
export const ZCommentListQuery = ZContactPageQuery.extend({
  type: z.enum(COMMENT_TYPES, { message: 'Type de commentaire inconnu' }).default('project'),
  linkedId: ZId('Indiquez linkedId (identifiant du projet ou du relevé)'),
  limit: z.coerce.number({ message: 'Taille de page invalide' }).int().min(1).max(200).default(100),
});
export const ZCommentListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZComment),
  total: z.number().int(),
});
export type TCommentListResponse = z.infer<typeof ZCommentListResponse>;
export const ZCommentResponse = z.object({ error: z.literal(0), comment: ZComment });
export type TCommentValues = z.input<typeof ZCommentBody>;

export const ZUserCommentListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZUserComment),
  total: z.number().int(),
});
export type TUserCommentListResponse = z.infer<typeof ZUserCommentListResponse>;
export const ZUserCommentResponse = z.object({ error: z.literal(0), userComment: ZUserComment });
export const ZUserCommentDeleteResponse = z.object({ error: z.literal(0), message: z.string() });

/** PUT /api/user/{id}/qualification answers the new qualification and the project's history, newest first. */
export const ZQualificationResponse = z.object({
  error: z.literal(0),
  qualification: ZQualification,
  qualifications: z.array(ZQualification),
});
export type TQualificationValues = z.input<typeof ZQualificationBody>;
export const ZPersonalContributionResponse = z.object({
  error: z.literal(0),
  personalContribution: z.number().int().nullable(),
});
export const ZInContactResponse = z.object({
  error: z.literal(0),
  projectId: z.number().int(),
  inContact: z.boolean(),
});
