import { z } from 'zod';
import { ZTokenPair } from './auth';

export const ZImpersonateParams = z.object({ id: z.coerce.number().int().positive() });
/** Spec 1 §7.2: `url` is opened in a new window; it signs into the customer's area once. */
export const ZImpersonateResponse = z.object({ error: z.literal(0), url: z.string() });
export const ZImpersonationExchangeBody = z.object({ ticket: z.string().min(10).max(200) });
/** A « prendre la main » session is not renewable: an access token and its end, no refresh token. */
export const ZImpersonationToken = ZTokenPair.pick({ accessToken: true, accessTokenExpiresAt: true });
export type TImpersonationToken = z.infer<typeof ZImpersonationToken>;
export const ZImpersonationExchangeResponse = z.object({ error: z.literal(0), token: ZImpersonationToken });

/** `/api/customer/{customer}/resetPassword` (PUT in spec 3, POST in spec 2). */
export const ZCustomerResetPasswordParams = z.object({ customer: z.coerce.number().int().positive() });
/** `POST /api/project/{project}/resetPassword`: the link goes to the project's customer. */
export const ZProjectResetPasswordParams = z.object({ project: z.coerce.number().int().positive() });

/** The customer's own area: who they are and where their projects stand. */
export const ZCustomerPortalSummary = z.object({
  error: z.literal(0),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  projects: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      step: z.number().int(),
      landCity: z.string(),
      salesman: z.object({ surname: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
    }),
  ),
  /** Set when a staff member is looking through the customer's eyes. */
  impersonatedBy: z.object({ surname: z.string(), name: z.string() }).nullable(),
});
export type TCustomerPortalSummary = z.infer<typeof ZCustomerPortalSummary>;
