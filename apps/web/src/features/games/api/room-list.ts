import type { PvpRoom } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { myGamesKeys } from './games-keys.ts';

/** How often the room list is read again while it is on screen (players come and go). */
export const ROOM_REFRESH_MS = 30_000;

/** GET /wps/relay/GLS2_roomList: the PvP rooms with their limits and players. */
export const fetchRooms = () => apiGet<PvpRoom[]>('/wps/relay/GLS2_roomList');

export function useRoomList() {
  const isLogin = useSession((state) => state.isLogin);
  const memberId = useSession((state) => state.user?.id);
  // names come in the page's language: another language is another list
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: [...myGamesKeys.rooms(memberId), language],
    queryFn: fetchRooms,
    enabled: isLogin,
    refetchInterval: ROOM_REFRESH_MS,
  });
}
