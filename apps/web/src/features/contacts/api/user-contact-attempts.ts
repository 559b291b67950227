import type { TContactAttemptListResponse } from '@batir/shared/contact-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const contactAttemptsBaseKey = ['contacts', 'contactAttempts'] as const;
export const userContactAttemptsKey = (userId: number, offset: number, limit: number) =>
  [...contactAttemptsBaseKey, 'user', userId, { offset, limit }] as const;

/** GET /api/contactAttempt/user/{user}: a staff member's attempts, newest first, one page. */
export function fetchUserContactAttempts(
  userId: number,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  return apiFetch<TContactAttemptListResponse>(
    `/api/contactAttempt/user/${userId}?offset=${offset}&limit=${limit}`,
    { signal },
  );
}

export function useUserContactAttempts(userId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: userContactAttemptsKey(userId, offset, limit),
    queryFn: ({ signal }) => fetchUserContactAttempts(userId, offset, limit, signal),
    placeholderData: keepPreviousData,
  });
}
