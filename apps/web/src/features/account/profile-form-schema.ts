import { ZProfileBody } from '@batir/shared';
import { z } from 'zod';

/**
 * The server's ZProfileBody (same rules, same French messages) as a form: empty password fields mean
 * "keep my password", and the new password is typed twice.
 */
export const ZProfileForm = ZProfileBody.safeExtend({
  currentPassword: z.string().max(200),
  newPassword: z.union([z.literal(''), ZProfileBody.shape.newPassword.unwrap()]),
  confirmPassword: z.string(),
}).refine((values) => values.confirmPassword === values.newPassword, {
  path: ['confirmPassword'],
  message: 'La confirmation ne correspond pas au nouveau mot de passe',
});

export type ProfileFormValues = z.input<typeof ZProfileForm>;
export type ProfileFormOutput = z.output<typeof ZProfileForm>;
