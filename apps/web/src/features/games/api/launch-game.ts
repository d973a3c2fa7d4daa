import type { LaunchQuery, LaunchResult } from '@portal/contracts/games';
import { apiGet } from '../../../api/client.ts';

/** GET /wps/game/launchGame: a real-money launch (login required; trial accounts are refused). */
export function launchGame(query: LaunchQuery): Promise<LaunchResult> {
  return apiGet<LaunchResult>('/wps/game/launchGame', query);
}
