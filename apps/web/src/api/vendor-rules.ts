import type { VendorLane } from '@portal/contracts/games';
import { COCKFIGHT_PROVIDERS, ESPORTS_PROVIDERS } from '@portal/contracts/games';

/**
 * The vendor data rules of spec section 4, applied to the vendor lanes once, as they arrive:
 * - sports cards are split into FB (sports proper), ESPORTS and COCKFIGHT: an esports or cockfight
 *   provider listed under SPORTS moves to its own lane, and a sports lane left with no cards is dropped;
 * - TCG vendors show no vendor code (their `accountTypeName` is blanked; their vassalage still routes);
 * - BTI is shown as 123BET.
 */
export function applyVendorRules(lanes: readonly VendorLane[]): VendorLane[] {
  const moved: Record<'ESPORTS' | 'COCKFIGHT', VendorLane['vendors']> = { ESPORTS: [], COCKFIGHT: [] };
  const esports = new Set<string>(ESPORTS_PROVIDERS);
  const cockfight = new Set<string>(COCKFIGHT_PROVIDERS);
  const result: VendorLane[] = [];
  for (const lane of lanes) {
    let vendors = lane.vendors.map((vendor) => ({
      ...vendor,
      displayName: vendor.vassalage === 'BTI' ? '123BET' : vendor.displayName,
      accountTypeName: vendor.vassalage.startsWith('TCG') ? '' : vendor.accountTypeName,
    }));
    if (lane.gameCategory === 'SPORTS') {
      moved.ESPORTS.push(...vendors.filter((v) => esports.has(v.vassalage)));
      moved.COCKFIGHT.push(...vendors.filter((v) => cockfight.has(v.vassalage)));
      vendors = vendors.filter((v) => !esports.has(v.vassalage) && !cockfight.has(v.vassalage));
      if (vendors.length === 0) continue;
    }
    result.push({ ...lane, vendors });
  }
  for (const category of ['ESPORTS', 'COCKFIGHT'] as const) {
    if (moved[category].length === 0) continue;
    const lane = result.find((l) => l.gameCategory === category);
    const fresh = moved[category].map((v) => ({ ...v, gameType: category }));
    if (lane)
      lane.vendors = [
        ...lane.vendors,
        ...fresh.filter((v) => !lane.vendors.some((o) => o.vassalage === v.vassalage)),
      ];
    else result.push({ gameCategory: category, vendors: fresh });
  }
  return result;
}

/**
 * The site's lottery prize mode (spec section 4): electronic lottery when the lottery lanes hold ELOTT
 * cards (TCG_LOTTO_VN or LOTT, LOTT counting as ELOTT), else lottery.
 */
export function prizeModeOf(lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' {
  const lottery = lanes.filter((l) => l.gameCategory === 'LOTT' || l.gameCategory === 'ELOTT');
  const electronic = lottery.some((l) =>
    l.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT'),
  );
  return electronic ? 'ELOTT' : 'LOTT';
}
