import { z } from 'zod';
import { ROLES } from './roles';

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

/** Written by admins; shown from `startingDate` to everyone, or to the roles and users targeted. */
export const ZAnnouncementBody = z.object({
  title: z.string().trim().min(1, 'Indiquez un titre').max(200),
  content: z.string().trim().min(1, 'Rédigez le contenu').max(20_000),
  startingDate: z.iso.datetime({ offset: true, message: 'Date de début invalide' }),
  roles: z.array(z.enum(ROLES)).default([]),
  userIds: z.array(z.number().int().positive()).max(1000).default([]),
});
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startingDate: z.string(),
  roles: z.array(z.enum(ROLES)),
  userIds: z.array(z.number().int()),
  author: z.object({ surname: z.string(), name: z.string() }),
  readCount: z.number().int(),
});
export const ZAnnouncementListResponse = z.object({ error: z.literal(0), list: z.array(ZAnnouncement) });
export const ZAnnouncementResponse = z.object({ error: z.literal(0), announcement: ZAnnouncement });
export const ZAnnouncementParams = z.object({ announcement: z.coerce.number().int().positive() });
export const ZAnnouncementIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZMarkReadResponse = z.object({ error: z.literal(0), message: z.string() });
