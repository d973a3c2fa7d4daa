import { SITE_LANGUAGES } from '@portal/contracts/operators';
import type {
  OpsDomain,
  OpsFeature,
  OpsMerchantCreate,
  OpsMerchantPatch,
} from '@portal/contracts/operators-merchants.schema';
import type { Brand, FeatureNode, RegisterSettings } from '@portal/contracts/system';
import { REGISTER_FIELDS } from '@portal/contracts/system';
import { patternById } from '@portal/contracts/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { isCidr } from '../../platform/ip-ranges.ts';
import type { Merchant, MerchantSettings } from '../../platform/merchant.ts';
import * as store from './merchant-setup.store.ts';
import { toMerchant } from './system.service.ts';

/** A merchant's set-up as the system module keeps it (the payments module adds channels and limits). */
export type MerchantSetup = Pick<
  Merchant,
  'id' | 'code' | 'name' | 'brand' | 'languages' | 'defaultLanguage' | 'currency' | 'currencySymbol'
> &
  Pick<Merchant, 'registerSettings' | 'maintenance'> & {
    domains: OpsDomain[];
    features: OpsFeature[];
    restrictedRanges: string[];
    dialingCode: string;
    createdAt: string;
    updatedAt: string;
  };

/** What a change moved, for the audit log: the sections it named whose content differs. */
export type SetupChange = { merchantId: number; changed: string[] };

const MUST_ASK = ['username', 'password'];
const LANGUAGES = new Set<string>(SITE_LANGUAGES);

/** The drawn wordmark and favicon of a merchant (content's brand art), in its name and colour. */
export function drawnBrandArt(code: string, name: string, color: string) {
  const look = new URLSearchParams({ n: name, c: color.slice(1) });
  return {
    logoUrl: `/assets/art/brand/${code}/logo.svg?${look}`,
    faviconUrl: `/assets/art/brand/${code}/favicon.svg?${look}`,
  };
}
const isDrawnLogo = (code: string, url: string) => url.startsWith(`/assets/art/brand/${code}/`);

/** The feature tree in its order, each switch with the module it sits under. */
export function flattenFeatures(nodes: readonly FeatureNode[], parent: string | null = null, depth = 0) {
  const out: OpsFeature[] = [];
  for (const node of nodes) {
    out.push({ modId: node.modId, enabled: node.enabled === '1', parent, depth });
    out.push(...flattenFeatures(node.childrenNodes, node.modId, depth + 1));
  }
  return out;
}

/** The tree with the switches set; a modId it does not have is refused. */
export function switchFeatures(tree: readonly FeatureNode[], switches: Record<string, boolean>) {
  const known = new Set(flattenFeatures(tree).map((f) => f.modId));
  const unknown = Object.keys(switches).find((modId) => !known.has(modId));
  if (unknown) throw new AppError('site.feature.unknown', `${unknown} is not in the merchant's tree`);
  const apply = (nodes: readonly FeatureNode[]): FeatureNode[] =>
    nodes.map((node) => {
      const wanted = switches[node.modId];
      const enabled = wanted === undefined ? node.enabled : wanted ? '1' : '0';
      return { modId: node.modId, enabled, childrenNodes: apply(node.childrenNodes) };
    });
  return apply(tree);
}

/** Refuses registration rules the portal could not work with, naming the first fault. */
export function checkRegisterSettings(settings: RegisterSettings): void {
  const fail = (why: string) => {
    throw new AppError('site.register.invalid', `These registration rules are not valid: ${why}`);
  };
  const seen = new Set<string>();
  for (const rule of settings.rules) {
    if (!(REGISTER_FIELDS as readonly string[]).includes(rule.field)) fail(`${rule.field} is not a field`);
    if (seen.has(rule.field)) fail(`${rule.field} is listed twice`);
    seen.add(rule.field);
    if (rule.min > rule.max) fail(`${rule.field}: the minimum length exceeds the maximum`);
    if (rule.max > 255) fail(`${rule.field}: at most 255 characters`);
    if (rule.patternId !== 0 && !patternById(rule.patternId))
      fail(`${rule.field}: no pattern ${rule.patternId}`);
    if (rule.acceptedPattern.length > 100) fail(`${rule.field}: the accepted characters are too long`);
  }
  for (const field of MUST_ASK) {
    const rule = settings.rules.find((r) => r.field === field);
    if (!rule?.enabled || !rule.required) fail(`${field} must be asked and required`);
  }
}

function checkLanguages(languages: readonly string[], defaultLanguage: string): void {
  const unique = new Set(languages);
  if (
    unique.size !== languages.length ||
    languages.some((l) => !LANGUAGES.has(l)) ||
    !unique.has(defaultLanguage)
  )
    throw new AppError('site.language.invalid');
}

function checkLogo(url: string): void {
  const uploaded = /^\/assets\/content\/pictures\/[0-9]+-[0-9a-f]{16}\.(png|jpg|webp)$/.test(url);
  const drawn = /^\/assets\/art\/brand\/[a-z0-9_-]+\/logo\.svg(\?[A-Za-z0-9=&%._~+-]*)?$/.test(url);
  if (!uploaded && !drawn && !/^https:\/\/[^\s"'<>]+$/.test(url)) throw new AppError('site.logo.invalid');
}

function checkRanges(ranges: readonly string[]): void {
  const bad = ranges.find((range) => !isCidr(range));
  if (bad !== undefined) throw new AppError('site.range.invalid', `${bad} is not a CIDR range`);
}

function checkWithdrawal(limits: { min: number; max: number }): void {
  if (limits.min > limits.max) throw new AppError('site.limits.invalid');
}

/** Exactly one main domain, each listed once, in lower case. */
function checkDomains(domains: readonly OpsDomain[]): OpsDomain[] {
  const tidy = domains.map((d) => ({ domain: d.domain.trim().toLowerCase(), main: d.main }));
  const names = new Set(tidy.map((d) => d.domain));
  const valid = tidy.every((d) =>
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(d.domain),
  );
  if (!valid || names.size !== tidy.length || tidy.filter((d) => d.main).length !== 1)
    throw new AppError('site.domains.invalid');
  return tidy;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Merchants as operators set them up (issue 15, decision 0022): read, change by section, domains, and a
 * new merchant from a template. Every change marks the merchant edited (the seed leaves it alone then)
 * and drops the cached merchants on every node (`onChange`) before it answers.
 */
export function createMerchantSetup(
  db: Database,
  options: { onChange: () => Promise<void>; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  async function rowOf(handle: Database, merchantId: number, lock = handle !== db) {
    const row = await store.findSetup(handle, merchantId, lock);
    if (!row) throw new AppError('merchant.unknown');
    return row;
  }

  return {
    async setupOf(merchantId: number): Promise<MerchantSetup> {
      const row = await rowOf(db, merchantId);
      const { settings, features, resources, customerService, isRestricted, ...own } = toMerchant(row);
      return {
        ...own,
        domains: await store.domainsOf(db, merchantId),
        features: flattenFeatures(features),
        restrictedRanges: settings.restrictedRanges ?? [],
        dialingCode: settings.dialingCode ?? '+66',
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      };
    },

    /** Replaces each section the patch names; checks them all before writing any. */
    async update(merchantId: number, patch: OpsMerchantPatch): Promise<SetupChange> {
      const changed = await db.transaction().execute(async (trx) => {
        const row = await rowOf(trx, merchantId);
        let brand: Brand = row.brand;
        let settings: MerchantSettings = row.settings;
        const values: Parameters<typeof store.updateSetup>[2] = {};
        const moved: string[] = [];
        const mark = (section: string, was: unknown, is: unknown) => {
          if (JSON.stringify(was) !== JSON.stringify(is)) moved.push(section);
        };
        if (patch.name !== undefined) {
          mark('name', row.name, patch.name);
          values.name = patch.name;
          brand = { ...brand, name: patch.name };
        }
        if (patch.brand) {
          if (patch.brand.logoUrl !== undefined) checkLogo(patch.brand.logoUrl);
          brand = { ...brand, ...patch.brand };
        }
        // The drawn wordmark follows the brand's name and colour until an operator uploads a logo.
        if (isDrawnLogo(row.code, brand.logoUrl) && (patch.name !== undefined || patch.brand))
          brand = { ...brand, ...drawnBrandArt(row.code, brand.name, brand.primaryColor) };
        mark('brand', row.brand, brand);
        values.brand = JSON.stringify(brand);
        if (patch.languages) {
          checkLanguages(patch.languages.languages, patch.languages.defaultLanguage);
          mark(
            'languages',
            [row.languages, row.default_language],
            [patch.languages.languages, patch.languages.defaultLanguage],
          );
          values.languages = JSON.stringify(patch.languages.languages);
          values.default_language = patch.languages.defaultLanguage;
        }
        if (patch.features) {
          const features = switchFeatures(row.features as FeatureNode[], patch.features);
          mark('features', row.features, features);
          values.features = JSON.stringify(features);
        }
        if (patch.registerSettings) {
          checkRegisterSettings(patch.registerSettings);
          mark('registerSettings', row.register_settings, patch.registerSettings);
          values.register_settings = JSON.stringify(patch.registerSettings);
        }
        if (patch.withdrawal) {
          checkWithdrawal(patch.withdrawal);
          settings = { ...settings, withdrawal: { ...settings.withdrawal, ...patch.withdrawal } };
        }
        if (patch.restrictedRanges) {
          checkRanges(patch.restrictedRanges);
          settings = { ...settings, restrictedRanges: patch.restrictedRanges };
        }
        mark('withdrawal', row.settings.withdrawal, settings.withdrawal);
        mark('restrictedRanges', row.settings.restrictedRanges, settings.restrictedRanges);
        values.settings = JSON.stringify(settings);
        if (patch.maintenance !== undefined) {
          mark('maintenance', row.maintenance, patch.maintenance);
          values.maintenance = patch.maintenance;
        }
        if (moved.length === 0) return moved;
        const at = now();
        await store.updateSetup(trx, merchantId, { ...values, updated_at: at, edited_at: at });
        return moved;
      });
      if (changed.length > 0) await options.onChange();
      return { merchantId, changed };
    },

    /** Makes the merchant's domains exactly these; one another merchant routes is refused. */
    async replaceDomains(merchantId: number, domains: readonly OpsDomain[]): Promise<SetupChange> {
      const tidy = checkDomains(domains);
      const changed = await db.transaction().execute(async (trx) => {
        await store.lockClaims(trx);
        await rowOf(trx, merchantId);
        const taken = await store.domainOfAnother(
          trx,
          merchantId,
          tidy.map((d) => d.domain),
        );
        if (taken) throw new AppError('site.domain.taken', `${taken} already belongs to another merchant`);
        const before = await store.domainsOf(trx, merchantId);
        const sorted = (list: readonly OpsDomain[]) =>
          JSON.stringify([...list].sort((a, b) => a.domain.localeCompare(b.domain)));
        if (sorted(before) === sorted(tidy)) return [];
        await store.replaceDomains(trx, merchantId, tidy);
        const at = now();
        const main = tidy.find((d) => d.main)?.domain;
        const row = await rowOf(trx, merchantId);
        await store.updateSetup(trx, merchantId, {
          settings: JSON.stringify({ ...row.settings, mainDomain: main }),
          updated_at: at,
          edited_at: at,
        });
        return ['domains'];
      });
      if (changed.length > 0) await options.onChange();
      return { merchantId, changed };
    },

    /**
     * A new merchant from a template's set-up, under its own name, colours and main domain, inside the
     * caller's transaction (the flow copies the catalogue, help and channels in the same one). It starts
     * without the template's contacts and restricted ranges, and with its own drawn wordmark.
     */
    async create(trx: Database, input: OpsMerchantCreate, templateId: number): Promise<number> {
      await store.lockClaims(trx);
      const template = await rowOf(trx, templateId);
      if (await store.codeTaken(trx, input.code)) throw new AppError('site.code.taken');
      const [domain] = checkDomains([{ domain: input.domain, main: true }]) as [OpsDomain];
      const taken = await store.domainOfAnother(trx, null, [domain.domain]);
      if (taken) throw new AppError('site.domain.taken', `${taken} already belongs to another merchant`);
      const brand: Brand = {
        name: input.name,
        ...drawnBrandArt(input.code, input.name, input.primaryColor),
        primaryColor: input.primaryColor,
        accentColor: input.accentColor,
        defaultTheme: input.defaultTheme,
      };
      const settings: MerchantSettings = {
        ...template.settings,
        mainDomain: domain.domain,
        analyticsId: null,
        restrictedRanges: [],
      };
      const at = now();
      const id = await store.insertMerchant(trx, {
        code: input.code,
        name: input.name,
        brand: JSON.stringify(brand),
        languages: JSON.stringify(template.languages),
        default_language: template.default_language,
        currency: template.currency,
        currency_symbol: template.currency_symbol,
        features: JSON.stringify(template.features),
        register_settings: JSON.stringify(template.register_settings),
        resources: JSON.stringify(template.resources),
        customer_service: JSON.stringify([]),
        settings: JSON.stringify(settings),
        edited_at: at,
      });
      await store.replaceDomains(trx, id, [domain]);
      return id;
    },

    /** Marks a merchant set up by an operator (a channel changed elsewhere): the seed leaves it alone. */
    async markEdited(merchantId: number): Promise<void> {
      await store.updateSetup(db, merchantId, { edited_at: now() });
    },

    /** After a new merchant's transaction commits: every node reads the merchants again. */

    created: () => options.onChange(),
  };
}

export type MerchantSetupService = ReturnType<typeof createMerchantSetup>;
