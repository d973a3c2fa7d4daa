import type { RandomInt } from '../random.ts';
import type { DrawCheck, DrawShape, Tier } from '../types.ts';
import { refused } from './numbers.ts';

/** A draw of prize tiers (VN regional, Thai government): each tier's numbers as digit strings. */
export type PrizeDraw<K extends string> = { readonly [key in K]: readonly string[] };

export type PrizeTier<K extends string> = Tier & { readonly key: K };

/** The family members of a prize draw with these tiers. */
export function prizesShape<K extends string>(tiers: readonly PrizeTier<K>[]) {
  const parseDraw = (value: unknown): DrawCheck<PrizeDraw<K>> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return refused('lottery.draw.shape', '');
    }
    const record = value as Record<string, unknown>;
    if (Object.keys(record).length !== tiers.length) return refused('lottery.draw.shape', '');
    const draw: Partial<Record<K, string[]>> = {};
    for (const tier of tiers) {
      const numbers = record[tier.key];
      if (!Array.isArray(numbers) || numbers.length !== tier.count)
        return refused('lottery.draw.shape', tier.key);
      for (const [i, number] of numbers.entries()) {
        const at = `${tier.key}[${i}]`;
        if (typeof number !== 'string') return refused('lottery.draw.shape', at);
        if (number.length !== tier.digits || !/^\d+$/.test(number)) return refused('lottery.draw.range', at);
      }
      draw[tier.key] = [...numbers];
    }
    return { ok: true, draw: draw as PrizeDraw<K> };
  };
  /** Tier by tier in the layout's order, each number uniform(10^digits) written with its leading zeros. */
  const generate = (rng: RandomInt): PrizeDraw<K> => {
    const draw: Partial<Record<K, string[]>> = {};
    for (const tier of tiers) {
      const numbers: string[] = [];
      for (let i = 0; i < tier.count; i++)
        numbers.push(String(rng.int(10 ** tier.digits)).padStart(tier.digits, '0'));
      draw[tier.key] = numbers;
    }
    return draw as PrizeDraw<K>;
  };
  return { shape: { kind: 'prizes', tiers } satisfies DrawShape, parseDraw, generate };
}

/** Every number of the draw, tier by tier in layout order. */
export function allPrizes<K extends string>(draw: PrizeDraw<K>, tiers: readonly PrizeTier<K>[]): string[] {
  return tiers.flatMap((tier) => draw[tier.key]);
}
