import type { ProfileUpdate, ProfileView } from '@portal/contracts/member.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.ts';
import { memberKeys } from './member-keys.ts';

/** The member's profile and which of its fields are locked (GET /wps/member/profile). */
export function useProfile(memberId: number) {
  return useQuery({ queryKey: memberKeys.profile(memberId), queryFn: authApi.profile });
}

/** Saves profile fields; the answer (with the new locks) replaces the cached profile. */
export function useUpdateProfile(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => authApi.updateProfile(update),
    onSuccess: (view: ProfileView) => client.setQueryData(memberKeys.profile(memberId), view),
  });
}
