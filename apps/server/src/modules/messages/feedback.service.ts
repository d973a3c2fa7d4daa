import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_RULES,
  type FeedbackCategory,
  wordCount,
} from '@portal/contracts/messages';
import type {
  FeedbackConfig,
  FeedbackReceipt,
  OpsFeedback,
  OpsFeedbackPage,
  OpsFeedbackQuery,
} from '@portal/contracts/messages.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { FormImage } from '../../platform/image-form.ts';
import type { Messages } from './messages.service.ts';
import * as store from './messages.store.ts';

/** The answer's title in the player's inbox, in both languages. */
const ANSWER_TITLE = { en: 'Reply to your feedback', th: 'ตอบกลับความคิดเห็นของคุณ' };

/**
 * Feedback (issue 20, decision 0040): a player's category, text (spec section 5's word bounds) and up to
 * three images; operators read the queue and answer once, and the answer arrives as a message.
 */
export function createFeedback(deps: {
  db: Database;
  events: EventBus;
  messages: Pick<Messages, 'readerOf' | 'notifyIn'>;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
}) {
  const { db } = deps;

  const config = (): FeedbackConfig => ({
    categories: [...FEEDBACK_CATEGORIES],
    minWords: FEEDBACK_RULES.minWords,
    maxWords: FEEDBACK_RULES.maxWords,
    maxChars: FEEDBACK_RULES.maxChars,
    maxImages: FEEDBACK_RULES.maxImages,
    maxBytes: FEEDBACK_RULES.maxBytes,
  });

  return {
    config,

    /** A player's feedback: the category known, the words within the bounds, the images checked already. */
    async submit(
      merchantId: number,
      accountId: number,
      form: { category: string | undefined; content: string | undefined; images: readonly FormImage[] },
    ): Promise<FeedbackReceipt> {
      const category = form.category as FeedbackCategory;
      if (!FEEDBACK_CATEGORIES.includes(category))
        throw new AppError('validation.failed', 'category: choose one of the listed categories');
      const content = (form.content ?? '').trim();
      const words = wordCount(content);
      if (
        [...content].length > FEEDBACK_RULES.maxChars ||
        words < FEEDBACK_RULES.minWords ||
        words > FEEDBACK_RULES.maxWords
      ) {
        throw new AppError(
          'feedback.words',
          `Please write between ${FEEDBACK_RULES.minWords} and ${FEEDBACK_RULES.maxWords} words`,
          { minWords: FEEDBACK_RULES.minWords, maxWords: FEEDBACK_RULES.maxWords, words },
        );
      }
      const row = await db
        .transaction()
        .execute((trx) =>
          store.insertFeedback(trx, { merchantId, accountId, category, content }, form.images),
        );
      return {
        id: Number(row.id),
        category: row.category,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      };
    },

    /** Operators: the queue, newest first. */
    async list(merchantId: number, query: Omit<OpsFeedbackQuery, 'merchant'>): Promise<OpsFeedbackPage> {
      const { rows, total } = await store.feedbackList(db, merchantId, {
        status: query.status,
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const names = await deps.usernames([...new Set(rows.map((r) => r.account_id))]);
      return {
        content: rows.map(
          (r): OpsFeedback => ({
            id: Number(r.id),
            username: names.get(r.account_id) ?? '',
            category: r.category,
            content: r.content,
            imageIds: (r.image_ids ?? []).map(Number),
            status: r.status,
            answer: r.answer,
            answeredBy: r.answered_by,
            answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
            createdAt: new Date(r.created_at).toISOString(),
          }),
        ),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Operators: answers once; the answer is a personal message in the player's inbox (same commit). */
    async answer(
      merchantId: number,
      id: number,
      text: string,
      operator: string | null,
    ): Promise<OpsFeedback> {
      const entry = await store.feedbackById(db, merchantId, id);
      if (!entry) throw new AppError('feedback.not.found');
      if (entry.status === 'answered') throw new AppError('feedback.answered');
      const reader = await deps.messages.readerOf(merchantId, entry.account_id);
      await deps.events.transaction(db, async (trx) => {
        const messageId = await deps.messages.notifyIn(trx, reader, {
          kind: 'personal',
          title: ANSWER_TITLE,
          content: { en: text, th: text },
          source: 'feedback',
          createdBy: operator,
        });
        if (!(await store.answerFeedback(trx, id, { text, operator, messageId })))
          throw new AppError('feedback.answered');
      });
      const answered = await store.feedbackById(db, merchantId, id);
      const names = await deps.usernames([entry.account_id]);
      return {
        id,
        username: names.get(entry.account_id) ?? '',
        category: entry.category,
        content: entry.content,
        imageIds: [],
        status: 'answered',
        answer: answered?.answer ?? text,
        answeredBy: answered?.answered_by ?? operator,
        answeredAt: answered?.answered_at ? new Date(answered.answered_at).toISOString() : null,
        createdAt: new Date(entry.created_at).toISOString(),
      };
    },

    /** Operators: one image of a feedback entry. */
    async image(merchantId: number, feedbackId: number, imageId: number) {
      const found = await store.feedbackImage(db, merchantId, feedbackId, imageId);
      if (!found) throw new AppError('feedback.not.found');
      return found;
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
