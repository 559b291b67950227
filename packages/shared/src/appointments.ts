import { z } from 'zod';
import { zDayOrDateTime } from './dates';

/** Spec 3 §9: type 3 is a tele-appointment, always titled 'Télérendez-vous'. */
export const TELE_APPOINTMENT_TYPE = 3;
export const TELE_APPOINTMENT_TITLE = 'Télérendez-vous';

/** The spec names only type 3; the others are ours. The label is the default title. */
export const APPOINTMENT_TYPES = {
  1: 'Rendez-vous en agence',
  2: 'Visite du terrain',
  3: TELE_APPOINTMENT_TITLE,
  4: 'Réunion interne',
} as const;
export type TAppointmentType = keyof typeof APPOINTMENT_TYPES;
export const APPOINTMENT_TYPE_VALUES = Object.keys(APPOINTMENT_TYPES).map(Number) as TAppointmentType[];

/** Calendar colour per type (the spec's `color` field). */
export const APPOINTMENT_COLORS: Record<TAppointmentType, string> = {
  1: '#1976d2',
  2: '#2e7d32',
  3: '#7b1fa2',
  4: '#616161',
};

/**
 * What a reader sees of a colleague's appointment about a project he may not open (README « Qui voit
 * quoi »): the slot and whose agenda it is, under this title and colour; type 0 is no appointment type.
 */
export const BUSY_APPOINTMENT = { type: 0, title: 'Occupé', color: '#546e7a' } as const;

/** The widest range one GET /api/appointment may ask for: a calendar never shows more than ~6 weeks. */
export const APPOINTMENT_MAX_RANGE_DAYS = 400;

/**
 * A day (all-day appointment: `YYYY-MM-DD`, `DD/MM/YYYY`) or a date-time: ISO with its offset as FullCalendar
 * sends it, or as the spec writes it (spec 3 §3 Appointment `YYYY-MM-DD HH:mm`, or `DD/MM/YYYY HH:mm`), Paris
 * time without an offset. Out: `YYYY-MM-DD` or an ISO string in UTC (dates.ts).
 */
const ZDateInput = zDayOrDateTime;

/** Spec 3 §3 appointment, plus who it is for, who wrote it and whether it is cancelled. */
export const ZAppointment = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  allDay: z.boolean(),
  place: z.string(),
  description: z.string(),
  /** `YYYY-MM-DD` for all-day appointments, else an ISO date-time in UTC. */
  fromDate: z.string(),
  /** Same format; null when the appointment has no end (spec: "may be empty"). */
  toDate: z.string().nullable(),
  project: z.number().int().nullable(),
  projectName: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  color: z.string(),
  user: z.object({ id: z.number().int(), surname: z.string(), name: z.string() }),
  createdBy: z.number().int().nullable(),
  cancelled: z.boolean(),
  /** Video-meeting room of a tele-appointment (POST /api/salesman/createVisioConf), null until created. */
  visioUrl: z.string().nullable(),
  /** Whether the caller may move, edit, cancel or delete it. */
  editable: z.boolean(),
  /**
   * Only the slot is shown (BUSY_APPOINTMENT): type, title and colour are those of BUSY_APPOINTMENT, the
   * texts empty, no project, customer, author or visio link, not editable.
   */
  busy: z.boolean(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/**
 * POST /api/appointment (spec: type, title, project, start) and PUT /api/appointment/{id}. `user` is the
 * salesperson whose agenda it goes to (default: the caller). Type 3 forces the title.
 */
export const ZAppointmentBody = z
  .object({
    type: z.coerce
      .number('Type de rendez-vous invalide')
      .int('Type de rendez-vous invalide')
      .refine((value) => value in APPOINTMENT_TYPES, 'Type de rendez-vous inconnu'),
    title: z.string().trim().max(200, 'Titre trop long (200 caractères au plus)').default(''),
    project: z.coerce.number().int().positive('Projet invalide').nullish(),
    user: z.coerce.number().int().positive('Commercial invalide').optional(),
    start: ZDateInput,
    end: ZDateInput.nullish(),
    allDay: z.boolean().default(false),
    place: z.string().trim().max(300).default(''),
    description: z.string().trim().max(5000).default(''),
  })
  .refine((body) => !body.end || new Date(body.end) >= new Date(body.start), {
    message: 'La fin du rendez-vous précède son début',
    path: ['end'],
  })
  // The range queries rely on it (appointments.repository.ts listRange).
  .refine(
    (body) =>
      !body.end ||
      new Date(body.end).getTime() - new Date(body.start).getTime() <=
        APPOINTMENT_MAX_RANGE_DAYS * 86_400_000,
    { message: `Un rendez-vous dure ${APPOINTMENT_MAX_RANGE_DAYS} jours au plus`, path: ['end'] },
  );
export type TAppointmentBody = z.input<typeof ZAppointmentBody>;
export type TAppointmentValues = z.output<typeof ZAppointmentBody>;

/** GET /api/appointment: appointments overlapping [start, end), optionally one user's. */
export const ZAppointmentRangeQuery = z
  .object({
    start: ZDateInput,
    end: ZDateInput,
    user: z.coerce.number().int().positive().optional(),
    /** Cancelled appointments are listed (struck through) unless `cancelled=0`. */
    cancelled: z.enum(['0', '1']).default('1'),
  })
  .refine((query) => new Date(query.end) > new Date(query.start), {
    message: 'La fin de la période doit suivre son début',
    path: ['end'],
  })
  .refine(
    (query) =>
      new Date(query.end).getTime() - new Date(query.start).getTime() <=
      APPOINTMENT_MAX_RANGE_DAYS * 86_400_000,
    { message: `Période trop longue (${APPOINTMENT_MAX_RANGE_DAYS} jours au plus)`, path: ['end'] },
  );
export type TAppointmentRangeQuery = z.input<typeof ZAppointmentRangeQuery>;

export const ZAppointmentParams = z.object({ appointment: z.coerce.number().int().positive() });
export const ZAppointmentUserParams = z.object({ user: z.coerce.number().int().positive() });
/** GET /api/appointment/project/?project={id} (the spec's path ends with a slash) or /project/{id}. */
export const ZAppointmentProjectQuery = z.object({
  project: z.coerce.number('Projet invalide').int().positive('Projet invalide'),
});
/** GET /api/appointment/user/{user}: that user's upcoming appointments (from `from`, default now). */
export const ZAppointmentUserQuery = z.object({
  from: ZDateInput.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const ZAppointmentListResponse = z.object({ error: z.literal(0), list: z.array(ZAppointment) });
export type TAppointmentListResponse = z.infer<typeof ZAppointmentListResponse>;
export const ZAppointmentResponse = z.object({ error: z.literal(0), appointment: ZAppointment });
export type TAppointmentResponse = z.infer<typeof ZAppointmentResponse>;
export const ZAppointmentMessageResponse = z.object({ error: z.literal(0), message: z.string() });

/** The phone-calendar subscription: an address carrying the user's secret feed token. */
export const ZAppointmentFeedResponse = z.object({ error: z.literal(0), url: z.string() });
export type TAppointmentFeedResponse = z.infer<typeof ZAppointmentFeedResponse>;
export const ZAppointmentFeedQuery = z.object({ token: z.string().max(200).default('') });
