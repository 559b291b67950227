import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserAccount } from '@batir/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/user/{id}: for an administrator it carries the staff account as this screen edits it. */
export async function fetchUserAccount(id: number, signal?: AbortSignal): Promise<TUserAccount> {
  const answer = await call(usersEndpoints.profile, { params: { id } }, { signal });
  // Customers and craftsmen are no staff accounts: they are managed from their own files.
  if (!answer.account) throw new ApiError(404, "Ce compte n'appartient pas au personnel.");
  return answer.account;
}

export const userAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: usersKeys.account(id),
    queryFn: ({ signal }) => fetchUserAccount(id, signal),
  });

export function useUserAccount(id: number) {
  return useQuery({ ...userAccountQueryOptions(id), enabled: id > 0 });
}
