/** Messages, notices and feedback (issue 20, decision 0040): the constants both sides share. */
import { APPLICATION_UPLOAD } from './promotions.ts';

/** The inbox's kinds of message (issue 20): system, personal, promotion. */
export const MESSAGE_KINDS = ['system', 'personal', 'promotion'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Whom an operator's message goes to: one player, a list, a VIP level, an agent's team, the whole merchant. */
export const MESSAGE_AUDIENCES = ['player', 'list', 'vip', 'team', 'merchant'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** A message's state: waiting for its time, sent (in the inboxes), or cancelled before its time. */
export const MESSAGE_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 4000;
/** The most usernames one list message names (a larger audience is a level, a team or the merchant). */
export const MESSAGE_LIST_MAX = 1000;
/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 10;
/** The member notices' page size (spec section 9: notice page size 9). */
export const NOTICE_PAGE_SIZE = 9;
/** How often the portal reads the unread count again while no socket pushes it (ms). */
export const UNREAD_POLL_MS = 60_000;

/** Feedback categories (spec section 5 names a category; the list is ours). */
export const FEEDBACK_CATEGORIES = [
  'suggestion',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Feedback states: waiting for an operator, answered (the answer is in the player's inbox). */
export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * Feedback's text (spec section 5: "word count between {0} and {1}") and images (the same limits as
 * applications: PNG or JPEG, 5 MB each, at most 3).
 */
export const FEEDBACK_RULES = {
  minWords: 3,
  maxWords: 300,
  maxChars: 3000,
  maxImages: APPLICATION_UPLOAD.maxImages,
  maxBytes: APPLICATION_UPLOAD.maxBytes,
  types: APPLICATION_UPLOAD.types,
} as const;
export const FEEDBACK_ANSWER_MAX = 2000;

/**
 * Words as the bounds count them: the word-like segments of Unicode word segmentation, so Thai (written
 * without spaces) counts its words too.
 */
export function wordCount(text: string): number {
  let count = 0;
  for (const segment of new Intl.Segmenter('th', { granularity: 'word' }).segment(text)) {
    if (segment.isWordLike) count += 1;
  }
  return count;
}

/** A text in the reader's language, else English, else any. */
export function messageText(texts: Record<string, string>, language: string): string {
  const short = language.slice(0, 2).toLowerCase();
  return texts[short] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
