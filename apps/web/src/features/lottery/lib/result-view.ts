import { type FamilyId, SEA_TIERS, type Tier, VN_NORTH_TIERS, VN_SOUTH_TIERS } from '@portal/lottery';

/** How a result is drawn on screen: dice, a row of balls (Mark Six with its special), or prize tiers. */
export type ResultView =
  | { kind: 'dice'; values: number[] }
  | { kind: 'balls'; values: string[]; special?: string }
  | { kind: 'prizes'; headline: string; tiers: { tier: Tier; numbers: string[] }[] };

const TIERS: Partial<Record<FamilyId, readonly Tier[]>> = {
  'vn-north': VN_NORTH_TIERS,
  'vn-south': VN_SOUTH_TIERS,
  sea: SEA_TIERS,
};

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** A result as the page shows it; null when there is none yet (or of a shape this portal does not know). */
export function resultView(family: FamilyId, result: unknown): ResultView | null {
  if (result === null || result === undefined) return null;
  const tiers = TIERS[family];
  if (tiers) {
    const byKey = result as Record<string, string[] | undefined>;
    const rows = tiers.map((tier) => ({ tier, numbers: byKey[tier.key] ?? [] }));
    return { kind: 'prizes', headline: rows[0]?.numbers[0] ?? '', tiers: rows };
  }
  if (family === 'lhc') {
    const { regular = [], special } = result as { regular?: number[]; special?: number };
    return {
      kind: 'balls',
      values: regular.map((n) => padded(n, 2)),
      ...(special === undefined ? {} : { special: padded(special, 2) }),
    };
  }
  if (!Array.isArray(result)) return null;
  const values = result as number[];
  if (family === 'k3') return { kind: 'dice', values };
  const width = family === 'pk10' || family === '11x5' ? 2 : 1;
  return { kind: 'balls', values: values.map((n) => padded(n, width)) };
}
