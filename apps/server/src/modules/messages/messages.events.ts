import type { MessageKind } from '@portal/contracts/messages';

/**
 * A message reached inboxes (published after its commit). `room` says whose: 'accounts' names them (at
 * most MESSAGE_EVENT_ACCOUNTS; a larger audience is told as its merchant, each socket then reads its own
 * count), 'merchant' is every account of the merchant. `unread` is each named account's new unread count
 * when it was cheap to know (one recipient); otherwise a socket layer asks `messages.unreadCount`.
 */
export type MessageCreated = {
  merchantId: number;
  messageId: number;
  kind: MessageKind;
  room: 'accounts' | 'merchant';
  accountIds: number[];
  unread: Record<string, number>;
};

/** An account's unread count changed because it read or deleted messages (its other tabs and devices). */
export type MessageUnread = { merchantId: number; accountId: number; unread: number };

/** The most accounts one message.created names; a larger audience is published as its merchant's room. */
export const MESSAGE_EVENT_ACCOUNTS = 1000;

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'message.created': MessageCreated;
    'message.unread': MessageUnread;
  }
}
