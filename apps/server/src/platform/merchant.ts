import type {
  Brand,
  CustomerService,
  FeatureNode,
  RegisterSettings,
  Resource,
} from '@portal/contracts/system';

/** A merchant (whitelabel site) as the platform uses it, resolved once per request. */
export type Merchant = {
  id: number;
  code: string;
  name: string;
  brand: Brand;
  languages: string[];
  defaultLanguage: string;
  currency: string;
  currencySymbol: string;
  features: FeatureNode[];
  registerSettings: RegisterSettings;
  resources: Resource[];
  customerService: CustomerService[];
  settings: MerchantSettings;
  maintenance: boolean;
  /** True when the address is in one of the merchant's restricted ranges. */
  isRestricted: (ip: string) => boolean;
};

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
  /** Withdrawal rules; defaults in modules/payments for what is absent. Amounts in minor units. */
  withdrawal?: Partial<WithdrawalSettings>;
  /** Rebate display rates in percent per product type (null: none); the spec's defaults when absent. */
  rebateRates?: Record<string, number | null>;
  /** The merchant's offset from UTC in minutes, for the days of records; 420 (Thailand) when absent. */
  utcOffsetMinutes?: number;
  /** The smallest payout (minor units) that puts a win on the winner board; 100.00 when absent. */
  winnerBoardMinimum?: number;
};

export type WithdrawalSettings = {
  min: number;
  max: number;
  dailyCount: number;
  autoReceiveMinutes: number;
  banks: Array<{ code: string; name: string }>;
};
