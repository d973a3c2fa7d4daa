/**
 * Realtime (issue 20, decision 0041): the socket events the platform pushes to a logged-in portal over
 * Socket.IO on the platform's own port (path `/socket.io`). Every event is a hint: the portal can always read
 * the truth again over HTTP, and nothing needs an event for correctness.
 *
 * The socket authenticates in its handshake with `auth: { token, merchant }` (the session token the HTTP calls
 * send in Authorization, and the merchant code the portal sends in the Merchant header); a socket without a
 * live session of that merchant is refused with the error `not.logged.in`.
 */
export const REALTIME_PATH = '/socket.io';

/** The handshake's `auth` object. */
export type RealtimeAuth = { token: string; merchant?: string };

/** The player's main (or a vendor's) wallet moved: its new balance, in minor units. */
export type BalancePush = { wallet: string; balance: number; amount: number; type: string };
/** A notice (announcement) of the merchant was published or changed: the notice lists are read again. */
export type NoticePush = { type: string };
/** The session behind this socket ended (logout elsewhere, an operator's lock, a password change). */
export type LogoutPush = { reason: 'revoked' };
/** The merchant went into maintenance: the portal reads the system status again. */
export type MaintenancePush = { on: boolean };
/** A lottery draw's result is out, or its sales closed. */
export type LotteryPush = { gameCode: string; issue: string };
/** A reward of the reward centre became claimable: its list and badge are read again. */
export type RewardsPush = { source: string };

/** Messages reached the inbox, or were read elsewhere: the inbox and its badge are read again. */
export type MessagesPush = { unread?: number };

/**
 * Something happened in one of the player's conversations (decision 0044): a message (read the history
 * again), a read mark (`readId`, the last message the other side read), closed, or the staff typing.
 */
export type ChatPush = {
  conversationId: number;
  kind: 'message' | 'read' | 'closed' | 'typing';
  from: 'player' | 'staff';
  messageId?: number;
  readId?: number;
};

/** Event name → payload, as the server emits and the portal listens. */
export type RealtimeEvents = {
  balance: BalancePush;
  notice: NoticePush;
  logout: LogoutPush;
  maintenance: MaintenancePush;
  'lottery.drawn': LotteryPush;
  'lottery.closed': LotteryPush;
  rewards: RewardsPush;
  messages: MessagesPush;
  chat: ChatPush;
};

export type RealtimeEvent = keyof RealtimeEvents;
