import type { Generated } from 'kysely';

export type OutboxTable = {
  id: Generated<number>;
  merchant_id: number;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type OutboxTables = {
  outbox: OutboxTable;
};
