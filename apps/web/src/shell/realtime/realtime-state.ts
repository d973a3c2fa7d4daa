import { create } from 'zustand';

/** While the socket is down (or was never up), the header balance is polled this often instead. */
export const FALLBACK_POLL_MS = 30_000;

type RealtimeState = {
  /** The socket is connected: pushes arrive, polling can rest. */
  connected: boolean;
  setConnected: (connected: boolean) => void;
};

/** Whether realtime pushes are arriving now (decision 0041); polling covers the time they are not. */
export const useRealtimeState = create<RealtimeState>((set) => ({
  connected: false,
  setConnected: (connected) => set({ connected }),
}));

/** The poll interval of a query the pushes keep fresh: none while connected. */
export function useFallbackPoll(): number | false {
  return useRealtimeState((state) => (state.connected ? false : FALLBACK_POLL_MS));
}
