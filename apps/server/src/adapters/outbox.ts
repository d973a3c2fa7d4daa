import type { Database } from '../db/database.ts';

export type OutboxChannel = 'sms' | 'mail';
export type OutboxMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
};

/**
 * The embedded default for SMS and mail (DESIGN.md 6): messages are kept in a table, written to the
 * log, and listed on the development page, so every flow that sends a code or a link works on a
 * machine with no gateway.
 */
export function createOutbox(db: Database, log: (line: string) => void) {
  return {
    async put(merchantId: number, message: OutboxMessage): Promise<void> {
      await db
        .insertInto('outbox')
        .values({ merchant_id: merchantId, ...message })
        .execute();
      log(`outbox ${message.channel} to ${message.recipient}: ${message.subject ?? ''} ${message.body}`);
    },

    /** The newest messages, for the development page and the browser journeys. */
    latest(limit = 50, recipient?: string) {
      let query = db
        .selectFrom('outbox')
        .innerJoin('merchants', 'merchants.id', 'outbox.merchant_id')
        .select([
          'outbox.id',
          'merchants.code as merchant',
          'outbox.channel',
          'outbox.recipient',
          'outbox.subject',
          'outbox.body',
          'outbox.created_at',
        ])
        .orderBy('outbox.id', 'desc')
        .limit(limit);
      if (recipient) query = query.where('outbox.recipient', '=', recipient);
      return query.execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
