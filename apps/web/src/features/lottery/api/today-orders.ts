import type { LotteryTicket } from '@portal/contracts/lottery.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { lotteryKeys, useMemberId } from './lottery-keys.ts';

/** GET /lgw/orders/today: the member's tickets of today, newest first. */
export const getTodayOrders = () => apiGet<LotteryTicket[]>('/lgw/orders/today');

export function useTodayOrders() {
  const memberId = useMemberId();
  return useQuery({ queryKey: lotteryKeys.today(memberId), queryFn: getTodayOrders });
}
