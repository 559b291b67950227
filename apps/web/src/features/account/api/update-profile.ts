import type { TProfile, TProfileBody, TTokenPair } from '@batir/shared';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth';
import { usersKeys } from '../../users/api/keys';
import { accountKeys } from './keys';
import type { ProfileResponse } from './profile';

/** `token` comes back after a password change only. */
export type UpdatedProfile = { user: TProfile; token?: TTokenPair | undefined };

/** PUT /api/user/{id}: name, phone and, optionally, a new password. */
export async function updateProfile(id: number, body: TProfileBody): Promise<UpdatedProfile> {
  // A body without `roles` is a profile: the answer is the profile, with a new pair after a password change.
  const answer = await call(usersEndpoints.update, { params: { id }, body });
  return { user: answer.user, token: 'token' in answer ? answer.token : undefined };
}

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation<UpdatedProfile, ApiError, TProfileBody>({
    mutationFn: (body) => updateProfile(id, body),
    onSuccess: async ({ user, token }) => {
      // A new password ended every session of the user, this one included; the answer carries this
      // browser's new session (its refresh cookie came with it), so adopt it before anything else is asked.
      if (token) setSession(token);
      queryClient.setQueryData<ProfileResponse>(accountKeys.profile(id), (old) => ({
        error: 0,
        user: { ...user, photoUrl: old?.user.photoUrl ?? null },
      }));
      await queryClient.invalidateQueries({ queryKey: usersKeys.current });
    },
  });
}
