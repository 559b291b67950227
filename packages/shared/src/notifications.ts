import { z } from 'zod';
import { ROLES } from './roles';

/**
 * The appointment an `appointment` notification is about, as it stands when the panel is read (moved, it
 * opens on its new day); null once deleted. Dates as the appointment routes give them (spec 3 §3);
 * `isProspect`: its project is still a prospect (which has no customer screens).
 */
export const ZNotificationAppointment = z.object({
  projectId: z.number().int().nullable(),
  isProspect: z.boolean(),
  fromDate: z.string(),
  allDay: z.boolean(),
});

/** The project a category of type `project` is about: the panel's title names its household, and opens it. */
export const ZNotificationProject = z.object({
  id: z.number().int(),
  customerName: z.string(),
  isProspect: z.boolean(),
});

/** Spec 1 §3 notification child. */
export const ZNotificationItem = z.object({
  id: z.number().int(),
  text: z.string(),
  creationDate: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  img: z.string().nullable(),
  type: z.string().nullable(),
  linkedId: z.number().int().nullable(),
  isRead: z.boolean(),
  appointment: ZNotificationAppointment.nullable(),
});

/**
 * Spec 1 §3 notification: a category (scType, scName, scId) and its children, newest first. `id` is the
 * newest child's id; the category is deleted by its three keys. `project` is the project `scId` names when
 * `scType` is `project` (null otherwise, or once the project is gone).
 */
export const ZNotificationCategory = z.object({
  id: z.number().int(),
  scType: z.string(),
  scName: z.string(),
  scId: z.number().int().nullable(),
  project: ZNotificationProject.nullable(),
  children: z.array(ZNotificationItem),
});
export type TNotificationCategory = z.infer<typeof ZNotificationCategory>;

export const ZNotificationsResponse = z.object({
  error: z.literal(0),
  /** Unread notifications: the number on the bell. */
  total: z.number().int(),
  list: z.array(ZNotificationCategory),
});

export const ZNotificationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZNotificationCategoryKey = z.object({
  scType: z.string().min(1).max(50),
  scName: z.string().min(1).max(50),
  scId: z.coerce.number().int().nullish(),
});
export const ZMarkReadBody = z
  .object({ ids: z.array(z.number().int().positive()).max(1000).optional() })
  .nullish();

/** Creating a notification (admins, and the server's own areas): who receives it and what it says. */
export const ZNotificationCreateBody = z
  .object({
    all: z.boolean().default(false),
    roles: z.array(z.enum(ROLES)).default([]),
    userIds: z.array(z.number().int().positive()).max(1000).default([]),
    scType: z.string().trim().min(1).max(50),
    scName: z.string().trim().min(1).max(50),
    scId: z.number().int().nullish(),
    text: z.string().trim().min(1, 'Saisissez le texte de la notification').max(500),
    color: z.string().max(30).nullish(),
    icon: z.string().max(50).nullish(),
    img: z.string().max(500).nullish(),
    type: z.string().max(50).nullish(),
    linkedId: z.number().int().nullish(),
  })
  .refine((body) => body.all || body.roles.length > 0 || body.userIds.length > 0, {
    path: ['userIds'],
    message: 'Choisissez au moins un destinataire (tous, des rôles ou des utilisateurs)',
  });
export const ZNotificationCreateResponse = z.object({ error: z.literal(0), recipients: z.number().int() });

/** Spec 1 §3, §7.2: the real-time `notification` event and who it targets. */
export type TLiveNotification = {
  all: boolean;
  roles: string[];
  user: number[];
  alert: { text: string; icon: string | null; img: string | null; name: string; color: string | null };
};
export const LIVE_NOTIFICATION_EVENT = 'notification';
