import type { RecentGame } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { myGamesKeys } from './games-keys.ts';

/** GET /wps/relay/GCS_recentGame: the games the member launched lately, newest first. */
export const fetchRecentGames = () => apiGet<RecentGame[]>('/wps/relay/GCS_recentGame');

export function useRecentGames(enabled: boolean) {
  const isLogin = useSession((state) => state.isLogin);
  const memberId = useSession((state) => state.user?.id);
  // names come in the page's language: another language is another list
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: [...myGamesKeys.recent(memberId), language],
    queryFn: fetchRecentGames,
    enabled: enabled && isLogin,
  });
}
