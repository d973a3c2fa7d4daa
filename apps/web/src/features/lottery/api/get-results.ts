import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** The results the history and the trend charts read. */
export const RESULTS_PAGE = 50;

/** GET /lgw/numeros/near: a game's past results, newest first. */
export const getResults = (gameCode: string) =>
  apiGet<LotteryDraw[]>('/lgw/numeros/near', { gameCode, pageSize: RESULTS_PAGE });

/** Past results; `lastIssue` (the game's last drawn issue) reads them again when a new draw comes. */
export function useResults(gameCode: string, lastIssue: string | null) {
  return useQuery({
    queryKey: [...lotteryKeys.results(gameCode), lastIssue],
    queryFn: () => getResults(gameCode),
    staleTime: 60_000,
  });
}
