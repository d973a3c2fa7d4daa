import type { Server as HttpServer } from 'node:http';
import { isTrialType } from '@portal/contracts/member';
import { REALTIME_PATH } from '@portal/contracts/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { RequestSession } from '../../platform/auth.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { PUSHES, type Push, type PushRule, type PushTarget } from './pushes.ts';

export type RealtimeDeps = {
  events: EventBus;
  /** The merchant of a handshake: its `merchant` code, else its host (as tenancy resolves a request's). */
  resolveMerchant: (from: { header: string | undefined; host: string }) => Promise<Merchant>;
  /** The live session behind a token for a merchant (the same lookup as the HTTP calls'), or null. */
  resolveSession: (token: string, merchantId: number) => Promise<RequestSession | null>;
  /** SHA-256 of a token: the key a revocation names the session by. */
  hashToken: (token: string) => string;
  /** Listens to the cache bus's scopes on this node (every node hears every scope): `session:<hash>` ends. */
  onScope: (listener: (scope: string) => void) => void;
  /** Redis for the Socket.IO adapter: pushes reach the sockets of every node; in process without it. */
  redisUrl: string | null;
  /** The push rules by domain event; PUSHES by default (tests and the bench may add theirs). */
  pushes?: typeof PUSHES;
};

/** The rooms a socket joins: its account's (real accounts only), its merchant's, and its session's. */
export const accountRoom = (accountId: number) => `account:${accountId}`;
export const merchantRoom = (merchantId: number) => `merchant:${merchantId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
const roomOf = (to: PushTarget) =>
  'account' in to
    ? accountRoom(to.account)
    : 'accounts' in to
      ? to.accounts.map(accountRoom)
      : merchantRoom(to.merchant);

/** What a socket keeps of its handshake (in this node's memory only). */
type SocketData = { merchantId: number; accountId: number; trial: boolean; token: string };

/**
 * Realtime (issue 20, decision 0041): Socket.IO on the platform's own HTTP server. A socket authenticates
 * in its handshake with the session token and joins its rooms; domain events become pushes after their
 * commit (PUSHES), sent from the node that published them and carried to the other nodes by the adapter;
 * a revoked session (every node hears it on the cache bus) is told `logout` and disconnected wherever its
 * sockets are.
 */
export function createRealtime(deps: RealtimeDeps) {
  let io: Server | null = null;
  let redis: Redis[] = [];
  /** Pushes sent by this node before it was attached (or after it closed) are dropped: they are only hints. */
  const send = (push: Push) => {
    io?.to(roomOf(push.to)).emit(push.event, push.data);
  };

  const pushes = deps.pushes ?? PUSHES;
  for (const name of Object.keys(pushes) as Array<keyof DomainEvents>) {
    const rule = pushes[name] as PushRule<typeof name>;
    // A push is a moment's work and a player waits for it: it never queues behind the slow handlers.
    deps.events.subscribe(
      name,
      (payload) => {
        const push = rule(payload);
        if (push) send(push);
      },
      { queued: false },
    );
  }

  /**
   * A session's cached lookup was dropped on every node: revoked (logout, another device's logout, an
   * operator's lock, a password change elsewhere), or only refreshed (the session that changed the password
   * keeps living). This node asks again for each of its sockets on that session and ends the dead ones.
   */
  async function recheck(tokenHash: string) {
    if (!io) return;
    // Only this node's sockets: every node hears the scope and checks its own.
    const sockets = await io.local.in(sessionRoom(tokenHash)).fetchSockets();
    for (const socket of sockets) {
      const data = socket.data as SocketData;
      const live = await deps.resolveSession(data.token, data.merchantId).catch(() => null);
      if (live) continue;
      socket.emit('logout', { reason: 'revoked' });
      socket.disconnect();
    }
  }
  deps.onScope((scope) => {
    if (scope.startsWith('session:')) void recheck(scope.slice('session:'.length)).catch(() => {});
  });

  async function authenticate(socket: Socket, next: (error?: Error) => void) {
    try {
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const token = typeof auth.token === 'string' ? auth.token : '';
      if (!token) return next(new Error('not.logged.in'));
      const merchant = await deps.resolveMerchant({
        header: typeof auth.merchant === 'string' && auth.merchant ? auth.merchant : undefined,
        host: socket.handshake.headers.host ?? '',
      });
      const session = await deps.resolveSession(token, merchant.id);
      if (!session) return next(new Error('not.logged.in'));
      const data: SocketData = {
        merchantId: merchant.id,
        accountId: session.accountId,
        trial: isTrialType(session.accountType),
        token,
      };
      socket.data = data;
      // Joined before the connection is announced: no push between the two is missed.
      const rooms = [merchantRoom(merchant.id), sessionRoom(deps.hashToken(token))];
      // Trial accounts hear the merchant's news only, no personal events (spec section 6).
      if (!data.trial) rooms.push(accountRoom(session.accountId));
      socket.join(rooms);
      next();
    } catch {
      next(new Error('not.logged.in'));
    }
  }

  return {
    /** Serves Socket.IO on the platform's HTTP server (before it listens). */
    attach(server: HttpServer): Server {
      io = new Server(server, {
        path: REALTIME_PATH,
        serveClient: false,
        // Same origin only: the portal is served by this server.
        cors: undefined,
        pingInterval: 25_000,
        pingTimeout: 20_000,
        maxHttpBufferSize: 4096,
      });
      if (deps.redisUrl) {
        const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
        const pub = new Redis(deps.redisUrl, options);
        const sub = pub.duplicate();
        for (const client of [pub, sub]) client.on('error', () => {});
        redis = [pub, sub];
        io.adapter(createAdapter(pub, sub, { key: 'portal:socket.io' }));
      }
      io.use((socket, next) => void authenticate(socket, next));
      // Sockets only listen: the platform takes no message over them.
      io.on('connection', (socket) => socket.onAny(() => {}));
      return io;
    },

    /** Pushes one event now (tests, and engines without a domain event of their own). */
    send,

    /** How many sockets are connected to this node. */
    connections: () => io?.engine.clientsCount ?? 0,

    /** Ends every socket of this node and stops listening for new ones (the app is closing). */
    async close(): Promise<void> {
      const server = io;
      io = null;
      if (!server) return;
      server.local.disconnectSockets(true);
      server.engine.close();
      for (const client of redis) client.disconnect();
      redis = [];
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
