import type { Generated, JSONColumnType } from 'kysely';
import type { MerchantSettings } from '../../platform/merchant.ts';

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
  /** When an operator last changed the set-up; null: as seeded (a re-seed may update it). */
  edited_at: Date | null;
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

/** The tables this module owns: only its stores read or write them. */
export type SystemTables = {
  merchants: MerchantsTable;
  domain_routes: DomainRoutesTable;
  country_codes: CountryCodesTable;
};
