import type { OpsMissionSettings } from '@portal/contracts/missions.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '../../api/ops.ts';

/** The screen's reads: the merchant's missions, prizes and rule in one answer, and the last week's payouts. */
export const missionKeys = {
  settings: (merchant: string) => ['missions', merchant, 'settings'] as const,
  payouts: (merchant: string) => ['missions', merchant, 'payouts'] as const,
};

export function useMissionSettings(merchant: string) {
  return useQuery({
    queryKey: missionKeys.settings(merchant),
    queryFn: () => opsApi.missions.settings(merchant),
    enabled: merchant !== '',
  });
}

export function usePayouts(merchant: string) {
  return useQuery({
    queryKey: missionKeys.payouts(merchant),
    queryFn: () => opsApi.missions.payouts(merchant),
    enabled: merchant !== '',
  });
}

/** Puts a change's answer in place in the screen's copy of the settings. */
export function useSetSettings(merchant: string) {
  const client = useQueryClient();
  return (change: (old: OpsMissionSettings) => OpsMissionSettings) =>
    client.setQueryData<OpsMissionSettings>(missionKeys.settings(merchant), (old) =>
      old ? change(old) : old,
    );
}
