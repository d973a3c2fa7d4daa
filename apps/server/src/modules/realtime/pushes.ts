import type { RealtimeEvent, RealtimeEvents } from '@portal/contracts/realtime';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import '../chat/chat.events.ts';
import '../content/content.events.ts';
import '../lottery/lottery.events.ts';
import '../messages/messages.events.ts';
import '../rewards/rewards.events.ts';
import '../system/system.events.ts';
import '../wallet/wallet.events.ts';

/** Who receives a push: accounts' sockets (never a trial account's), or every socket of a merchant. */
export type PushTarget = { account: number } | { accounts: number[] } | { merchant: number };

/** One socket event to send: the room it goes to, its name and its payload (see contracts/realtime.ts). */
export type Push = {
  [E in RealtimeEvent]: { to: PushTarget; event: E; data: RealtimeEvents[E] };
}[RealtimeEvent];

/** How a domain event becomes a socket event: null sends nothing. */
export type PushRule<N extends keyof DomainEvents> = (payload: DomainEvents[N]) => Push | null;

/**
 * The domain events the portal hears about (decision 0041), each turned into one socket event after its
 * transaction committed. Adding a push for a new domain event is one entry here (and, when it is a new
 * socket event, its name and payload in packages/contracts/src/realtime.ts and a listener in the portal's
 * apps/web/src/shell/realtime/), as the message centre's two are.
 *
 * A rule runs on the node that published the event, once; the Socket.IO adapter carries the push to the
 * sockets connected to every other node (Redis when REDIS_URL is set).
 */
export const PUSHES: { [N in keyof DomainEvents]?: PushRule<N> } = {
  'balance.changed': (p) => ({
    to: { account: p.accountId },
    event: 'balance',
    data: { wallet: p.wallet, balance: p.balance, amount: p.amount, type: p.type },
  }),
  'notice.changed': (p) => ({ to: { merchant: p.merchantId }, event: 'notice', data: { type: p.type } }),
  'merchant.maintenance': (p) =>
    p.on ? { to: { merchant: p.merchantId }, event: 'maintenance', data: { on: true } } : null,
  'lottery.drawn': (p) => ({
    to: { merchant: p.merchantId },
    event: 'lottery.drawn',
    data: { gameCode: p.gameCode, issue: p.issue },
  }),
  'lottery.closed': (p) => ({
    to: { merchant: p.merchantId },
    event: 'lottery.closed',
    data: { gameCode: p.gameCode, issue: p.issue },
  }),
  'reward.claimable': (p) => ({ to: { account: p.accountId }, event: 'rewards', data: { source: p.source } }),
  // a message to many is told to the merchant's room; each portal then reads its own count
  'message.created': (p) =>
    p.room === 'merchant'
      ? { to: { merchant: p.merchantId }, event: 'messages', data: {} }
      : { to: { accounts: p.accountIds }, event: 'messages', data: {} },
  'message.unread': (p) => ({ to: { account: p.accountId }, event: 'messages', data: { unread: p.unread } }),
  // the player's own conversations only (its other tabs hear its own messages and read marks too)
  'chat.changed': (p) => ({
    to: { account: p.accountId },
    event: 'chat',
    data: {
      conversationId: p.conversationId,
      kind: p.kind,
      from: p.from,
      ...(p.messageId !== undefined ? { messageId: p.messageId } : {}),
      ...(p.readId !== undefined ? { readId: p.readId } : {}),
    },
  }),
};
