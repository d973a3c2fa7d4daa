import type { RecentGame } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { myGamesKeys } from './games-keys.ts';

/** GET /wps/relay/GCS_recentGame: the games the member launched lately, newest first. */
export const fetchRecentGames = () => apiGet<RecentGame[]>('/wps/relay/GCS_recentGame');

export function useRecentGames(enabled: boolean) {
  const isLogin = useSession((state) => state.isLogin);
  const memberId = useSession((state) => state.user?.id);
  return useQuery({
    queryKey: myGamesKeys.recent(memberId),
    queryFn: fetchRecentGames,
    enabled: enabled && isLogin,
  });
}
