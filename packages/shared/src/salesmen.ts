/**
 * Salespeople screen (issue 5 §4–§5): a salesperson's profile, pinned message, manager and support list,
 * his qualifications, video meetings of tele-appointments and appointment requests (spec 2 §7.2 User,
 * Salesman, Appointment; spec 3 §3 "User (salesman or craftsman)").
 */
import { z } from 'zod';
import { ZAppointmentRequest } from './contact-history';

export const PIN_MESSAGE_MAX = 1000;

const ZPersonRef = z.object({ id: z.number().int(), surname: z.string(), name: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;

export const ZSalesmanParams = z.object({ id: z.coerce.number('Identifiant invalide').int().positive() });

/** PUT /api/user/{id}/profile: what customers read about their adviser (the salesperson himself or an admin). */
export const ZSalesmanProfileBody = z.object({
  jobTitle: z.string().trim().max(100, 'Intitulé du poste trop long (100 caractères au plus)').default(''),
  presentation: z
    .string()
    .trim()
    .max(2000, 'Présentation trop longue (2 000 caractères au plus)')
    .default(''),
  phone: z
    .string()
    .trim()
    .max(20, 'Numéro de téléphone trop long')
    .regex(/^[0-9+().\s-]*$/, 'Numéro de téléphone invalide')
    .transform((value) => value.replace(/\s+/g, ' '))
    .optional(),
});
export type TSalesmanProfileBody = z.input<typeof ZSalesmanProfileBody>;

/**
 * PUT /api/user/{id}/pinMessage (admins or the user's manager). An empty text clears the message. The
 * text is read from `pinMessage`, or from `text` / `message` (the spec does not name the field).
 */
export const ZPinMessageBody = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object') return body;
    const value = body as Record<string, unknown>;
    return { pinMessage: value.pinMessage ?? value.text ?? value.message ?? '' };
  },
  z.object({
    pinMessage: z
      .string('Le message doit être un texte')
      .trim()
      .max(PIN_MESSAGE_MAX, `Message trop long (${PIN_MESSAGE_MAX} caractères au plus)`),
  }),
);
export type TPinMessageBody = { pinMessage: string };

/** PUT /api/user/{id}/manager (admins only): null removes the manager. */
export const ZManagerBody = z.object({
  managerId: z
    .number('Responsable invalide')
    .int('Responsable invalide')
    .positive('Responsable invalide')
    .nullable(),
});
export type TManagerBody = z.infer<typeof ZManagerBody>;

/** GET /api/salesman/{id}: everything the salespeople screen shows about one salesperson. */
export const ZSalesmanDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  surname: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  /** Signed link to the photo through the viewer, or null. */
  photoUrl: z.string().nullable(),
  jobTitle: z.string(),
  presentation: z.string(),
  pinMessage: z.string(),
  manager: ZPersonRef.nullable(),
  /** The people he manages (users.manager_id = him). */
  support: z.array(ZPersonRef.extend({ email: z.string(), phone: z.string().nullable() })),
  /** What the caller may change on this screen. */
  can: z.object({ editProfile: z.boolean(), editPinMessage: z.boolean(), editManager: z.boolean() }),
});
export type TSalesmanDetail = z.infer<typeof ZSalesmanDetail>;
export const ZSalesmanDetailResponse = z.object({ error: z.literal(0), salesman: ZSalesmanDetail });
export type TSalesmanDetailResponse = z.infer<typeof ZSalesmanDetailResponse>;

/** GET /api/salesman/{id}/qualifications: his live prospects grouped Froid / Tiède / Chaud. */
export const ZQualifiedProspect = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  city: z.string(),
  updatedAt: z.string(),
});
export type TQualifiedProspect = z.infer<typeof ZQualifiedProspect>;
export const ZSalesmanQualificationsResponse = z.object({
  error: z.literal(0),
  cold: z.array(ZQualifiedProspect),
  warm: z.array(ZQualifiedProspect),
  hot: z.array(ZQualifiedProspect),
  /** His live prospects without a qualification yet. */
  unqualified: z.number().int(),
});
export type TSalesmanQualificationsResponse = z.infer<typeof ZSalesmanQualificationsResponse>;

/** POST /api/salesman/createVisioConf: the video-meeting room of a tele-appointment (type 3). */
export const ZCreateVisioConfBody = z.object({
  appointmentId: z.coerce
    .number('Rendez-vous invalide')
    .int('Rendez-vous invalide')
    .positive('Rendez-vous invalide'),
});
export type TCreateVisioConfBody = z.input<typeof ZCreateVisioConfBody>;
export const ZCreateVisioConfResponse = z.object({
  error: z.literal(0),
  visioUrl: z.string(),
  /** False when the appointment already had its room: same link, nothing sent again. */
  created: z.boolean(),
  message: z.string(),
});
export type TCreateVisioConfResponse = z.infer<typeof ZCreateVisioConfResponse>;

/** PUT /api/appointmentRequest/{id}: closes a waiting request, scheduled (with its appointment) or cancelled. */
export const ZAppointmentRequestUpdateBody = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('scheduled'),
      appointmentId: z.number('Indiquez le rendez-vous planifié').int().positive('Rendez-vous invalide'),
    }),
    z.object({ status: z.literal('cancelled') }),
  ],
  { error: 'Statut invalide : scheduled ou cancelled' },
);
export type TAppointmentRequestUpdateBody = z.infer<typeof ZAppointmentRequestUpdateBody>;

export const ZAppointmentRequestParams = z.object({
  id: z.coerce.number('Demande invalide').int().positive('Demande invalide'),
});
export const ZAppointmentRequestUserParams = z.object({
  user: z.coerce.number('Utilisateur invalide').int().positive('Utilisateur invalide'),
});
/** GET /api/appointmentRequest/project/?project={id} (the spec's path ends with a slash) or /project/{id}. */
export const ZAppointmentRequestProjectQuery = z.object({
  project: z.coerce.number('Projet invalide').int().positive('Projet invalide'),
});
export const ZAppointmentRequestResponse = z.object({
  error: z.literal(0),
  appointmentRequest: ZAppointmentRequest,
});
export type TAppointmentRequestResponse = z.infer<typeof ZAppointmentRequestResponse>;
export const ZAppointmentRequestListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZAppointmentRequest),
});
export type TAppointmentRequestListResponse = z.infer<typeof ZAppointmentRequestListResponse>;
