import type { FishShotBody, FishShotResult } from '@portal/contracts/vendors.schema';
import { apiRequest } from '../../../../api/client.ts';

/** POST /vendor/sandbox/v1/fish/shoot: one shot at one fish is one bet. */
export function shootFish(body: FishShotBody): Promise<FishShotResult> {
  return apiRequest<FishShotResult>('/vendor/sandbox/v1/fish/shoot', { method: 'POST', body });
}
