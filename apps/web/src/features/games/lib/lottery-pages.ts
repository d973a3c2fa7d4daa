import type { GameListFilter } from '../api/get-game-list.ts';

/** The lottery pages of spec section 2 and where their games are listed (GCSGAME_gameList). */
export const LOTTERY_PAGES = {
  '/lottery': { key: 'lottery', lists: ['LOTT', 'ELOTT'], vassalage: undefined },
  '/seaLottery': { key: 'seaLottery', lists: ['LOTT'], vassalage: 'TCG_SEA' },
  '/vnLottery': { key: 'vnLottery', lists: ['LOTT'], vassalage: 'TCG_LOTTO_VN' },
} as const;
export type LotteryPath = keyof typeof LOTTERY_PAGES;

/** Enough games per list to find any one by its code. */
const LOOKUP_PAGE_SIZE = 100;

export function lotteryPageOf(pathname: string): (typeof LOTTERY_PAGES)[LotteryPath] {
  return LOTTERY_PAGES[pathname as LotteryPath] ?? LOTTERY_PAGES['/lottery'];
}

/** The game lists (one or two) a lottery page looks its ?gameCode= up in. */
export function lotteryLookups(pathname: string): [GameListFilter, GameListFilter | null] {
  const { lists, vassalage } = lotteryPageOf(pathname);
  const filter = (gameType: string) => ({ gameType, vassalage, pageNo: 1, pageSize: LOOKUP_PAGE_SIZE });
  const [first, second] = lists;
  return [filter(first), second ? filter(second) : null];
}
