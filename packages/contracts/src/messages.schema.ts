/** Schemas of messages, notices and feedback (issue 20, decision 0040). */
import { type Static, Type } from 'typebox';
import { OneOf, Page } from './common.schema.ts';
import {
  FEEDBACK_ANSWER_MAX,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  INBOX_PAGE_SIZE,
  MESSAGE_AUDIENCES,
  MESSAGE_CONTENT_MAX,
  MESSAGE_KINDS,
  MESSAGE_LIST_MAX,
  MESSAGE_STATUSES,
  MESSAGE_TITLE_MAX,
  NOTICE_PAGE_SIZE,
} from './messages.ts';

const Instant = Type.String({ format: 'date-time' });
const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
const Username = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' });
const PageNum = Type.Integer({ minimum: 1, maximum: 10_000, default: 1, examples: [1] });
const MessageId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

// Players

/** One inbox message in the reader's language. */
export const InboxMessage = Type.Object({
  id: Type.Integer(),
  kind: OneOf(MESSAGE_KINDS),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  sentAt: Instant,
});
export type InboxMessage = Static<typeof InboxMessage>;

/** A page of the inbox, newest first, with the unread count beside it. */
export const InboxPage = Type.Intersect([
  Page(InboxMessage),
  Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
]);
export type InboxPage = Static<typeof InboxPage>;

export const InboxQuery = Type.Object({
  pageNum: PageNum,
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: INBOX_PAGE_SIZE, examples: [INBOX_PAGE_SIZE] }),
  kind: Type.Optional(OneOf(MESSAGE_KINDS)),
  unreadOnly: Type.Optional(Type.Boolean({ examples: [false] })),
});
export type InboxQuery = Static<typeof InboxQuery>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

/** Marks read, or deletes: some messages by id, or all of the caller's. */
export const MessageIdsBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(MessageId, { minItems: 1, maxItems: 100 })),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MessageIdsBody = Static<typeof MessageIdsBody>;

/** A member notice (the content module's player notices, the logged-in ones too). */
export const MemberNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  startDateStr: Type.String(),
});
export const MemberNoticePage = Page(MemberNotice);
export type MemberNoticePage = Static<typeof MemberNoticePage>;
export const NoticeQuery = Type.Object({
  pageNum: PageNum,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 50,
    default: NOTICE_PAGE_SIZE,
    examples: [NOTICE_PAGE_SIZE],
  }),
});
export type NoticeQuery = Static<typeof NoticeQuery>;

/** The feedback form's rules (spec section 5) and categories, for the modal. */
export const FeedbackConfig = Type.Object({
  categories: Type.Array(OneOf(FEEDBACK_CATEGORIES)),
  minWords: Type.Integer(),
  maxWords: Type.Integer(),
  maxChars: Type.Integer(),
  maxImages: Type.Integer(),
  maxBytes: Type.Integer(),
});
export type FeedbackConfig = Static<typeof FeedbackConfig>;

/** What a player's feedback answers: its id and state. */
export const FeedbackReceipt = Type.Object({
  id: Type.Integer(),
  category: OneOf(FEEDBACK_CATEGORIES),
  status: OneOf(FEEDBACK_STATUSES),
  createdAt: Instant,
});
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

// Operators

const Texts = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: MESSAGE_CONTENT_MAX }),
    th: Type.Optional(Type.String({ maxLength: MESSAGE_CONTENT_MAX })),
  },
  { additionalProperties: false },
);
const Titles = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: MESSAGE_TITLE_MAX }),
    th: Type.Optional(Type.String({ maxLength: MESSAGE_TITLE_MAX })),
  },
  { additionalProperties: false },
);

export const OpsSendMessageBody = Type.Object(
  {
    merchant: MerchantCode,
    kind: OneOf(MESSAGE_KINDS),
    title: Titles,
    content: Texts,
    audience: OneOf(MESSAGE_AUDIENCES),
    /** player: one username; list: up to 1000. */
    usernames: Type.Optional(Type.Array(Username, { minItems: 1, maxItems: MESSAGE_LIST_MAX })),
    /** vip: the level (1 and up). */
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** team: the agent whose team (every account below it) receives it. */
    agent: Type.Optional(Username),
    /** Later than now: the message waits for its time; none: sent at once. */
    sendAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type OpsSendMessageBody = Static<typeof OpsSendMessageBody>;

export const OpsMessage = Type.Object({
  id: Type.Integer(),
  kind: OneOf(MESSAGE_KINDS),
  title: Type.Record(Type.String(), Type.String()),
  content: Type.Record(Type.String(), Type.String()),
  audience: OneOf(MESSAGE_AUDIENCES),
  /** Who it names: the usernames, the level or the agent, as the operator chose. */
  target: Type.String(),
  status: OneOf(MESSAGE_STATUSES),
  source: Type.String(),
  sendAt: Instant,
  sentAt: Type.Union([Instant, Type.Null()]),
  recipients: Type.Integer({ minimum: 0 }),
  reads: Type.Integer({ minimum: 0 }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
});
export type OpsMessage = Static<typeof OpsMessage>;
export const OpsMessagePage = Page(OpsMessage);
export type OpsMessagePage = Static<typeof OpsMessagePage>;

export const OpsMessagesQuery = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(OneOf(MESSAGE_STATUSES)),
  pageNum: PageNum,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20, examples: [20] }),
});
export type OpsMessagesQuery = Static<typeof OpsMessagesQuery>;

export const OpsIdParams = Type.Object({ id: MessageId });
export const OpsMerchantBody = Type.Object({ merchant: MerchantCode }, { additionalProperties: false });

export const OpsFeedback = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  category: OneOf(FEEDBACK_CATEGORIES),
  content: Type.String(),
  imageIds: Type.Array(Type.Integer()),
  status: OneOf(FEEDBACK_STATUSES),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredBy: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Instant, Type.Null()]),
  createdAt: Instant,
});
export type OpsFeedback = Static<typeof OpsFeedback>;
export const OpsFeedbackPage = Page(OpsFeedback);
export type OpsFeedbackPage = Static<typeof OpsFeedbackPage>;

export const OpsFeedbackQuery = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(OneOf(FEEDBACK_STATUSES)),
  pageNum: PageNum,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20, examples: [20] }),
});
export type OpsFeedbackQuery = Static<typeof OpsFeedbackQuery>;

export const OpsFeedbackAnswerBody = Type.Object(
  { merchant: MerchantCode, answer: Type.String({ minLength: 1, maxLength: FEEDBACK_ANSWER_MAX }) },
  { additionalProperties: false },
);
export type OpsFeedbackAnswerBody = Static<typeof OpsFeedbackAnswerBody>;
export const OpsFeedbackImageParams = Type.Object({ id: MessageId, imageId: MessageId });
