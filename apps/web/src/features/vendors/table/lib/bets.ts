import type { BaccaratBet, TableGameInfo } from '@portal/contracts/vendors.schema';

/** One chip put on a spot; the list of them is the undo stack. */
export type Placement = { bet: BaccaratBet; amount: number };
export type Stakes = Partial<Record<BaccaratBet, number>>;
export type Limits = Pick<TableGameInfo, 'minBet' | 'maxBet'>;

/** Why a chip or a deal is refused before anything is sent. */
export type BetProblem =
  | { code: 'max'; bet: BaccaratBet }
  | { code: 'min'; bet: BaccaratBet }
  | { code: 'empty' }
  | { code: 'funds' };

export function stakesOf(placements: readonly Placement[]): Stakes {
  const stakes: Stakes = {};
  for (const { bet, amount } of placements) stakes[bet] = (stakes[bet] ?? 0) + amount;
  return stakes;
}

export function totalStake(placements: readonly Placement[]): number {
  return placements.reduce((sum, placement) => sum + placement.amount, 0);
}

/** A chip may go on a spot while the spot stays within the table maximum and the stake within the balance. */
export function checkPlacement(
  placements: readonly Placement[],
  next: Placement,
  limits: Limits,
  balance: number,
): BetProblem | null {
  const onSpot = stakesOf(placements)[next.bet] ?? 0;
  if (onSpot + next.amount > limits.maxBet) return { code: 'max', bet: next.bet };
  if (totalStake(placements) + next.amount > balance) return { code: 'funds' };
  return null;
}

/** A deal needs a chip down, every spot in use at the table minimum or more, and the balance to cover it. */
export function checkDeal(
  placements: readonly Placement[],
  limits: Limits,
  balance: number,
): BetProblem | null {
  if (placements.length === 0) return { code: 'empty' };
  for (const [bet, amount] of Object.entries(stakesOf(placements)) as [BaccaratBet, number][]) {
    if (amount < limits.minBet) return { code: 'min', bet };
    if (amount > limits.maxBet) return { code: 'max', bet };
  }
  if (totalStake(placements) > balance) return { code: 'funds' };
  return null;
}
