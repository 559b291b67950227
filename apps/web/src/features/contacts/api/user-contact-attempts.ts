import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contactsKeys } from './keys';

/** GET /api/contactAttempt/user/{user}: a staff member's attempts, newest first, one page. */
export function fetchUserContactAttempts(
  userId: number,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  return call(
    contactEndpoints.userAttempts,
    { params: { user: userId }, query: { offset, limit } },
    { signal },
  );
}

export function useUserContactAttempts(userId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: contactsKeys.userContactAttempts(userId, offset, limit),
    queryFn: ({ signal }) => fetchUserContactAttempts(userId, offset, limit, signal),
    placeholderData: keepPreviousData,
  });
}
