/** Schemas of the chat room and the live hosts (issue 20, decision 0044). */
import { type Static, Type } from 'typebox';
import { CHAT_RULES, CHAT_SENDERS, CHAT_STATUSES, HOST_STATUSES } from './chat.ts';
import { OneOf } from './common.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] });
const BigId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991, examples: [1] });
const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });

/** Whom the player talks to: customer service, or one live host. */
export const ChatCounterpart = Type.Object({
  kind: OneOf(['service', 'host'] as const),
  hostId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  picture: Type.Union([Type.String(), Type.Null()]),
});
export type ChatCounterpart = Static<typeof ChatCounterpart>;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  from: OneOf(CHAT_SENDERS),
  text: Type.String(),
  /** Image ids: the player reads them at /wps/chat/images/:id, operators at their conversation's path. */
  imageIds: Type.Array(Type.Integer()),
  sentAt: Instant,
});
export type ChatMessage = Static<typeof ChatMessage>;

/** A conversation as its player sees it: the read marks are the last message id each side has read. */
export const ChatConversation = Type.Object({
  id: Type.Integer(),
  status: OneOf(CHAT_STATUSES),
  counterpart: ChatCounterpart,
  playerReadId: Type.Integer(),
  staffReadId: Type.Integer(),
  /** The staff is typing now (a transient mark, never stored). */
  typing: Type.Boolean(),
});
export type ChatConversation = Static<typeof ChatConversation>;

/** The player's conversation with a counterpart (null before the first message) and its history, oldest first. */
export const ChatHistory = Type.Object({
  conversation: Type.Union([ChatConversation, Type.Null()]),
  messages: Type.Array(ChatMessage),
  /** Older messages remain (read them with `before`). */
  more: Type.Boolean(),
});
export type ChatHistory = Static<typeof ChatHistory>;

export const ChatHistoryQuery = Type.Object({
  hostId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] })),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991, examples: [100] })),
});
export type ChatHistoryQuery = Static<typeof ChatHistoryQuery>;

export const ChatSent = Type.Object({ conversationId: Type.Integer(), message: ChatMessage });
export type ChatSent = Static<typeof ChatSent>;

/** A read mark: the last message read (ids are increasing), or the newest when absent. */
export const ChatReadBody = Type.Object(
  { conversationId: BigId, messageId: Type.Optional(BigId) },
  { additionalProperties: false },
);
export type ChatReadBody = Static<typeof ChatReadBody>;
export const ChatTypingBody = Type.Object({ conversationId: BigId }, { additionalProperties: false });
export const ChatReadMark = Type.Object({ conversationId: Type.Integer(), readId: Type.Integer() });
export type ChatReadMark = Static<typeof ChatReadMark>;
export const ChatImageParams = Type.Object({ id: BigId });

// Live hosts

export const LiveHost = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  picture: Type.String(),
  languages: Type.Array(Type.String()),
  status: OneOf(HOST_STATUSES),
  /** The live table the host deals (its game code), or null. */
  table: Type.Union([Type.String(), Type.Null()]),
});
export type LiveHost = Static<typeof LiveHost>;
export const LiveHostList = Type.Array(LiveHost);
export type LiveHostList = Static<typeof LiveHostList>;
export const LaunchChatQuery = Type.Object({ hostId: Id });
export const ChatLaunch = Type.Object({ chatUrl: Type.String() });
export type ChatLaunch = Static<typeof ChatLaunch>;

// Operators

export const OpsChatQuery = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(OneOf(CHAT_STATUSES)),
});
export type OpsChatQuery = Static<typeof OpsChatQuery>;
export const OpsMerchantQuery = Type.Object({ merchant: MerchantCode });
export const OpsMerchantOnly = Type.Object({ merchant: MerchantCode }, { additionalProperties: false });
export const OpsChatParams = Type.Object({ id: BigId });
export const OpsChatImageParams = Type.Object({ id: BigId, imageId: BigId });

export const OpsChatSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  counterpart: ChatCounterpart,
  status: OneOf(CHAT_STATUSES),
  /** The player's messages after the staff's read mark. */
  unread: Type.Integer({ minimum: 0 }),
  /** Since when the player waits for an answer (its first message after the staff's last), or null. */
  waitingSince: Type.Union([Instant, Type.Null()]),
  lastText: Type.String(),
  lastAt: Instant,
});
export type OpsChatSummary = Static<typeof OpsChatSummary>;
export const OpsChatList = Type.Array(OpsChatSummary);
export type OpsChatList = Static<typeof OpsChatList>;

export const OpsChatView = Type.Object({
  conversation: OpsChatSummary,
  playerReadId: Type.Integer(),
  staffReadId: Type.Integer(),
  playerTyping: Type.Boolean(),
  messages: Type.Array(
    Type.Intersect([ChatMessage, Type.Object({ operator: Type.Union([Type.String(), Type.Null()]) })]),
  ),
});
export type OpsChatView = Static<typeof OpsChatView>;

export const OpsChatReplyBody = Type.Object(
  { merchant: MerchantCode, text: Type.String({ minLength: 1, maxLength: CHAT_RULES.maxChars }) },
  { additionalProperties: false },
);
export const OpsChatReadBody = Type.Object(
  { merchant: MerchantCode, messageId: Type.Optional(BigId) },
  { additionalProperties: false },
);

const HostName = Type.String({ minLength: 1, maxLength: 40 });
const HostPicture = Type.String({ minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9/_.-]+$' });
const HostLanguages = Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { minItems: 1, maxItems: 8 });
const HostTable = Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]);
export const OpsHostCreateBody = Type.Object(
  {
    merchant: MerchantCode,
    name: HostName,
    picture: HostPicture,
    languages: HostLanguages,
    status: Type.Optional(OneOf(HOST_STATUSES)),
    table: Type.Optional(HostTable),
  },
  { additionalProperties: false },
);
export type OpsHostCreateBody = Static<typeof OpsHostCreateBody>;
export const OpsHostEditBody = Type.Object(
  {
    merchant: MerchantCode,
    name: Type.Optional(HostName),
    picture: Type.Optional(HostPicture),
    languages: Type.Optional(HostLanguages),
    status: Type.Optional(OneOf(HOST_STATUSES)),
    table: Type.Optional(HostTable),
  },
  { additionalProperties: false },
);
export type OpsHostEditBody = Static<typeof OpsHostEditBody>;
export const OpsHostParams = Type.Object({ id: Id });
