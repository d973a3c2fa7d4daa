// The sockets of bench/realtime.ts, in a process of their own (their memory and their event loop are not the
// platform's): opens one socket per token as the portal does (websocket transport), reports once all are
// connected, then reports each balance push's arrival time, keyed by its amount (each posting's is unique).
import { io, type Socket } from 'socket.io-client';

type Start = { url: string; tokens: string[]; batch: number };
type Arrival = { amount: number; at: number };

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);
const sockets: Socket[] = [];
let arrivals: Arrival[] = [];

function flush() {
  if (arrivals.length > 0) send({ kind: 'arrivals', arrivals });
  arrivals = [];
}
setInterval(flush, 50).unref();

async function start({ url, tokens, batch }: Start) {
  let refused = 0;
  for (let i = 0; i < tokens.length; i += batch) {
    await Promise.all(
      tokens.slice(i, i + batch).map(
        (token) =>
          new Promise<void>((resolve) => {
            const socket = io(url, {
              path: '/socket.io',
              transports: ['websocket'],
              reconnection: false,
              auth: { token },
            });
            socket.on('balance', (push: { amount: number }) =>
              arrivals.push({ amount: push.amount, at: now() }),
            );
            socket.once('connect', () => resolve());
            socket.once('connect_error', () => {
              refused++;
              resolve();
            });
            sockets.push(socket);
          }),
      ),
    );
  }
  send({ kind: 'connected', connected: sockets.filter((s) => s.connected).length, refused });
}

process.on('message', (message: { kind: string } & Partial<Start>) => {
  if (message.kind === 'start') void start(message as Start);
  if (message.kind === 'flush') {
    flush();
    send({ kind: 'flushed' });
  }
  if (message.kind === 'stop') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
