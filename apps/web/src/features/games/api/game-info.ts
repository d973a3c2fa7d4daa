import type { PageOf } from '@portal/contracts/common';
import type { Winner } from '@portal/contracts/content';
import type { GameAnnouncements, GameType } from '@portal/contracts/games';
import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/** The winners list page's page size (spec section 9). */
export const WINNER_PAGE_SIZE = 42;

/** GET /wps/relay/GCSGAME_winnerList: one page of the winners, the latest first. */
export const fetchWinnerPage = (pageNo: number) =>
  apiGet<PageOf<Winner>>('/wps/relay/GCSGAME_winnerList', {
    gameCategory: 'ALL',
    pageNo,
    pageSize: WINNER_PAGE_SIZE,
  });

export function useWinnerPage(pageNo: number) {
  return useQuery({
    queryKey: ['games', 'winner-page', pageNo] as const,
    queryFn: () => fetchWinnerPage(pageNo),
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/relay/GCSGAME_getVassGameType (token required, spec section 6): the catalogue's game types. */
export const fetchGameTypes = () => apiGet<GameType[]>('/wps/relay/GCSGAME_getVassGameType');

export function useGameTypes() {
  const isLogin = useSession((state) => state.isLogin);
  return useQuery({
    queryKey: ['games', 'types'] as const,
    queryFn: fetchGameTypes,
    enabled: isLogin,
    staleTime: 60_000,
  });
}

/** GET /wps/relay/MCSFE_getListAnnouncements: the player notices and what is under maintenance. */
export const fetchGameAnnouncements = (gameType: string, language: string) =>
  apiGet<GameAnnouncements>('/wps/relay/MCSFE_getListAnnouncements', { gameType, language });

export function useGameAnnouncements(gameType: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['games', 'announcements', gameType, language] as const,
    queryFn: () => fetchGameAnnouncements(gameType, language),
    staleTime: 60_000,
  });
}

/** One prize mode's games of the lottery menu (GET /lgw/games/game_menus). */
export type LotteryMenuGroup = { prizeMode: string; games: LotteryGame[] };

/** GET /lgw/games/game_menus (no token): the lottery games grouped by prize mode. */
export const fetchLotteryMenu = () => apiGet<LotteryMenuGroup[]>('/lgw/games/game_menus');

export function useLotteryMenu(enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'lottery-menu'] as const,
    queryFn: fetchLotteryMenu,
    enabled,
    staleTime: 60_000,
  });
}
