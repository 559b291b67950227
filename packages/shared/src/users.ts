import { z } from 'zod';
import { ZAnnouncementAssignment } from './announcements';
import { ZNewPassword, ZTokenPair } from './auth';
import { ROLES } from './roles';
import { ZMenuFavorite, ZMenuItem, ZMenuType, ZUserFavorite } from './shell';

export const ZRole = z.enum(ROLES);

const ZFlags = z.object({
  isAdmin: z.boolean(),
  isTechnical: z.boolean(),
  isGridOperator: z.boolean(),
  isCustomer: z.boolean(),
  isCraftsman: z.boolean(),
  isSalesman: z.boolean(),
});

/** GET /api/user (spec 1 §3, §7.2; spec 2 §3.2). `surname` is the first name (prénom), `name` the family name. */
export const ZCurrentUserResponse = z.object({
  error: z.literal(0),
  user: z.object({
    id: z.number().int(),
    isAdmin: z.boolean(),
    surname: z.string(),
    name: z.string(),
    email: z.string(),
    scope: z.array(ZRole),
    /** The user's photo through the viewer (a signed link valid a few minutes), or null. */
    photoUrl: z.string().nullable(),
  }),
  acls: z.object({
    roles: ZFlags,
    customer: z.record(z.string(), z.boolean()),
    permit: z.record(z.string(), z.boolean()),
    quotation: z.record(z.string(), z.boolean()),
  }),
  userList: z.array(
    z.object({ id: z.number().int(), surname: z.string(), name: z.string(), scope: z.array(ZRole) }),
  ),
  menuType: ZMenuType,
  menuList: z.array(ZMenuItem),
  menuFavorites: z.array(ZMenuFavorite),
  userFavorite: z.array(ZUserFavorite),
  announcementList: z.array(ZAnnouncementAssignment),
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;

/** PUT /api/user/{id}: a user edits their own name and phone, and may change their password. */
export const ZProfileBody = z
  .object({
    surname: z.string().trim().min(1, 'Indiquez votre prénom').max(100),
    name: z.string().trim().min(1, 'Indiquez votre nom').max(100),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9+().\s-]*$/, 'Numéro de téléphone invalide')
      .transform((value) => value.replace(/\s+/g, ' '))
      .optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: ZNewPassword.optional(),
  })
  .refine((body) => !body.newPassword || !!body.currentPassword, {
    path: ['currentPassword'],
    message: 'Saisissez votre mot de passe actuel',
  });
export type TProfileBody = z.input<typeof ZProfileBody>;

export const ZProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  surname: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUserIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZProfileResponse = z.object({
  error: z.literal(0),
  user: ZProfile,
  /** Present after a password change: every other session has ended and this is the caller's new pair. */
  token: ZTokenPair.optional(),
});
export const ZProfileGetResponse = z.object({
  error: z.literal(0),
  user: ZProfile.extend({ photoUrl: z.string().nullable() }),
});

/** PUT /api/user/{id}/photo (multipart, one picture) and DELETE /api/user/{id}/photo. */
export const ZUserPhotoResponse = z.object({ error: z.literal(0), photoUrl: z.string().nullable() });
export type TUserPhotoResponse = z.infer<typeof ZUserPhotoResponse>;
