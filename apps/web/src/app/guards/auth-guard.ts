import { redirect } from 'react-router';
import { loginPath } from '../../features/auth/redirect';
import { sessionUser } from './session';
import type { Guard } from './types';

/** Spec 1 §2.1, §6: only signed-in users reach pages not open to guests; login brings them back here. */
export const authGuard: Guard = async ({ request, handle }) => {
  if (handle.guest) return;
  if (await sessionUser()) return;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}${url.hash}`));
};
