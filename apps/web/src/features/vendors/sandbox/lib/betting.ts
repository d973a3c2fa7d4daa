import { MINOR_UNIT_EXPONENT } from '@portal/contracts/wallet';

/** Odds carry at most four decimals: as whole ten-thousandths the return is exact integer arithmetic. */
const ODDS_SCALE = 10_000;

/** What a ticket returns if it wins: stake x odds, rounded down to the minor unit. */
export function potentialReturn(stake: number, odds: number): number {
  return Math.floor((stake * Math.round(odds * ODDS_SCALE)) / ODDS_SCALE);
}

/** The order picks are offered in: home, draw, away (cockfight: meron, draw, wala); others after. */
const PICK_ORDER = ['HOME', 'MERON', 'DRAW', 'AWAY', 'WALA'];

export function orderedPicks(odds: Record<string, number>): string[] {
  const rank = (pick: string) => {
    const index = PICK_ORDER.indexOf(pick);
    return index === -1 ? PICK_ORDER.length : index;
  };
  return Object.keys(odds).sort((a, b) => rank(a) - rank(b));
}

/** Minor units as a player types them in the stake field: "25" or "25.50". */
export function stakeText(minor: number): string {
  const factor = 10 ** MINOR_UNIT_EXPONENT;
  return minor % factor === 0 ? String(minor / factor) : (minor / factor).toFixed(MINOR_UNIT_EXPONENT);
}
