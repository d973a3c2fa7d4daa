import type { LaunchResult, TrialLaunchQuery } from '@portal/contracts/games';
import { apiGet } from '../../../api/client.ts';

/** GET /wps/relay/GCS_gameTrialLaunch: a free trial with demo credit; no login needed. */
export function trialLaunch(query: TrialLaunchQuery): Promise<LaunchResult> {
  return apiGet<LaunchResult>('/wps/relay/GCS_gameTrialLaunch', query);
}
