import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { myGamesKeys } from './games-keys.ts';

/** GET /wps/relay/MCSFE_getFavoriteGames: the node ids of the member's favourite games. */
export const fetchFavouriteIds = () => apiGet<number[]>('/wps/relay/MCSFE_getFavoriteGames');

/** The favourite node ids, read once per member and then kept up to date by the toggles. */
export function useFavouriteIds() {
  const isLogin = useSession((state) => state.isLogin);
  const memberId = useSession((state) => state.user?.id);
  return useQuery({
    queryKey: myGamesKeys.favouriteIds(memberId),
    queryFn: fetchFavouriteIds,
    enabled: isLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
