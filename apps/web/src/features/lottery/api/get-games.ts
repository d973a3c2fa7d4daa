import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** GET /lgw/games: the lottery games of an area (VN, SEA, '' for all), each with its current and last draw. */
export const getLotteryGames = (area: string) =>
  apiGet<LotteryGame[]>('/lgw/games', area ? { lottoArea: area } : undefined);

/**
 * The games, read again every `pollMs` (fast while a draw the page waits for is due, slow otherwise,
 * never in the background tab's absence of a reason).
 */
export function useLotteryGames(area: string, pollMs: number | false) {
  return useQuery({
    queryKey: lotteryKeys.games(area),
    queryFn: () => getLotteryGames(area),
    refetchInterval: pollMs,
    staleTime: 1000,
  });
}
