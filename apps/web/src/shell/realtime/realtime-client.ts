import { REALTIME_PATH, type RealtimeEvent, type RealtimeEvents } from '@portal/contracts/realtime';
import { io } from 'socket.io-client';

export type RealtimeHandlers = {
  [E in RealtimeEvent]?: (data: RealtimeEvents[E]) => void;
} & {
  /** Connected (true) or not (false): the fallback polling follows it. */
  onConnected: (connected: boolean) => void;
};

/** Reconnection backoff: 1 s doubling to 30 s, with jitter, forever while the page is logged in. */
export const BACKOFF = { reconnectionDelay: 1_000, reconnectionDelayMax: 30_000, randomizationFactor: 0.5 };

/**
 * Opens the portal's one socket (decision 0041) with the session token: same origin, websocket first with
 * long polling as the transport's fallback. Answers a function that closes it. (This file and Socket.IO's
 * client are in the lazy chunk of realtime-bridge.tsx: loaded at the first login only.)
 */
export function openRealtime(token: string, handlers: RealtimeHandlers): () => void {
  const socket = io({
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    ...BACKOFF,
  });
  socket.on('connect', () => handlers.onConnected(true));
  socket.on('disconnect', () => handlers.onConnected(false));
  // A refused handshake (the session ended) does not retry: the HTTP calls find out the session's state.
  socket.on('connect_error', () => handlers.onConnected(false));
  for (const [event, handler] of Object.entries(handlers)) {
    if (event !== 'onConnected') socket.on(event, handler as (data: unknown) => void);
  }
  return () => {
    socket.removeAllListeners();
    socket.close();
    handlers.onConnected(false);
  };
}
