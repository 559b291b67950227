import type { TProfile, TProfileBody, TTokenPair } from '@batir/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth';
import { currentUserQueryKey } from '../../users/api/current-user';
import { type ProfileResponse, profileQueryKey } from './profile';

/** `token` comes back after a password change only. */
export type UpdateProfileResponse = { error: 0; user: TProfile; token?: TTokenPair };

/** PUT /api/user/{id}: name, phone and, optionally, a new password. */
export function updateProfile(id: number, body: TProfileBody): Promise<UpdateProfileResponse> {
  return apiFetch<UpdateProfileResponse>(`/api/user/${id}`, { method: 'PUT', body });
}

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation<UpdateProfileResponse, ApiError, TProfileBody>({
    mutationFn: (body) => updateProfile(id, body),
    onSuccess: async ({ user, token }) => {
      // A new password ended every session of the user, this one included; the answer carries this
      // browser's new session (its refresh cookie came with it), so adopt it before anything else is asked.
      if (token) setSession(token);
      queryClient.setQueryData<ProfileResponse>(profileQueryKey(id), (old) => ({
        error: 0,
        user: { ...user, photoUrl: old?.user.photoUrl ?? null },
      }));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
