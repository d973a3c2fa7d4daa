import type { SystemStatus } from '@portal/contracts/system';
import { useSystemStatus } from '../../api/system-status.ts';

/**
 * The system status inside the shell. The system gate renders the shell only once the status has
 * loaded, so below it the value is always there.
 */
export function useLoadedStatus(): SystemStatus {
  const { data } = useSystemStatus();
  if (!data) throw new Error('useLoadedStatus used outside the system gate');
  return data;
}
