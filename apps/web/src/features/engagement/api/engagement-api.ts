import type { CheckIn, SigninStatus, WheelSpin, WheelStatus } from '@portal/contracts/signin-wheel.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/** The sign-in calendar and the wheel of the signed-in player: keyed by player, read again after a change. */
const ROOT = ['engagement'] as const;
const useOwner = () => useSession((state) => state.user?.id ?? null);
export const engagementKeys = {
  signin: (owner: number | null) => [...ROOT, owner, 'signin'] as const,
  wheel: (owner: number | null) => [...ROOT, owner, 'wheel'] as const,
};

/** GET /wps/signin: the calendar, the streak, today's state and the tickets. */
export const getSignin = () => apiGet<SigninStatus>('/wps/signin');
/** GET /wps/wheel: the prizes with their probabilities and the tickets. */
export const getWheel = () => apiGet<WheelStatus>('/wps/wheel');

export function useSignin() {
  const owner = useOwner();
  return useQuery({ queryKey: engagementKeys.signin(owner), queryFn: getSignin });
}

export function useWheel() {
  const owner = useOwner();
  return useQuery({ queryKey: engagementKeys.wheel(owner), queryFn: getWheel });
}

/** Reads the calendar, the wheel, the reward centre and the balance again. */
function useAfter() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: [...ROOT] }), refreshMoney(client)]).then(
      () => undefined,
    );
}

/** POST /wps/signin/check-in: today's check-in. */
export function useCheckIn() {
  const after = useAfter();
  return useMutation({
    mutationFn: () => apiRequest<CheckIn>('/wps/signin/check-in', { method: 'POST', body: {} }),
    onSettled: after,
  });
}

/** POST /wps/wheel/spin: one ticket, one spin; the request id makes a retry the same spin. */
export function useSpin() {
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest<WheelSpin>('/wps/wheel/spin', { method: 'POST', body: { requestId } }),
  });
}

/** After the wheel stops: the tickets, the balance and the records read again. */
export function useAfterSpin() {
  return useAfter();
}
