import type {
  FeedbackCategory,
  FeedbackStatus,
  MessageAudience,
  MessageKind,
  MessageStatus,
} from '@portal/contracts/messages';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Json<T> = ColumnType<T, string, string>;
type BigId = ColumnType<string | number, string | number | undefined, string | number>;

/** Who a message names, as the operator chose: usernames, a level, an agent (for the sent list). */
export type MessageTarget = {
  usernames?: string[];
  accountIds?: number[];
  level?: number;
  agent?: string;
  agentId?: number;
};

export type MessagesTable = {
  id: Generated<string>;
  merchant_id: number;
  kind: MessageKind;
  title: Json<Record<string, string>>;
  content: Json<Record<string, string>>;
  audience: MessageAudience;
  target: Json<MessageTarget>;
  status: MessageStatus;
  source: Generated<string>;
  send_at: Timestamp;
  sent_at: Timestamp | null;
  recipients: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
};

export type MessageRecipientsTable = {
  message_id: BigId;
  account_id: number;
  merchant_id: number;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
};

export type FeedbackTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  category: FeedbackCategory;
  content: string;
  status: FeedbackStatus;
  answer: string | null;
  answered_by: string | null;
  answered_at: Timestamp | null;
  message_id: string | number | null;
  created_at: Generated<Date>;
};

export type FeedbackImagesTable = {
  id: Generated<string>;
  feedback_id: BigId;
  mime: string;
  size: number;
  data: Uint8Array;
};

/** The tables this module owns: only its stores read or write them. */
export type MessagesTables = {
  messages: MessagesTable;
  message_recipients: MessageRecipientsTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
};
