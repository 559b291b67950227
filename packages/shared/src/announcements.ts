import { z } from 'zod';
import { zDateTime } from './dates';
import { ROLES, STAFF_ROLES } from './roles';

/** Spec 1 §3 announcement assignment: what a user has to read (GET /api/user `announcementList`). */
export const ZAnnouncementAssignment = z.object({
  id: z.number().int(),
  announcement: z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    startingDate: z.string(),
    author: z.object({ surname: z.string(), name: z.string() }),
  }),
});
export type TAnnouncementAssignment = z.infer<typeof ZAnnouncementAssignment>;

/**
 * Written by admins; shown from `startingDate` to everyone, or to the roles and users targeted. Only staff
 * roles can be targeted: the dialog lives in the staff area. Duplicates are dropped.
 */
export const ZAnnouncementBody = z.object({
  title: z.string().trim().min(1, 'Indiquez un titre').max(200),
  content: z.string().trim().min(1, 'Rédigez le contenu').max(20_000),
  /** ISO, `YYYY-MM-DD HH:mm` or `DD/MM/YYYY HH:mm` (Paris time without offset); out: ISO in UTC. */
  startingDate: z.string().min(1, 'Date de début invalide').pipe(zDateTime),
  roles: z
    .array(z.enum(STAFF_ROLES))
    .default([])
    .transform((roles) => [...new Set(roles)]),
  userIds: z
    .array(z.number().int().positive())
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;
export type TAnnouncementValues = z.output<typeof ZAnnouncementBody>;

const ZPerson = z.object({ surname: z.string(), name: z.string() });

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startingDate: z.string(),
  roles: z.array(z.enum(ROLES)),
  userIds: z.array(z.number().int()),
  /** The targeted users with their names, for the admin list and the edit form. */
  users: z.array(ZPerson.extend({ id: z.number().int() })),
  author: ZPerson,
  readCount: z.number().int(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** GET /api/announcement: one page, newest start date first. */
export const ZAnnouncementListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAnnouncementListQuery = z.input<typeof ZAnnouncementListQuery>;
export const ZAnnouncementListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZAnnouncement),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAnnouncementListResponse = z.infer<typeof ZAnnouncementListResponse>;
export const ZAnnouncementResponse = z.object({ error: z.literal(0), announcement: ZAnnouncement });
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;
export const ZAnnouncementParams = z.object({ announcement: z.coerce.number().int().positive() });
export const ZAnnouncementIdParams = z.object({ id: z.coerce.number().int().positive() });
/** PUT /api/announcement/{id}/markRead and DELETE /api/announcement/{announcement}: error 0 and a message. */
export const ZAnnouncementMessageResponse = z.object({ error: z.literal(0), message: z.string() });
export type TAnnouncementMessageResponse = z.infer<typeof ZAnnouncementMessageResponse>;
