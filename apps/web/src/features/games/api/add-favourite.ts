import type { FavouriteBody } from '@portal/contracts/games';
import { apiRequest } from '../../../api/client.ts';

/** POST /wps/relay/MCSFE_addFavoriteGameV2: answers the whole list after the change. */
export function addFavourite(body: FavouriteBody): Promise<number[]> {
  return apiRequest<number[]>('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', body });
}
