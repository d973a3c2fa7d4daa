import type { OpsRates } from '@portal/contracts/rebates.schema';
import type { OpsVipLevels, VipLevel } from '@portal/contracts/vip.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '../../api/ops.ts';

/** The screen's reads: every key under 'vip-rebates', then the merchant. */
export const vipRebateKeys = {
  levels: (merchant: string) => ['vip-rebates', merchant, 'levels'] as const,
  rates: (merchant: string) => ['vip-rebates', merchant, 'rates'] as const,
  /** The runs' pages (lib/use-list.ts keys each page by it, the filter and the page). */
  runs: 'rebate-runs',
};

export function useVipLevels(merchant: string) {
  return useQuery({
    queryKey: vipRebateKeys.levels(merchant),
    queryFn: () => opsApi.vipRebates.levels(merchant),
    enabled: merchant !== '',
  });
}

export function useRebateRates(merchant: string) {
  return useQuery({
    queryKey: vipRebateKeys.rates(merchant),
    queryFn: () => opsApi.vipRebates.rates(merchant),
    enabled: merchant !== '',
  });
}

/** Puts a change's answer (the whole set-up as it now stands) in place of the screen's copy. */
export function useSetAnswers(merchant: string) {
  const client = useQueryClient();
  return {
    levels: (answer: OpsVipLevels) => client.setQueryData(vipRebateKeys.levels(merchant), answer),
    rates: (answer: OpsRates) => client.setQueryData(vipRebateKeys.rates(merchant), answer),
  };
}

/** A level's name in the operator's language (English when it has none); level 0 is below every level. */
export function levelName(
  levels: readonly Pick<VipLevel, 'level' | 'names'>[] | undefined,
  level: number,
  language: string,
  fallback: (level: number) => string,
): string {
  const found = levels?.find((l) => l.level === level);
  return found?.names[language] ?? found?.names.en ?? fallback(level);
}
