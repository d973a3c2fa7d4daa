import { type Kysely, sql, type Transaction } from 'kysely';
import { insertAccount } from '../../modules/member/member.store.ts';
import { hashPassword } from '../../platform/password.ts';
import type { DB } from '../types.ts';
import { demoAccountsOf } from './accounts.ts';
import { seedAgentTeam } from './agent-team.ts';
import { announcementsFor } from './announcements.ts';
import { bannerUrl } from './banners.ts';
import { gameIconUrl, gamesFor, vendorsFor } from './catalogue.ts';
import { CONTRACT_DEFAULTS } from './contracts.ts';
import { COUNTRY_CODES } from './country-codes.ts';
import { helpFor } from './help.ts';
import { seedLiveHosts } from './live-hosts.ts';
import { LOTTERY_GAMES, LOTTERY_LIMITS } from './lottery.ts';
import { MERCHANTS, type MerchantDef } from './merchants.ts';
import { seedMissions } from './missions.ts';
import { seedOperators } from './operators.ts';
import { seedPaymentChannels } from './payments.ts';
import { seedPoints } from './points.ts';
import { promotionsFor } from './promotions.ts';
import { seedSigninWheel } from './signin-wheel.ts';
import { seedVipRebates } from './vip-rebates.ts';
import { seedWallets } from './wallet.ts';
import { winnersFor } from './winners.ts';

const json = (value: unknown) => JSON.stringify(value);
const DAY_MS = 86_400_000;

/** Seeds the two demo merchants with catalogue and content; running it again changes nothing. */
export type SeedOptions = {
  /** The configured default merchant (DEFAULT_MERCHANT) takes the configured language (DEFAULT_LANGUAGE). */
  defaultMerchant?: string;
  defaultLanguage?: string;
  /** The configured default password (spec {secret}) for the demo account that must change it. */
  defaultPassword?: string;
  /** Labels of copies of the demo accounts (accounts.ts `demoAccountsOf`), for journeys side by side. */
  copies?: readonly string[];
  /**
   * Whether agent01's demo team gets its bets and deposits of the last 30 days (true by default). The test
   * databases leave them out, so a test summing a merchant's day sees only the rows it made.
   */
  teamActivity?: boolean;
};

export async function seedDemo(db: Kysely<DB>, options: SeedOptions = {}): Promise<void> {
  const hashOf = demoPasswordHasher(options.defaultPassword ?? 'Welcome@2026');
  await db.transaction().execute(async (trx) => {
    // A database migrated only part of the way (a migration's test seeds before the migrations it checks)
    // gets the demo of the modules whose tables it has.
    const has = await tablesOf(trx);
    await seedCountryCodes(trx);
    for (const definition of MERCHANTS) {
      const merchant = withConfiguredLanguage(definition, options);
      const { id: merchantId, edited } = await upsertMerchant(trx, merchant);
      // A merchant an operator has set up in the back office keeps its domains and channels' limits.
      if (!edited) await seedDomains(trx, merchantId, merchant);
      await seedCatalogue(trx, merchantId, merchant);
      await seedLotteryGames(trx, merchantId, merchant);
      await seedContractDefaults(trx, merchantId, merchant);
      if (has('rebate_settings')) await seedVipRebates(trx, merchantId, merchant.code);
      await seedAnnouncements(trx, merchantId, merchant);
      if (has('promotions')) await seedPromotions(trx, merchantId, merchant);
      if (has('signin_calendars')) await seedSigninWheel(trx, merchantId, merchant.code);
      if (has('missions')) await seedMissions(trx, merchantId, merchant.code);
      await seedHelp(trx, merchantId, merchant);
      await seedWinners(trx, merchantId, merchant);
      await seedAccounts(trx, merchantId, merchant, hashOf, options.copies);
      if (merchant.code === 'siam')
        await seedAgentTeam(trx, merchantId, hashOf, options.teamActivity ?? true);
      await seedPaymentChannels(trx, merchantId, merchant.code, edited);
      await seedWallets(trx, merchantId, merchant.code, options.copies);
      if (has('points_settings')) await seedPoints(trx, merchantId, merchant.code, options.copies);
      if (has('live_hosts')) await seedLiveHosts(trx, merchantId, merchant.code);
    }
    await seedOperators(trx, hashOf, options.copies);
  });
}

function withConfiguredLanguage<
  M extends { code: string; languages: readonly string[]; defaultLanguage: string },
>(merchant: M, options: SeedOptions): M {
  const { defaultMerchant, defaultLanguage } = options;
  if (!defaultLanguage || !defaultMerchant || merchant.code !== defaultMerchant) return merchant;
  if (!merchant.languages.includes(defaultLanguage)) return merchant;
  return { ...merchant, defaultLanguage };
}

/** Which tables the database has now. */
async function tablesOf(trx: Transaction<DB>): Promise<(table: string) => boolean> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema()`.execute(trx);
  const names = new Set(rows.map((row) => row.name));
  return (table) => names.has(table);
}

async function seedCountryCodes(trx: Transaction<DB>): Promise<void> {
  const rows = COUNTRY_CODES.map((c, i) => ({
    code: c.code,
    name: c.name,
    dialing_code: c.dialingCode,
    phone_length: c.phoneLength,
    sort: i + 1,
  }));
  await trx
    .insertInto('country_codes')
    .values(rows)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        dialing_code: eb.ref('excluded.dialing_code'),
        phone_length: eb.ref('excluded.phone_length'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}

async function upsertMerchant(
  trx: Transaction<DB>,
  m: MerchantDef,
): Promise<{ id: number; edited: boolean }> {
  const row = {
    code: m.code,
    name: m.name,
    brand: json(m.brand),
    languages: json(m.languages),
    default_language: m.defaultLanguage,
    currency: m.currency,
    currency_symbol: m.currencySymbol,
    features: json(m.features),
    register_settings: json(m.registerSettings),
    resources: json(m.resources),
    customer_service: json(m.customerService),
    settings: json(m.settings),
  };
  // maintenance is left out of the update, and a merchant an operator has edited is not updated at all:
  // the back office's set-up survives a re-seed.
  const updated = await trx
    .insertInto('merchants')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('code')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          brand: eb.ref('excluded.brand'),
          languages: eb.ref('excluded.languages'),
          default_language: eb.ref('excluded.default_language'),
          currency: eb.ref('excluded.currency'),
          currency_symbol: eb.ref('excluded.currency_symbol'),
          features: eb.ref('excluded.features'),
          register_settings: eb.ref('excluded.register_settings'),
          resources: eb.ref('excluded.resources'),
          customer_service: eb.ref('excluded.customer_service'),
          settings: eb.ref('excluded.settings'),
        }))
        .where('merchants.edited_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  if (updated) return { id: updated.id, edited: false };
  const { id } = await trx
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', m.code)
    .executeTakeFirstOrThrow();
  return { id, edited: true };
}

async function seedDomains(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  await trx
    .insertInto('domain_routes')
    .values(m.domains.map((d) => ({ merchant_id: merchantId, domain: d.domain, main: d.main })))
    .onConflict((oc) =>
      oc.column('domain').doUpdateSet((eb) => ({
        merchant_id: eb.ref('excluded.merchant_id'),
        main: eb.ref('excluded.main'),
      })),
    )
    .execute();
}

async function seedCatalogue(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const vendors = vendorsFor(m.code).map((v, i) => ({
    merchant_id: merchantId,
    code: v.code,
    display_name: v.displayName,
    game_type: v.gameType,
    account_type_name: v.accountTypeName,
    is_game: v.isGame,
    game_code: v.gameCode,
    sort: (i + 1) * 10,
  }));
  await trx
    .insertInto('vendors')
    .values(vendors)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'code', 'game_type']).doUpdateSet((eb) => ({
        display_name: eb.ref('excluded.display_name'),
        account_type_name: eb.ref('excluded.account_type_name'),
        is_game: eb.ref('excluded.is_game'),
        game_code: eb.ref('excluded.game_code'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();

  // The switches operators turn in the back office (enabled, maintenance, free trial, hot and its order,
  // new) are seeded once and left out of the update: an operator's catalogue survives a re-seed.
  const games = gamesFor(m.code).map((g, i) => {
    const iconUrl = gameIconUrl(g.vendor, g.code);
    return {
      merchant_id: merchantId,
      vendor_code: g.vendor,
      node_name: g.nodeName,
      game_name: g.title,
      game_names: json(g.names),
      game_type: g.gameType,
      game_classify: g.classify,
      prize_mode: g.prizeMode,
      min_bet: g.minBet,
      min_line_num: g.minLineNum,
      show_icon: g.showIcon ? iconUrl : null,
      icon_url: iconUrl,
      support_play: g.trial ? 0 : 1,
      game_code: g.code,
      is_game: 'GAME',
      is_hot: g.hot > 0,
      hot_rank: g.hot,
      is_new: g.isNew,
      is_jackpot: g.jackpot,
      sort: (i + 1) * 10,
      enabled: true,
    };
  });
  await trx
    .insertInto('games')
    .values(games)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'vendor_code', 'game_code']).doUpdateSet((eb) => ({
        node_name: eb.ref('excluded.node_name'),
        game_name: eb.ref('excluded.game_name'),
        game_names: eb.ref('excluded.game_names'),
        game_type: eb.ref('excluded.game_type'),
        game_classify: eb.ref('excluded.game_classify'),
        prize_mode: eb.ref('excluded.prize_mode'),
        min_bet: eb.ref('excluded.min_bet'),
        min_line_num: eb.ref('excluded.min_line_num'),
        show_icon: eb.ref('excluded.show_icon'),
        icon_url: eb.ref('excluded.icon_url'),
        is_game: eb.ref('excluded.is_game'),
        is_jackpot: eb.ref('excluded.is_jackpot'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}

/** The lottery games of the merchant's catalogue with their draws' set-up; an operator's changes survive. */
async function seedContractDefaults(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const rows = (CONTRACT_DEFAULTS[m.code] ?? []).map((d) => ({
    merchant_id: merchantId,
    kind: d.kind,
    terms: JSON.stringify(d.terms),
  }));
  if (rows.length === 0) return;
  await trx
    .insertInto('contract_defaults')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'kind']).doNothing())
    .execute();
}

async function seedLotteryGames(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const listed = new Set(gamesFor(m.code).map((g) => `${g.vendor}:${g.code}`));
  const limits = LOTTERY_LIMITS[m.code];
  const rows = LOTTERY_GAMES.filter((g) => listed.has(`${g.vendor}:${g.code}`)).map((g, i) => ({
    merchant_id: merchantId,
    game_code: g.code,
    vendor_code: g.vendor,
    family: g.family,
    source: g.source,
    cron: g.cron,
    timezone: g.timezone,
    close_seconds: g.closeSeconds,
    min_stake: limits.minStake,
    max_stake: limits.maxStake,
    liability_limit: limits.liability,
    odds: '{}',
    simulate: g.simulate,
    sort: (i + 1) * 10,
  }));
  if (rows.length === 0) return;
  await trx
    .insertInto('lottery_games')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
}

async function seedAnnouncements(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const now = Date.now();
  const rows = announcementsFor(m.code).map((a) => ({
    merchant_id: merchantId,
    seed_key: a.seedKey,
    type: a.type,
    title: json(a.title),
    content: json(a.content),
    start_at: new Date(now + a.startDays * DAY_MS),
    end_at: a.endDays === null ? null : new Date(now + a.endDays * DAY_MS),
    promotion_type: a.promotionType,
    execution: a.execution,
    group_name: a.groupName,
    image_url: a.imageUrl,
    url: a.url,
    linkage_type: a.linkageType,
    sort: a.sort,
    enabled: true,
    audience: a.audience ?? 'all',
  }));
  // Dates are relative to the first seed and kept on conflict, so a re-seed does not move them.
  await trx
    .insertInto('announcements')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'seed_key']).doUpdateSet((eb) => ({
        type: eb.ref('excluded.type'),
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
        promotion_type: eb.ref('excluded.promotion_type'),
        execution: eb.ref('excluded.execution'),
        group_name: eb.ref('excluded.group_name'),
        image_url: eb.ref('excluded.image_url'),
        url: eb.ref('excluded.url'),
        linkage_type: eb.ref('excluded.linkage_type'),
        sort: eb.ref('excluded.sort'),
        audience: eb.ref('excluded.audience'),
      })),
    )
    .execute();
}

/**
 * The merchant's promotions as promotions of the engine (decision 0030), by seed key: a re-seed updates
 * their texts and rules and keeps their period. The promotion announcements (type PR) they replace are
 * removed.
 */
async function seedPromotions(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  await trx
    .deleteFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'PR')
    .where('seed_key', 'like', 'promo-%')
    .execute();
  const rows = promotionsFor(m.code).map((pr, i) => ({
    merchant_id: merchantId,
    seed_key: pr.key,
    type: pr.type,
    audience: json(pr.audience),
    start_at: new Date(Date.now() - 30 * DAY_MS),
    end_at: null,
    rules: json(pr.rules),
    turnover_multiplier: pr.turnoverMultiplier,
    category_weights: json(pr.categoryWeights),
    forfeit_rule: pr.forfeitRule,
    title: json(pr.title),
    content: json(pr.content),
    banner: bannerUrl(pr.art),
    sort: i + 1,
  }));
  await trx
    .insertInto('promotions')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'seed_key']).doUpdateSet((eb) => ({
        audience: eb.ref('excluded.audience'),
        rules: eb.ref('excluded.rules'),
        turnover_multiplier: eb.ref('excluded.turnover_multiplier'),
        category_weights: eb.ref('excluded.category_weights'),
        forfeit_rule: eb.ref('excluded.forfeit_rule'),
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
        banner: eb.ref('excluded.banner'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}

async function seedHelp(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const minAge = m.registerSettings.minAge;
  const rows = helpFor({ brand: m.name, minAge, ...m.limits }).map((h, i) => ({
    merchant_id: merchantId,
    anchor: h.anchor,
    title: json(h.title),
    content: json(h.content),
    sort: i + 1,
  }));
  await trx
    .insertInto('help_sections')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'anchor']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}

async function seedWinners(trx: Transaction<DB>, merchantId: number, m: MerchantDef): Promise<void> {
  const now = Date.now();
  const rows = winnersFor(m.code, gamesFor(m.code)).map((w) => ({
    merchant_id: merchantId,
    seed_key: w.seedKey,
    account: w.account,
    game_name: w.gameName,
    game_category: w.gameCategory,
    vassalage: w.vassalage,
    win_amount: w.winAmount,
    won_at: new Date(now - w.minutesAgo * 60_000),
  }));
  await trx
    .insertInto('winners')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'seed_key']).doNothing())
    .execute();
}

/** Hashes a demo password once, and only when an account needs it: a later start hashes nothing. */
function demoPasswordHasher(defaultPassword: string) {
  const hashes = new Map<string | null, Promise<string>>();
  return (password: string | null) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password ?? defaultPassword);
      hashes.set(password, hash);
    }
    return hash;
  };
}

async function seedAccounts(
  trx: Transaction<DB>,
  merchantId: number,
  m: MerchantDef,
  hashOf: (password: string | null) => Promise<string>,
  copies: readonly string[] = [],
): Promise<void> {
  const ids = new Map<string, number>();
  const idOf = async (username: string) =>
    (
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst()
    )?.id;
  for (const a of demoAccountsOf(m.code, copies)) {
    const existing = await idOf(a.username);
    if (existing !== undefined) {
      ids.set(a.username, existing);
      continue;
    }
    // Through the member store, so the account gets its rows of the tree (decision 0026).
    await insertAccount(trx, {
      merchantId,
      username: a.username,
      passwordHash: await hashOf(a.password),
      type: a.type,
      parentId: a.parent ? (ids.get(a.parent) ?? null) : null,
      nickname: a.nickname ?? null,
      email: a.email ?? null,
      mobile: a.mobile ?? null,
      countryDialingCode: a.dialingCode ?? null,
      profile: {},
      affiliateCode: a.affiliateCode ?? null,
      mustChangePassword: a.password === null,
    });
    ids.set(a.username, (await idOf(a.username)) as number);
  }
}
