import type { PayloadPublicKey } from '@portal/contracts/encrypted.schema';
import type {
  CountryCode,
  DomainRoute,
  FeatureNode,
  PublicInfo,
  RegisterSettings,
  SystemMode,
  SystemStatus,
  WhitelabelMenu,
} from '@portal/contracts/system';
import { isModuleEnabled, SYSTEM_MODE } from '@portal/contracts/system';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { ipRangeSet } from '../../platform/ip-ranges.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { homeDialingCode } from '../../platform/phone.ts';
import './system.events.ts';
import * as store from './system.store.ts';

/** Pages the whitelabel menu offers, each behind its module flag. */
const MENU = [
  { key: 'promotions', modId: 'PROMO3', path: '/promotions' },
  { key: 'join', modId: 'JOIN3', path: '/join' },
  { key: 'download', modId: 'APPDL3', path: '/down' },
  { key: 'pointMall', modId: 'PTMALL3', path: '/pointMall' },
  { key: 'rewardCenter', modId: 'REWCEN3', path: '/?page=rewardCenter' },
] as const;

/** A merchant's row as the platform uses it. */
export function toMerchant(row: store.MerchantRow): Merchant {
  const settings = row.settings;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brand: row.brand,
    languages: row.languages,
    defaultLanguage: row.default_language,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    features: row.features as FeatureNode[],
    registerSettings: row.register_settings as RegisterSettings,
    resources: row.resources as Merchant['resources'],
    customerService: row.customer_service,
    settings,
    maintenance: row.maintenance,
    isRestricted: ipRangeSet(settings.restrictedRanges ?? []),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

/** A merchant as lists of merchants show it. */
export type MerchantListing = {
  id: number;
  code: string;
  name: string;
  primaryColor: string;
  accentColor: string;
};

export function createSystemService(
  db: Database,
  options: {
    defaultMerchant: string;
    /** The public half of the payload key ring, served in every status. */
    payloadKey: PayloadPublicKey;
    cacheTtlMs?: number;
    onChange?: (scope: string) => Promise<void>;
    /** Announces a maintenance switch to the realtime pushes (decision 0041). */
    events?: Pick<EventBus, 'publish'>;
  },
) {
  const merchants = new TtlCache<Merchant | null>(options.cacheTtlMs ?? 5000, 500);
  const lists = new TtlCache<unknown>(options.cacheTtlMs ?? 5000, 500);

  async function byCode(code: string) {
    return merchants.getOrLoad(`code:${code}`, async () => {
      const row = await store.findMerchantByCode(db, code);
      return row ? toMerchant(row) : null;
    });
  }

  async function byId(id: number) {
    return merchants.getOrLoad(`id:${id}`, async () => {
      const row = await store.findMerchantById(db, id);
      return row ? toMerchant(row) : null;
    });
  }

  async function byHost(host: string) {
    return merchants.getOrLoad(`host:${host}`, async () => {
      const row = await store.findMerchantByDomain(db, host);
      return row ? toMerchant(row) : null;
    });
  }

  function modeOf(merchant: Merchant, ip: string): SystemMode {
    if (merchant.maintenance) return SYSTEM_MODE.maintenance;
    if (merchant.isRestricted(ip)) return SYSTEM_MODE.regionRestricted;
    return SYSTEM_MODE.normal;
  }

  const infos = new WeakMap<Merchant, Promise<PublicInfo>>();
  function publicInfo(merchant: Merchant): Promise<PublicInfo> {
    let info = infos.get(merchant);
    if (!info) {
      info = buildPublicInfo(merchant);
      infos.set(merchant, info);
    }
    return info;
  }

  async function buildPublicInfo(merchant: Merchant): Promise<PublicInfo> {
    const s = merchant.settings;
    return {
      merchantCode: merchant.code,
      platform: 'WEB',
      lotteryType: 'Elott',
      brand: merchant.brand,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      imgUrl: s.imageCdn,
      domainRoute: await domainRoutes(merchant),
      resources: merchant.resources,
      customerService: merchant.customerService,
      whitelabelVal: merchant.features,
      registerSetting: merchant.registerSettings,
      mainDomain: s.mainDomain,
      analyticsId: s.analyticsId,
      imageCdn: s.imageCdn,
      launchGameCdn: s.launchGameCdn,
      gameListCentreTypes: s.gameListCentreTypes,
      dialingCode: homeDialingCode(merchant).replace(/^\+/, ''),
      payloadKey: options.payloadKey,
    };
  }

  async function domainRoutes(merchant: Merchant): Promise<DomainRoute[]> {
    return lists.getOrLoad(`routes:${merchant.id}`, async () => {
      const rows = await store.listDomainRoutes(db, merchant.id);
      return rows.map((r) => ({ domain: r.domain, merchantCode: r.code, main: r.main }));
    }) as Promise<DomainRoute[]>;
  }

  return {
    /**
     * The merchant of a request: the Merchant header, else the host through the domain routes, else the
     * configured default. An unknown Merchant header is refused rather than silently defaulted.
     */
    async resolveMerchant(input: {
      header?: string | undefined;
      host?: string | undefined;
    }): Promise<Merchant> {
      if (input.header) {
        const merchant = /^[a-z0-9_-]{2,40}$/i.test(input.header)
          ? await byCode(input.header.toLowerCase())
          : null;
        if (!merchant) throw new AppError('merchant.unknown');
        return merchant;
      }
      const host = hostName(input.host);
      if (host) {
        const merchant = await byHost(host);
        if (merchant) return merchant;
      }
      const fallback = await byCode(options.defaultMerchant);
      if (!fallback) throw new AppError('merchant.unknown');
      return fallback;
    },

    modeOf,

    /** A merchant by its code (a vendor's player id names it); null when there is none. */
    merchantByCode: (code: string) => byCode(code),

    /** A merchant by its id (an event names it so); null when there is none. */
    merchantById: (id: number) => byId(id),

    /** The codes of many merchants, keyed by id (operator lists name each row's merchant), from the cache. */
    async merchantCodes(ids: readonly number[]): Promise<Map<number, string>> {
      const found = await Promise.all([...new Set(ids)].map((id) => byId(id)));
      return new Map(found.flatMap((merchant) => (merchant ? [[merchant.id, merchant.code] as const] : [])));
    },

    /** Every merchant of the deployment by code with its brand colours (the operator API's choice), cached. */
    async merchantList(): Promise<MerchantListing[]> {
      return lists.getOrLoad('merchants', async () =>
        (await store.listMerchants(db)).map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          primaryColor: row.brand.primaryColor,
          accentColor: row.brand.accentColor,
        })),
      ) as Promise<MerchantListing[]>;
    },

    /** The permission payload; its merchant part is one object per cached merchant, reused by callers. */
    async status(merchant: Merchant, ip: string): Promise<SystemStatus> {
      const mode = modeOf(merchant, ip);
      return {
        mode,
        maintenance: merchant.maintenance,
        regionRestriction: mode === SYSTEM_MODE.regionRestricted,
        location: { ip, country: null },
        info: await publicInfo(merchant),
      };
    },

    domainRoutes,

    whitelabel(merchant: Merchant): WhitelabelMenu {
      return {
        whitelabelVal: merchant.features,
        menu: MENU.filter((m) => isModuleEnabled(merchant.features, m.modId)).map((m) => ({ ...m })),
      };
    },

    registerSettings(merchant: Merchant): RegisterSettings {
      return merchant.registerSettings;
    },

    async countryCodes(): Promise<CountryCode[]> {
      return lists.getOrLoad('countries', async () => {
        const rows = await store.listCountryCodes(db);
        return rows.map((r) => ({
          code: r.code,
          name: r.name,
          dialingCode: r.dialing_code,
          phoneLength: r.phone_length,
        }));
      }) as Promise<CountryCode[]>;
    },

    /** Operator action: switch a merchant's maintenance mode. Returns false for an unknown merchant. */
    async setMaintenance(code: string, on: boolean): Promise<boolean> {
      const changed = await store.setMaintenance(db, code, on);
      merchants.invalidate();
      await options.onChange?.('merchants');
      const merchant = changed ? await byCode(code) : null;
      if (merchant) options.events?.publish('merchant.maintenance', { merchantId: merchant.id, on });
      return changed;
    },

    /** Drops cached merchants so the next request reads them again. */
    invalidate(): void {
      merchants.invalidate();
      lists.invalidate();
    },
  };
}

function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  const colon = trimmed.lastIndexOf(':');
  return colon > 0 && trimmed.indexOf(':') === colon ? trimmed.slice(0, colon) : trimmed;
}
