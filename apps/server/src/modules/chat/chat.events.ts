/**
 * Something happened in a conversation (published after its commit, or at once for typing, which is never
 * stored): a message (`from` says whose), a read mark moved, the conversation closed, or a side is typing.
 * Realtime pushes it to the player's sockets as `chat`.
 */
export type ChatChanged = {
  merchantId: number;
  accountId: number;
  conversationId: number;
  kind: 'message' | 'read' | 'closed' | 'typing';
  from: 'player' | 'staff';
  messageId?: number;
  readId?: number;
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'chat.changed': ChatChanged;
  }
}
