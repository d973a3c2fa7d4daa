import type { OpsWheel, SigninCalendar } from '@portal/contracts/signin-wheel.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '../../api/ops.ts';

/** The screen's reads: every key under 'signin-wheel', then the merchant (or the player). */
export const engagementKeys = {
  calendar: (merchant: string) => ['signin-wheel', merchant, 'calendar'] as const,
  wheel: (merchant: string) => ['signin-wheel', merchant, 'wheel'] as const,
  player: (id: number) => ['signin-wheel', 'player', id] as const,
};

export function useCalendar(merchant: string) {
  return useQuery({
    queryKey: engagementKeys.calendar(merchant),
    queryFn: () => opsApi.engagement.calendar(merchant),
    enabled: merchant !== '',
  });
}

export function useWheelConfig(merchant: string) {
  return useQuery({
    queryKey: engagementKeys.wheel(merchant),
    queryFn: () => opsApi.engagement.wheel(merchant),
    enabled: merchant !== '',
  });
}

export function usePlayerEngagement(id: number | null) {
  return useQuery({
    queryKey: engagementKeys.player(id ?? 0),
    queryFn: () => opsApi.engagement.player(id as number),
    enabled: id !== null,
  });
}

/** Puts a change's answer in place of the screen's copy. */
export function useSetAnswers(merchant: string) {
  const client = useQueryClient();
  return {
    calendar: (answer: SigninCalendar) => client.setQueryData(engagementKeys.calendar(merchant), answer),
    wheel: (answer: OpsWheel) => client.setQueryData(engagementKeys.wheel(merchant), answer),
  };
}
