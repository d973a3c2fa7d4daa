import type { TableDealResult } from '@portal/contracts/vendors.schema';
import type { ApiError } from '@portal/ui/api/client.ts';
import { useReducedMotion } from '@portal/ui/use-reduced-motion.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { asApiError } from '../shared/game-error.ts';
import { useBetRequestId } from '../shared/use-bet-request-id.ts';
import { dealTable } from './api/deal-table.ts';
import { houseHistoryKey } from './api/house-history.ts';
import { dealOrder } from './lib/baccarat.ts';
import type { Stakes } from './lib/bets.ts';

/** The pause between two cards turning over. */
export const REVEAL_MS = 450;

export type RoundPhase = 'idle' | 'dealing' | 'revealing' | 'settled';

type Options = {
  session: string;
  gameCode: string;
  /** Shows the balance: the stake taken while the cards turn, the payout added once they have. */
  onBalance: (balance: number) => void;
};

/**
 * One baccarat round: the deal call (its requestId kept for a retry after a network failure), then the
 * cards turned one by one in dealing order, then the outcome, the final balance and a fresh history.
 */
export function useBaccaratRound({ session, gameCode, onBalance }: Options) {
  const requestId = useBetRequestId();
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [result, setResult] = useState<TableDealResult | null>(null);
  const [shown, setShown] = useState(0);
  const [error, setError] = useState<ApiError | null>(null);
  const cards = useMemo(() => (result ? dealOrder(result) : []), [result]);

  useEffect(() => {
    if (phase !== 'revealing' || !result) return;
    if (shown < cards.length) {
      const timer = setTimeout(() => setShown((count) => count + 1), shown === 0 ? 0 : REVEAL_MS);
      return () => clearTimeout(timer);
    }
    setPhase('settled');
    onBalance(result.balance);
    void queryClient.invalidateQueries({ queryKey: houseHistoryKey(session, gameCode) });
  }, [phase, result, shown, cards.length, onBalance, queryClient, session, gameCode]);

  async function deal(bets: Stakes) {
    const id = requestId.for(bets);
    setPhase('dealing');
    setError(null);
    setResult(null);
    setShown(0);
    try {
      const answer = await dealTable({ session, gameCode, bets, requestId: id });
      requestId.settle();
      onBalance(answer.balance - answer.payout);
      setResult(answer);
      setShown(reducedMotion ? dealOrder(answer).length : 0);
      setPhase('revealing');
    } catch (caught) {
      const failure = asApiError(caught);
      requestId.settle(failure);
      setError(failure);
      setPhase('idle');
    }
  }

  return { phase, result, revealed: cards.slice(0, shown), error, deal };
}
