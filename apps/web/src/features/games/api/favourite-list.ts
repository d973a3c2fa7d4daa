import type { PageOf } from '@portal/contracts/common';
import type { Game } from '@portal/contracts/games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { myGamesKeys } from './games-keys.ts';

/** GET /wps/relay/MCSFE_getFavoriteGamesList: the member's favourite games, newest first, paged. */
export function fetchFavouriteList(pageNum: number, pageSize: number): Promise<PageOf<Game>> {
  return apiGet<PageOf<Game>>('/wps/relay/MCSFE_getFavoriteGamesList', { pageNum, pageSize });
}

export function useFavouriteList(pageNum: number, pageSize: number) {
  const isLogin = useSession((state) => state.isLogin);
  const memberId = useSession((state) => state.user?.id);
  // names come in the page's language: another language is another list
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: [...myGamesKeys.favouriteLists(memberId), language, pageNum, pageSize] as const,
    queryFn: () => fetchFavouriteList(pageNum, pageSize),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}
