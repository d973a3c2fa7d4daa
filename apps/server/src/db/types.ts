import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { JobsTables } from '../platform/jobs/jobs.tables.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Localized = JSONColumnType<Record<string, string>>;

export type MerchantSettings = {
  mainDomain: string;
  analyticsId: string | null;
  imageCdn: string;
  launchGameCdn: string;
  gameListCentreTypes: string[];
  /** CIDR ranges whose visitors see the region-restricted page. */
  restrictedRanges: string[];
  /** Days a password lives before the login asks for a new one; null when passwords do not expire. */
  passwordExpiryDays?: number | null;
  /** The home dialing code for numbers typed without one (+66). */
  dialingCode?: string;
  /** One wallet for every game (isSingle 1); else a wallet per vendor filled by transfers. Default true. */
  singleWallet?: boolean;
  /** Withdrawal rules; defaults in modules/payments when absent. Amounts in minor units. */
  withdrawal?: {
    min: number;
    max: number;
    dailyCount: number;
    autoReceiveMinutes: number;
    banks: Array<{ code: string; name: string }>;
  };
  /** Rebate display rates in percent per product type (null: none); the spec's defaults when absent. */
  rebateRates?: Record<string, number | null>;
  /** The merchant's offset from UTC in minutes, for the days of records; 420 (Thailand) when absent. */
  utcOffsetMinutes?: number;
  /** The smallest payout (minor units) that puts a win on the winner board; 100.00 when absent. */
  winnerBoardMinimum?: number;
};

export type MerchantsTable = {
  id: Generated<number>;
  code: string;
  name: string;
  brand: JSONColumnType<{
    name: string;
    logoUrl: string;
    faviconUrl: string;
    primaryColor: string;
    accentColor: string;
    defaultTheme: 'dark' | 'light';
  }>;
  languages: JSONColumnType<string[]>;
  default_language: string;
  currency: string;
  currency_symbol: string;
  features: JSONColumnType<Array<{ modId: string; enabled: '1' | '0'; childrenNodes: unknown[] }>>;
  register_settings: JSONColumnType<Record<string, unknown>>;
  resources: JSONColumnType<Array<Record<string, unknown>>>;
  customer_service: JSONColumnType<Array<{ csType: string; title: string; url: string }>>;
  settings: JSONColumnType<MerchantSettings>;
  maintenance: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type DomainRoutesTable = {
  id: Generated<number>;
  merchant_id: number;
  domain: string;
  main: Generated<boolean>;
};

export type CountryCodesTable = {
  code: string;
  name: string;
  dialing_code: string;
  phone_length: number;
  sort: Generated<number>;
};

export type VendorsTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  display_name: string;
  game_type: string;
  account_type_name: string;
  is_game: Generated<string>;
  game_code: string | null;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
};

export type GamesTable = {
  id: Generated<number>;
  merchant_id: number;
  vendor_code: string;
  node_name: string;
  game_name: string | null;
  game_type: string;
  game_classify: string | null;
  prize_mode: string | null;
  min_bet: number;
  min_line_num: Generated<number>;
  show_icon: string | null;
  icon_url: string;
  support_play: Generated<number>;
  game_code: string;
  is_game: Generated<string>;
  is_hot: Generated<boolean>;
  hot_rank: Generated<number>;
  is_new: Generated<boolean>;
  is_jackpot: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
};

export type AnnouncementsTable = {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  type: string;
  title: Localized;
  content: Localized;
  start_at: Timestamp;
  end_at: Timestamp | null;
  promotion_type: string | null;
  execution: Generated<string>;
  group_name: string | null;
  image_url: string | null;
  url: string | null;
  linkage_type: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type HelpSectionsTable = {
  id: Generated<number>;
  merchant_id: number;
  anchor: string;
  title: Localized;
  content: Localized;
  sort: Generated<number>;
};

export type WinnersTable = {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  account: string;
  game_name: string;
  game_category: string;
  vassalage: string;
  win_amount: number;
  won_at: Timestamp;
};

export type AccountsTable = {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  username_key: string;
  password_hash: string;
  type: Generated<number>;
  status: Generated<'active' | 'locked' | 'disabled'>;
  parent_id: number | null;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  profile: Generated<Record<string, unknown>>;
  first_login_at: Timestamp | null;
  password_changed_at: Generated<Date>;
  created_at: Generated<Date>;
  affiliate_code: string | null;
  icon: Generated<string>;
  must_change_password: Generated<boolean>;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
};

export type VerificationCodesTable = {
  id: Generated<number>;
  merchant_id: number;
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type CaptchasTable = {
  client_key: string;
  merchant_id: number;
  answer_hash: string;
  expires_at: Timestamp;
};

export type OutboxTable = {
  id: Generated<number>;
  merchant_id: number;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
};

export type PasswordResetsTable = {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type AccountIpsTable = {
  account_id: number;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
};

export type SessionsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  token_hash: string;
  ip: string;
  user_agent: string | null;
  remember: Generated<boolean>;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  must_change_password: Generated<boolean>;
};

export type LedgerAccountsTable = {
  id: Generated<number>;
  merchant_id: number;
  kind: 'wallet' | 'vendor' | 'house';
  owner_id: number | null;
  code: string;
  balance: Generated<number>;
  created_at: Generated<Date>;
};

export type JournalEntriesTable = {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  reference: string;
  source: string;
  idempotency_key: string;
  memo: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
};

export type JournalLinesTable = {
  entry_id: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
};

export type PaymentChannelsTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: 'bank' | 'gateway';
  name: Localized;
  min_amount: number;
  max_amount: number;
  quick_amounts: JSONColumnType<number[]>;
  payee: JSONColumnType<{ bankName: string; accountName: string; accountNumber: string }> | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
};

export type DepositsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  channel: string;
  order_no: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected' | 'expired';
  payer_name: string | null;
  payer_reference: string | null;
  gateway_reference: string | null;
  request_key: string;
  note: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
};

export type PaymentPasswordsTable = {
  account_id: number;
  hash: string;
  failures: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Generated<Date>;
};

export type BankCardsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  created_at: Generated<Date>;
};

export type WithdrawalsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  order_no: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected' | 'received' | 'not_received' | 'refunded';
  bank_code: string;
  account_number: string;
  account_name: string;
  request_key: string;
  note: string | null;
  comment: string | null;
  auto_received: Generated<boolean>;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
  paid_at: Timestamp | null;
  confirmed_at: Timestamp | null;
};

export type WithdrawalProofsTable = {
  id: Generated<number>;
  withdrawal_id: number;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer | Uint8Array;
  created_at: Generated<Date>;
};

export type OperatorsTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'finance' | 'viewer';
  merchant_id: number | null;
  status: Generated<'active' | 'disabled'>;
  created_at: Generated<Date>;
  last_login_at: Timestamp | null;
};

export type OperatorSessionsTable = {
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  operator_id: number | null;
  operator_name: string;
  merchant_id: number | null;
  action: string;
  target: string | null;
  detail: Generated<Record<string, unknown>>;
  ip: string;
  user_agent: string | null;
  created_at: Generated<Date>;
};

export type GameSessionsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  player_id: string;
  game_id: number;
  provider: string;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Timestamp;
};

export type SeamlessTransactionsTable = {
  provider: string;
  tx_id: string;
  /** Bets are claimed by their own row in bets (migration 2026-11-23T1100). */
  operation: 'win' | 'refund';
  merchant_id: number;
  account_id: number;
  round_id: string;
  bet_tx_id: string | null;
  amount: number;
  reference: string | null;
  outcome: string;
  created_at: Generated<Date>;
};

export type BetsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  provider: string;
  tx_id: string;
  round_id: string;
  vendor_code: string;
  game_code: string;
  game_name: string;
  game_category: string;
  stake: number;
  valid_bet: number;
  payout: Generated<number>;
  status: Generated<'open' | 'won' | 'lost' | 'refunded'>;
  placed_at: Generated<Date>;
  settled_at: Timestamp | null;
  /** The ledger entry's reference; null for a bet that landed refunded. */
  reference: string | null;
};

export type FavouriteGamesTable = {
  account_id: number;
  game_id: number;
  merchant_id: number;
  created_at: Generated<Date>;
};

export type RecentGamesTable = {
  account_id: number;
  game_id: number;
  merchant_id: number;
  played_at: Generated<Date>;
};

export type VendorHouseRoundsTable = {
  round_id: string;
  player_id: string;
  game_code: string;
  stake: number;
  payout: number;
  summary: string;
  result: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
};

export type VendorSandboxTicketsTable = {
  ticket_id: string;
  player_id: string;
  game_code: string;
  event_id: string;
  match: string;
  pick: string;
  odds: string;
  stake: number;
  status: Generated<string>;
  payout: Generated<number>;
  result: string | null;
  placed_at: Generated<Date>;
};

/** Every table: those declared here, and those of the pieces that keep their table types beside them. */
export type DB = JobsTables & {
  merchants: MerchantsTable;
  domain_routes: DomainRoutesTable;
  country_codes: CountryCodesTable;
  vendors: VendorsTable;
  games: GamesTable;
  announcements: AnnouncementsTable;
  help_sections: HelpSectionsTable;
  winners: WinnersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  account_ips: AccountIpsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  payment_passwords: PaymentPasswordsTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  game_sessions: GameSessionsTable;
  seamless_transactions: SeamlessTransactionsTable;
  bets: BetsTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  vendor_house_rounds: VendorHouseRoundsTable;
  vendor_sandbox_tickets: VendorSandboxTicketsTable;
};
