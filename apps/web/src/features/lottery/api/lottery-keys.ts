import { useSession } from '../../../shell/session/session-store.ts';

/**
 * Query keys of the lottery. Games, draws, results and the ranking are public; a member's tickets sit
 * under the money root ['betting'] (shell/money/money-keys.ts) with the member's id, so every money
 * movement (refreshMoney) reads them again and a sign-out drops them.
 */
export const lotteryKeys = {
  games: (area: string) => ['lottery', 'games', area] as const,
  draw: (gameCode: string, issue: string) => ['lottery', 'draw', gameCode, issue] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  ranking: (gameCode: string) => ['lottery', 'ranking', gameCode] as const,
  today: (memberId: number | null) => ['betting', memberId, 'lottery-today'] as const,
};

export const useMemberId = () => useSession((state) => state.user?.id ?? null);
