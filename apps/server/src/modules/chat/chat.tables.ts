import type { ChatSender, ChatStatus, HostStatus } from '@portal/contracts/chat';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Json<T> = ColumnType<T, string, string>;
type BigId = ColumnType<string | number, string | number | undefined, string | number>;

export type LiveHostsTable = {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  picture: string;
  languages: Json<string[]>;
  status: HostStatus;
  table_code: string | null;
  sort: Generated<number>;
  created_at: Generated<Date>;
};

export type ChatConversationsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  host_id: number | null;
  status: ChatStatus;
  player_read_id: Generated<string>;
  staff_read_id: Generated<string>;
  waiting_since: Timestamp | null;
  last_message_at: Generated<Date>;
  closed_by: string | null;
  closed_at: Timestamp | null;
  created_at: Generated<Date>;
};

export type ChatMessagesTable = {
  id: Generated<string>;
  conversation_id: BigId;
  sender: ChatSender;
  operator: string | null;
  body: string;
  created_at: Generated<Date>;
};

export type ChatImagesTable = {
  id: Generated<string>;
  message_id: BigId;
  mime: string;
  size: number;
  data: Uint8Array;
};

/** The tables this module owns: only its store reads or writes them. */
export type ChatTables = {
  live_hosts: LiveHostsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_images: ChatImagesTable;
};
