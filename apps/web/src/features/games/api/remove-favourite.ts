import { apiRequest } from '../../../api/client.ts';

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId=: answers the whole list after the change. */
export function removeFavourite(nodeId: number): Promise<number[]> {
  return apiRequest<number[]>('/wps/relay/MCSFE_removeFavoriteGameV2', {
    method: 'DELETE',
    query: { nodeId },
  });
}
