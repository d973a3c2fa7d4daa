import type { GameDef } from './catalogue.ts';

export type WinnerDef = {
  seedKey: string;
  account: string;
  gameName: string;
  gameCategory: string;
  vassalage: string;
  /** Minor units. */
  winAmount: number;
  /** Minutes before the seed time. */
  minutesAgo: number;
};

const PREFIXES = [
  'som',
  'nok',
  'pim',
  'kit',
  'ann',
  'max',
  'joe',
  'tee',
  'bee',
  'ploy',
  'mint',
  'ice',
  'fah',
  'ton',
];

/** A small LCG: the board must look random yet be identical on every seed. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Forty-eight recent big wins spread over the last 48 hours, all from the merchant's own games. */
export function winnersFor(merchant: string, games: readonly GameDef[], count = 48): WinnerDef[] {
  const rand = lcg([...merchant].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  return Array.from({ length: count }, (_, i) => {
    const game = games[Math.floor(rand() * games.length)]!;
    const prefix = PREFIXES[Math.floor(rand() * PREFIXES.length)]!;
    const suffix = String(Math.floor(rand() * 90) + 10);
    // Skewed towards smaller wins, like a real board: 1,000.00 up to 2,500,000.00.
    const major = Math.round(1_000 + (2_500_000 - 1_000) * rand() ** 4);
    return {
      seedKey: `winner-${merchant}-${i + 1}`,
      account: `${prefix}***${suffix}`,
      gameName: game.title,
      gameCategory: game.gameType,
      vassalage: game.vendor,
      winAmount: major * 100,
      minutesAgo: Math.floor(((i + rand()) / count) * 48 * 60),
    };
  });
}
