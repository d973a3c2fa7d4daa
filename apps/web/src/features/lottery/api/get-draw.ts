import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** GET /lgw/draw: one draw of a game, with its commitment and, once drawn, its secret and result. */
export const getDraw = (gameCode: string, issue: string) =>
  apiGet<LotteryDraw>('/lgw/draw', { gameCode, issue });

export function useDraw(gameCode: string, issue: string) {
  return useQuery({ queryKey: lotteryKeys.draw(gameCode, issue), queryFn: () => getDraw(gameCode, issue) });
}
