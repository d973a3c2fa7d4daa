import { REALTIME_PATH, type RealtimeEvent, type RealtimeEvents } from '@portal/contracts/realtime';

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
 * long polling as the transport's fallback. Socket.IO's client is loaded on the first login only, in its
 * own chunk. Answers a function that closes it.
 */
export function openRealtime(token: string, handlers: RealtimeHandlers): () => void {
  let closed = false;
  let close = () => {
    closed = true;
  };
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
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
    close = () => {
      socket.removeAllListeners();
      socket.close();
      handlers.onConnected(false);
    };
  });
  return () => close();
}
