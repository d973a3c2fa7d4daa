import type { MemberIconValue } from '@portal/contracts/member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.ts';
import { memberKeys } from './member-keys.ts';

/** The member's icon, its picture and the icons to choose from (GET /wps/member/info/icon). */
export function useMemberIcon(memberId: number, enabled: boolean) {
  return useQuery({ queryKey: memberKeys.icon(memberId), queryFn: authApi.icon, enabled });
}

export function useSetMemberIcon(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icon: string) => authApi.setIcon(icon),
    onSuccess: (value: MemberIconValue) => client.setQueryData(memberKeys.icon(memberId), value),
  });
}
