/**
 * Contracts of the accounts (spec 1 §3, §7.2 "user"; spec 2 §7.2, §7.3): the signed-in user, one's own
 * profile and photo, the users administration, the staff search and the salespeople list.
 */
import { z } from 'zod';
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import { PHOTO_EXTENSIONS } from '../upload-rules';
import {
  type TProfileBody,
  type TUserAccountBody,
  ZCurrentUserResponse,
  ZProfileGetResponse,
  ZProfileResponse,
  ZSalesmanListResponse,
  ZUserAccountBody,
  ZUserAccountResponse,
  ZUserArchiveBody,
  ZUserIdParams,
  ZUserListQuery,
  ZUserListResponse,
  ZUserPhotoResponse,
  ZUserSearchParams,
  ZUserSearchResponse,
} from '../users';
import { PHOTO_UPLOAD_ERRORS } from './files';

export const USERS_ERRORS = defineErrors({
  USER_NOT_FOUND: { status: 404, message: 'Utilisateur introuvable.' },
  /** A password change whose current password is wrong (`fields.currentPassword`). */
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Données invalides : currentPassword.' },
  /** Another account has the address (`fields.email`). */
  EMAIL_ALREADY_USED: { status: 409, message: 'Un compte utilise déjà cette adresse e-mail.' },
  /** The manager is the account itself, unknown or archived (`fields.managerId` says which). */
  MANAGER_INVALID: { status: 400, message: 'Données invalides : managerId.' },
  /** An administrator may not take his own administrator role away (`fields.roles`). */
  OWN_ADMIN_ROLE_REQUIRED: { status: 400, message: 'Données invalides : roles.' },
  CANNOT_ARCHIVE_SELF: { status: 400, message: 'Vous ne pouvez pas archiver votre propre compte.' },
});

/**
 * PUT /api/user/{id} serves two callers (spec 2 §7.3 and §7.2 "edit"): a user editing their own profile
 * (ZProfileBody), and an administrator editing a staff account, recognised by the `roles` it carries
 * (ZUserAccountBody). Here only an object is required: the route parses each body with its own schema so
 * each keeps its French messages.
 */
export const ZUserPutBody = z.custom<TProfileBody | TUserAccountBody>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: 'Le corps de la requête doit être un objet' },
);

const tag = 'Utilisateurs';
const E = USERS_ERRORS;
const accountErrors = [E.USER_NOT_FOUND, E.EMAIL_ALREADY_USED, E.MANAGER_INVALID];

export const usersEndpoints = {
  /** The hottest route: the shell's user, roles, menus, favourites and announcements. */
  current: endpoint({
    method: 'GET',
    path: '/api/user',
    tag,
    summary: 'Utilisateur connecté',
    access: 'authenticated',
    response: ZCurrentUserResponse,
  }),
  /** One's own profile; administrators read any, with the staff account as the administration edits it. */
  profile: endpoint({
    method: 'GET',
    path: '/api/user/:id',
    tag,
    summary: 'Profil (le sien)',
    access: 'authenticated',
    params: ZUserIdParams,
    response: ZProfileGetResponse,
    errors: [E.USER_NOT_FOUND],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user/:id',
    tag,
    summary:
      'Modifie son profil (ZProfileBody) ; un administrateur modifie un compte du personnel (corps avec roles)',
    access: 'authenticated',
    params: ZUserIdParams,
    body: ZUserPutBody,
    response: ZUserAccountResponse.or(ZProfileResponse),
    errors: [...accountErrors, E.CURRENT_PASSWORD_WRONG, E.OWN_ADMIN_ROLE_REQUIRED],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/list',
    tag,
    summary: 'Comptes du personnel (une page, recherche par nom ou e-mail)',
    access: ['admin'],
    query: ZUserListQuery,
    response: ZUserListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user',
    tag,
    summary: 'Crée un compte du personnel et lui envoie le lien pour choisir son mot de passe',
    access: ['admin'],
    body: ZUserAccountBody,
    response: ZUserAccountResponse,
    errors: accountErrors,
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/api/user/:id/archive',
    tag,
    summary: 'Archive un compte (ses sessions prennent fin aussitôt) ou le réactive',
    access: ['admin'],
    params: ZUserIdParams,
    body: ZUserArchiveBody,
    response: ZUserAccountResponse,
    errors: [E.USER_NOT_FOUND, E.CANNOT_ARCHIVE_SELF],
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/user/search/:term',
    tag,
    summary: 'Recherche du personnel actif par nom ou e-mail',
    access: STAFF_ROLES,
    params: ZUserSearchParams,
    response: ZUserSearchResponse,
  }),
  salesmen: endpoint({
    method: 'GET',
    path: '/api/salesman',
    tag: 'Commerciaux',
    summary: 'Commerciaux actifs et codes postaux couverts',
    access: STAFF_ROLES,
    response: ZSalesmanListResponse,
  }),
  /** One's own photo: a file of type 'user' linked to the account (the files module stores and checks it). */
  uploadPhoto: endpoint({
    method: 'PUT',
    path: '/api/user/:id/photo',
    tag,
    summary: `Change sa photo (multipart, un fichier : ${PHOTO_EXTENSIONS.join(', ')})`,
    access: 'authenticated',
    params: ZUserIdParams,
    body: 'multipart',
    response: ZUserPhotoResponse,
    errors: PHOTO_UPLOAD_ERRORS,
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/api/user/:id/photo',
    tag,
    summary: 'Retire sa photo',
    access: 'authenticated',
    params: ZUserIdParams,
    response: ZUserPhotoResponse,
  }),
};
