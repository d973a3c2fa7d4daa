import type {
  Brand,
  CustomerService,
  FeatureNode,
  RegisterSettings,
  Resource,
} from '@portal/contracts/system';
import type { MerchantSettings } from '../db/types.ts';

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
