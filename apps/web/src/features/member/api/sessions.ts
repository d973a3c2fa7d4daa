import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.ts';
import { memberKeys } from './member-keys.ts';

/** Where the account is signed in (GET /wps/member/sessions). */
export function useSessions(memberId: number) {
  return useQuery({ queryKey: memberKeys.sessions(memberId), queryFn: authApi.sessions });
}

/** Signs another device out, then reads the list again. */
export function useRevokeSession(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => authApi.revokeSession(sessionId),
    onSettled: () => client.invalidateQueries({ queryKey: memberKeys.sessions(memberId) }),
  });
}
