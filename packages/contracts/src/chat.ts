/** The chat room and the live casino's hosts (issue 20, decision 0044): the constants both sides share. */
import { APPLICATION_UPLOAD } from './promotions.ts';

/** A chat message's text and images: the same image limits and checks as feedback and applications. */
export const CHAT_RULES = {
  maxChars: 1000,
  maxImages: APPLICATION_UPLOAD.maxImages,
  maxBytes: APPLICATION_UPLOAD.maxBytes,
  types: APPLICATION_UPLOAD.types,
} as const;

/** How many messages one history read answers (older ones with `before`). */
export const CHAT_PAGE_SIZE = 50;
/** A player may send this many chat messages a minute. */
export const CHAT_SENDS_PER_MINUTE = 20;
/** How long a typing mark lasts without another (ms). */
export const CHAT_TYPING_MS = 5000;
/** How often the chat is read again while no socket pushes it, and the back office's poll (ms). */
export const CHAT_POLL_MS = 4000;

/** Who wrote a message: the player, or the staff (customer service, or answering as a host). */
export const CHAT_SENDERS = ['player', 'staff'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A conversation is open until an operator closes it; the player's next message opens a new one. */
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** A live host's state, as operators set it. */
export const HOST_STATUSES = ['online', 'busy', 'offline'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

/** The portal's address that opens the chat room with a host (the live page asks a visitor to log in first). */
export const chatUrlOf = (hostId: number) => `/live?chat=${hostId}`;
