import type { LotteryRank } from '@portal/contracts/lottery.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** GET /wps/relay/GCSGAME_getRankList: the week's biggest wins of a game, names masked. */
export const getRanking = (gameCode: string) =>
  apiGet<LotteryRank[]>('/wps/relay/GCSGAME_getRankList', { gameCode });

export function useRanking(gameCode: string) {
  return useQuery({
    queryKey: lotteryKeys.ranking(gameCode),
    queryFn: () => getRanking(gameCode),
    staleTime: 60_000,
  });
}
