import type { Game, LaunchResult } from '@portal/contracts/games';
import type { HouseSession, MiniRollBody, MiniRollResult } from '@portal/contracts/vendors.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';

/** GET /wps/game/miniGame: the catalogue's mini game, or null when the operators switched it off. */
export function useMiniGame(language: string) {
  return useQuery({
    queryKey: ['games', 'mini', language],
    queryFn: () => apiGet<Game | null>('/wps/game/miniGame', { language }),
    staleTime: 60_000,
  });
}

/** The launch token a real-money launch carries in its game address. */
function tokenOf(launch: LaunchResult): string {
  const token = new URL(launch.url, window.location.origin).searchParams.get('token');
  if (!token) throw new Error('The launch carried no token');
  return token;
}

/**
 * The mini game's session on the in-house vendor: a real-money launch (GET /wps/game/launchGame) for a
 * real account, a free trial (GET /wps/relay/GCS_gameTrialLaunch) for a trial account; the vendor's
 * session (POST /vendor/house/v1/session) then answers the player's balance and the game's stakes.
 */
export async function openMiniSession(game: Game, trial: boolean, language: string): Promise<HouseSession> {
  const key = { nodeId: game.nodeId, language };
  if (trial) {
    await apiGet<LaunchResult>('/wps/relay/GCS_gameTrialLaunch', key);
    return apiRequest<HouseSession>('/vendor/house/v1/session', {
      method: 'POST',
      body: { gameCode: game.gameCode, trial: true },
    });
  }
  const launch = await apiGet<LaunchResult>('/wps/game/launchGame', key);
  return apiRequest<HouseSession>('/vendor/house/v1/session', {
    method: 'POST',
    body: { gameCode: game.gameCode, token: tokenOf(launch) },
  });
}

/** POST /vendor/house/v1/mini/roll: one round; a retried request id answers its first round. */
export const rollMini = (body: MiniRollBody) =>
  apiRequest<MiniRollResult>('/vendor/house/v1/mini/roll', { method: 'POST', body });
