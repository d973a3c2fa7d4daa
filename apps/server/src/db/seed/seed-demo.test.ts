import {
  CATEGORY_ROUTES,
  COCKFIGHT_PROVIDERS,
  ESPORTS_PROVIDERS,
  PRIZE_MODES,
} from '@portal/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, walletOf } from '../../modules/wallet/ledger.service.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { DB } from '../types.ts';
import { GAMES } from './catalogue.ts';
import { seedDemo } from './seed-demo.ts';

const TABLES = [
  'merchants',
  'domain_routes',
  'country_codes',
  'vendors',
  'games',
  'announcements',
  'help_sections',
  'winners',
] as const satisfies ReadonlyArray<keyof DB>;

let handle: DatabaseHandle;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function merchantId(code: string): Promise<number> {
  const row = await handle.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

describe('seedDemo', () => {
  it('gives the same rows when run a second time', async () => {
    const first = await counts();
    const winnersBefore = await handle.db
      .selectFrom('winners')
      .select(['seed_key', 'won_at'])
      .orderBy('id')
      .execute();
    await seedDemo(handle.db);
    expect(await counts()).toEqual(first);
    const winnersAfter = await handle.db
      .selectFrom('winners')
      .select(['seed_key', 'won_at'])
      .orderBy('id')
      .execute();
    expect(winnersAfter).toEqual(winnersBefore);
  });

  it('seeds at least 80 enabled games for siam over every category and named vendor', async () => {
    const id = await merchantId('siam');
    const games = await handle.db.selectFrom('games').selectAll().where('merchant_id', '=', id).execute();
    expect(games.filter((g) => g.enabled).length).toBeGreaterThanOrEqual(80);

    const types = new Set(games.map((g) => g.game_type));
    for (const category of Object.keys(CATEGORY_ROUTES).filter((c) => c !== 'HOT'))
      expect(types).toContain(category);
    expect(types).toContain('CRASH');

    const vendors = new Set(games.map((g) => g.vendor_code));
    const named = [
      ...ESPORTS_PROVIDERS,
      ...COCKFIGHT_PROVIDERS,
      'FB',
      'BTI',
      'SBX',
      'HOUSE',
      'NOVA',
      'JADE',
      'HLIVE',
      'SBXLIVE',
      'HFISH',
      'HPVP',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'HCRASH',
    ];
    for (const code of named) expect(vendors).toContain(code);

    const classifies = new Set(games.map((g) => g.game_classify));
    for (const c of ['SC', 'VP', 'JP', 'TG', 'AC', 'BG']) expect(classifies).toContain(c);
    const prizeModes = new Set(games.map((g) => g.prize_mode));
    for (const mode of PRIZE_MODES) expect(prizeModes).toContain(mode);
  });

  it('names every seeded game in English and Thai (issue 14)', async () => {
    const games = await handle.db
      .selectFrom('games')
      .select(['merchant_id', 'vendor_code', 'game_code', 'node_name', 'game_name', 'game_names'])
      .execute();
    expect(new Set(games.map((g) => `${g.vendor_code}:${g.game_code}`)).size).toBe(GAMES.length);
    expect(GAMES.length).toBe(94); // with the mini game (decision 0045)
    for (const g of games) {
      const where = `${g.merchant_id} ${g.node_name}`;
      expect(g.game_names.en?.trim(), where).toBeTruthy();
      expect(g.game_names.th?.trim(), where).toBeTruthy();
      expect(/[\u0E00-\u0E7F]/.test(g.game_names.th ?? ''), where).toBe(true);
      expect(g.game_name, where).toBe(g.game_names.en);
      expect(g.game_names.en).not.toBe(g.node_name);
    }
  });

  it('has a vendor row for every game and a VASSALAGE vendor', async () => {
    const id = await merchantId('siam');
    const vendors = await handle.db.selectFrom('vendors').selectAll().where('merchant_id', '=', id).execute();
    const games = await handle.db.selectFrom('games').selectAll().where('merchant_id', '=', id).execute();
    const keys = new Set(vendors.map((v) => `${v.code}:${v.game_type}`));
    for (const g of games) expect(keys).toContain(`${g.vendor_code}:${g.game_type}`);
    expect(vendors.some((v) => v.is_game === 'VASSALAGE')).toBe(true);
    expect(vendors.find((v) => v.code === 'FB')).toMatchObject({ is_game: 'GAME', game_code: 'FB_SPORTS' });
  });

  it('distributes the hot, new and jackpot flags for every merchant', async () => {
    for (const code of ['siam', 'lucky']) {
      const games = await handle.db
        .selectFrom('games')
        .selectAll()
        .where('merchant_id', '=', await merchantId(code))
        .execute();
      const hot = games.filter((g) => g.is_hot);
      expect(hot.length).toBeGreaterThan(5);
      expect(hot.every((g) => g.hot_rank > 0)).toBe(true);
      expect(games.some((g) => g.is_new && g.game_type === 'RNG')).toBe(true);
      expect(games.some((g) => g.is_jackpot)).toBe(true);
      expect(games.some((g) => !g.is_hot && !g.is_new && !g.is_jackpot)).toBe(true);
      expect(games.filter((g) => g.game_classify === 'JP').every((g) => g.is_jackpot)).toBe(true);
    }
  });

  it('gives every merchant at least 35 languages and no TY', async () => {
    const merchants = await handle.db.selectFrom('merchants').select(['code', 'languages']).execute();
    expect(merchants.map((m) => m.code).sort()).toEqual(['lucky', 'siam']);
    for (const m of merchants) {
      expect(m.languages.length).toBeGreaterThanOrEqual(35);
      expect(m.languages).not.toContain('ty');
    }
  });

  it('keeps an operator maintenance flag through a re-seed', async () => {
    await handle.db.updateTable('merchants').set({ maintenance: true }).where('code', '=', 'lucky').execute();
    await seedDemo(handle.db);
    const rows = await handle.db
      .selectFrom('merchants')
      .select(['code', 'maintenance'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'lucky', maintenance: true },
      { code: 'siam', maintenance: false },
    ]);
  });

  it("keeps an operator's catalogue switches through a re-seed", async () => {
    const id = await merchantId('siam');
    const game = handle.db
      .selectFrom('games')
      .select(['enabled', 'maintenance', 'support_play', 'is_hot', 'hot_rank', 'is_new'])
      .where('merchant_id', '=', id)
      .where('game_code', '=', 'PEARL_RIVER');
    const vendor = handle.db
      .selectFrom('vendors')
      .select(['enabled', 'maintenance'])
      .where('merchant_id', '=', id)
      .where('code', '=', 'JADE');
    const seeded = {
      game: await game.executeTakeFirstOrThrow(),
      vendor: await vendor.executeTakeFirstOrThrow(),
    };
    const switched = {
      game: { enabled: false, maintenance: true, support_play: 1, is_hot: true, hot_rank: 99, is_new: true },
      vendor: { enabled: false, maintenance: true },
    };
    const set = async (to: typeof switched) => {
      await handle.db
        .updateTable('games')
        .set(to.game)
        .where('merchant_id', '=', id)
        .where('game_code', '=', 'PEARL_RIVER')
        .execute();
      await handle.db
        .updateTable('vendors')
        .set(to.vendor)
        .where('merchant_id', '=', id)
        .where('code', '=', 'JADE')
        .execute();
    };
    await set(switched);
    await seedDemo(handle.db);
    expect({ game: await game.executeTakeFirst(), vendor: await vendor.executeTakeFirst() }).toEqual(
      switched,
    );
    await set(seeded);
  });

  it('seeds content that proves the announcement filters', async () => {
    const id = await merchantId('siam');
    const rows = await handle.db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_id', '=', id)
      .execute();
    const now = Date.now();
    const live = rows.filter(
      (r) => r.start_at.getTime() <= now && (r.end_at === null || r.end_at.getTime() > now),
    );
    expect(live.filter((r) => r.type === 'B' && r.group_name === 'w_home').length).toBeGreaterThanOrEqual(3);
    expect(live.filter((r) => r.type === 'PL').length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.filter((r) => r.type === 'PU').map((r) => r.execution))).toEqual(
      new Set(['A', 'B', 'F']),
    );
    // Promotions are the promotions engine's (decision 0030), no longer announcements.
    expect(rows.filter((r) => r.type === 'PR')).toEqual([]);
    const promotions = await handle.db
      .selectFrom('promotions')
      .select('type')
      .where('merchant_id', '=', id)
      .execute();
    expect(promotions.length).toBeGreaterThanOrEqual(5);
    expect(promotions.some((r) => r.type === 'raffle')).toBe(false);
    expect(rows.some((r) => r.end_at !== null && r.end_at.getTime() < now)).toBe(true);
    expect(rows.some((r) => r.start_at.getTime() > now)).toBe(true);
    const help = await handle.db
      .selectFrom('help_sections')
      .select('anchor')
      .where('merchant_id', '=', id)
      .execute();
    expect(help).toHaveLength(8);
    const winners = await handle.db.selectFrom('winners').selectAll().where('merchant_id', '=', id).execute();
    expect(winners.length).toBeGreaterThanOrEqual(40);
  });

  it('gives the configured default merchant the configured default language, when it offers it', async () => {
    const language = async (code: string) =>
      (
        await handle.db
          .selectFrom('merchants')
          .select('default_language')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).default_language;
    await seedDemo(handle.db, { defaultMerchant: 'siam', defaultLanguage: 'en' });
    expect(await language('siam')).toBe('en');
    expect(await language('lucky')).toBe('en');
    await seedDemo(handle.db, { defaultMerchant: 'lucky', defaultLanguage: 'th' });
    expect(await language('lucky')).toBe('th');
    await seedDemo(handle.db, { defaultMerchant: 'siam', defaultLanguage: 'xx' });
    expect(await language('siam')).toBe('th');
    await seedDemo(handle.db);
    expect(await language('lucky')).toBe('en');
  });
});

describe('copies of the demo accounts', () => {
  it('adds a tree per label with the same parents and opening balances, once', async () => {
    await seedDemo(handle.db, { copies: ['wal', 'gam'] });
    await seedDemo(handle.db, { copies: ['wal'] });
    const siam = await merchantId('siam');
    const rows = await handle.db
      .selectFrom('accounts as a')
      .leftJoin('accounts as p', 'p.id', 'a.parent_id')
      .select(['a.id', 'a.username', 'p.username as parent', 'a.mobile', 'a.affiliate_code'])
      .where('a.merchant_id', '=', siam)
      .where('a.username', 'like', '%wal')
      .orderBy('a.username')
      .execute();
    expect(rows.map((r) => [r.username, r.parent, r.mobile])).toEqual([
      ['agent01wal', null, null],
      ['demowal', 'agent01wal', null],
      ['gamerwal', 'agent01wal', null],
      ['newbiewal', 'agent01wal', null],
    ]);
    expect(rows[0]?.affiliate_code).toBe('SIAM01WAL');
    const demo = rows.find((r) => r.username === 'demowal')!;
    const ledger = createLedger(handle.db);
    expect(await ledger.balanceOf(siam, walletOf(demo.id))).toBe(5_000_00);
  });

  it('adds the demo operators per label too, with their roles and scopes, once', async () => {
    await seedDemo(handle.db, { copies: ['bo'] });
    await seedDemo(handle.db, { copies: ['bo'] });
    const rows = await handle.db
      .selectFrom('operators as o')
      .leftJoin('merchants as m', 'm.id', 'o.merchant_id')
      .select(['o.username', 'o.role', 'm.code'])
      .where('o.username', 'in', ['adminbo', 'financebo', 'siamviewerbo'])
      .orderBy('o.username')
      .execute();
    expect(rows.map((r) => [r.username, r.role, r.code])).toEqual([
      ['adminbo', 'admin', null],
      ['financebo', 'finance', null],
      ['siamviewerbo', 'viewer', 'siam'],
    ]);
  });
});
