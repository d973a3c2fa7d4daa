import { useRealtime } from './use-realtime.ts';

/**
 * The logged-in member's socket events (decision 0041), as a lazy component: the hook and Socket.IO's client
 * load with the first login, outside the home page's initial JavaScript.
 */
export default function RealtimeBridge() {
  useRealtime();
  return null;
}
