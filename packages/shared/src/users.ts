import { z } from 'zod';
import { ZAnnouncementAssignment } from './announcements';
import { ZNewPassword, ZTokenPair } from './auth';
import { ROLES, STAFF_ROLES } from './roles';
import { ZMenuFavorite, ZMenuItem, ZMenuType, ZUserFavorite } from './shell';
import { typedNumber } from './typed-number';

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
    /** The message a manager pinned on this user's dashboard (`users.pin_message`); empty when none. */
    pinMessage: z.string().optional(),
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
/** Postal codes a salesperson covers: a full code (`49000`) or a department prefix (`49`). */
export const ZCoveredPostalCode = z
  .string()
  .trim()
  .regex(/^[0-9]{2,5}$/, 'Code postal invalide : 2 à 5 chiffres');

/** A staff account as the users administration shows it (spec 2 §7.1 "user (credit, manager, postal code)"). */
export const ZUserAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  surname: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  roles: z.array(ZRole),
  isActive: z.boolean(),
  manager: z.object({ id: z.number().int(), surname: z.string(), name: z.string() }).nullable(),
  postalCodes: z.array(z.string()),
  credit: z.number().int(),
  lastLoginAt: z.string().nullable(),
});
export type TUserAccount = z.infer<typeof ZUserAccount>;

export const ZProfileGetResponse = z.object({
  error: z.literal(0),
  user: ZProfile.extend({ photoUrl: z.string().nullable() }),
  /** Only for administrators: the account as the users administration edits it. */
  account: ZUserAccount.optional(),
});

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * POST /api/user and the administrator's PUT /api/user/{id} (a body carrying `roles`): a staff account.
 * New accounts get no password: the server e-mails a single-use link to choose one.
 */
export const ZUserAccountBody = z.object({
  surname: z.string().trim().min(1, 'Indiquez le prénom').max(100, 'Prénom trop long'),
  name: z.string().trim().min(1, 'Indiquez le nom').max(100, 'Nom trop long'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Indiquez l'adresse e-mail")
    .max(254, 'Adresse e-mail trop longue')
    .pipe(z.email('Adresse e-mail invalide')),
  phone: z
    .string()
    .trim()
    .max(20, 'Numéro de téléphone trop long')
    .regex(/^[0-9+().\s-]*$/, 'Numéro de téléphone invalide')
    .transform((value) => value.replace(/\s+/g, ' ')),
  roles: z.array(z.enum(STAFF_ROLES)).min(1, 'Choisissez au moins un rôle').transform(unique),
  managerId: z.number().int().positive('Responsable invalide').nullable(),
  postalCodes: z.array(ZCoveredPostalCode).max(300, 'Trop de codes postaux').transform(unique),
  credit: typedNumber(
    z
      .number({ message: 'Indiquez un crédit en euros' })
      .int('Le crédit est un nombre entier')
      .min(0, 'Le crédit ne peut pas être négatif')
      .max(10_000_000, 'Crédit trop élevé'),
  ),
});
export type TUserAccountBody = z.input<typeof ZUserAccountBody>;
export type TUserAccountValues = z.output<typeof ZUserAccountBody>;

/** GET /api/user/list: staff accounts, one page, searched by name or e-mail; archived ones on request. */
export const ZUserListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100, 'Recherche trop longue').optional(),
  archived: z
    .enum(['0', '1'], { message: 'archived vaut 0 ou 1' })
    .default('0')
    .transform((value) => value === '1'),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;
export const ZUserListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZUserAccount),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TUserListResponse = z.infer<typeof ZUserListResponse>;
export const ZUserAccountResponse = z.object({ error: z.literal(0), user: ZUserAccount });
export type TUserAccountResponse = z.infer<typeof ZUserAccountResponse>;

/** PUT /api/user/{id}/archive: disables the account (ends its sessions at once), or restores it. */
export const ZUserArchiveBody = z
  .object({ archive: z.boolean({ message: 'archive vaut true ou false' }).default(true) })
  .default({ archive: true });

/** GET /api/user/search/{term}: active staff whose name or e-mail matches, for pickers. */
export const ZUserSearchParams = z.object({
  term: z.string().trim().min(1, 'Saisissez un terme de recherche').max(100, 'Recherche trop longue'),
});
export const ZStaffSummary = z.object({
  id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(ZRole),
});
export type TStaffSummary = z.infer<typeof ZStaffSummary>;
export const ZUserSearchResponse = z.object({ error: z.literal(0), list: z.array(ZStaffSummary) });
export type TUserSearchResponse = z.infer<typeof ZUserSearchResponse>;

/** GET /api/salesman: active salespeople with the postal codes they cover. */
export const ZSalesmanListResponse = z.object({
  error: z.literal(0),
  list: z.array(
    ZStaffSummary.omit({ roles: true }).extend({
      phone: z.string().nullable(),
      managerId: z.number().int().nullable(),
      postalCodes: z.array(z.string()),
    }),
  ),
});
export type TSalesmanListResponse = z.infer<typeof ZSalesmanListResponse>;

/** PUT /api/user/{id}/photo (multipart, one picture) and DELETE /api/user/{id}/photo. */
export const ZUserPhotoResponse = z.object({ error: z.literal(0), photoUrl: z.string().nullable() });
export type TUserPhotoResponse = z.infer<typeof ZUserPhotoResponse>;
