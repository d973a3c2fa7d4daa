import type { ColumnType, Generated, JSONColumnType } from 'kysely';

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

export type DB = {
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
};
