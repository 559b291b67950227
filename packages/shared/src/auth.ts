import { z } from 'zod';

export const ZLoginBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Saisissez votre adresse e-mail')
    .max(254)
    .pipe(z.email('Adresse e-mail invalide')),
  password: z.string().min(1, 'Saisissez votre mot de passe').max(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZTokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires (ISO 8601). */
  accessTokenExpiresAt: z.string(),
  /** Spec 1 §3 `refreshTokenDate`: when the refresh token expires (ISO 8601). */
  refreshTokenDate: z.string(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLoginResponse = z.object({ error: z.literal(0), token: ZTokenPair });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * GET /api/token/refresh: a new pair, or `token: null` when the request carries no refresh token at all (a
 * browser that is not signed in: its HttpOnly cookie cannot be seen by the page, which asks anyway).
 */
export const ZRefreshResponse = z.object({ error: z.literal(0), token: ZTokenPair.nullable() });

export const ZRefreshQuery = z.object({ refresh_token: z.string().min(1).max(200).optional() });

/**
 * GET /api/token/refresh?include=user: the answer also carries what GET /api/user would answer with the new
 * token (`currentUser`), so that an app starting up signs in again and draws its shell in one round trip.
 * Left out when the user may not work now (maintenance: GET /api/user then says why).
 */
export const ZRefreshWithUserQuery = ZRefreshQuery.extend({ include: z.literal('user').optional() });

export const ZAuthTesterResponse = z.object({
  error: z.literal(0),
  userId: z.number().int(),
  expiresAt: z.string(),
});

export const ZOkResponse = z.object({ error: z.literal(0), message: z.string().optional() });

export const PASSWORD_MIN_LENGTH = 8;

/** The password rules: 8 characters or more, with at least a letter and a digit. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(200)
  .regex(/[A-Za-zÀ-ÿ]/, 'Le mot de passe doit contenir au moins une lettre')
  .regex(/[0-9]/, 'Le mot de passe doit contenir au moins un chiffre');

/** PUT /api/users/forgotPassword (staff form) and POST /api/customerForgotPassword (customer area). */
export const ZForgotPasswordBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Saisissez votre adresse e-mail')
    .max(254)
    .pipe(z.email('Adresse e-mail invalide')),
});
/** PUT /api/users/resetPassword: the token of the link and the new password. */
export const ZResetPasswordBody = z.object({
  token: z.string().min(10, 'Lien invalide').max(200),
  password: ZNewPassword,
});
