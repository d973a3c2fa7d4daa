import { describe, expect, it } from 'vitest';
import { answerOf, call, merchantId, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** The catalogue's side calls (issue 20): game types, game announcements and the winners list. */
const t = useTestApp();

type GameType = { gameType: string; vassalages: string[]; gameCount: number; maintenance: boolean };
type WinnerPage = {
  content: Array<{ vo: { account: string; gameCategory: string; winTime: string } }>;
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
};

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('needs a session token (spec section 6: game type)', async () => {
    refusedWith(await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType'), 401, 'not.logged.in');
  });

  it('answers the catalogue’s types with their vendors and enabled games, or one vendor’s', async () => {
    const player = await newPlayer(t);
    const types = answerOf<GameType[]>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType?merchantCode=siam', undefined, player),
    );
    const mid = await merchantId(t);
    const vendors = await t.database.db
      .selectFrom('vendors')
      .select(['game_type', 'code'])
      .where('merchant_id', '=', mid)
      .where('enabled', '=', true)
      .execute();
    expect(types.map((x) => x.gameType).sort()).toEqual([...new Set(vendors.map((v) => v.game_type))].sort());
    const rng = types.find((x) => x.gameType === 'RNG');
    expect(rng?.vassalages).toEqual(expect.arrayContaining(['HOUSE']));
    const rngGames = await t.database.db
      .selectFrom('games')
      .innerJoin('vendors', (j) =>
        j
          .onRef('vendors.merchant_id', '=', 'games.merchant_id')
          .onRef('vendors.code', '=', 'games.vendor_code')
          .onRef('vendors.game_type', '=', 'games.game_type'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('games.merchant_id', '=', mid)
      .where('games.game_type', '=', 'RNG')
      .where('games.enabled', '=', true)
      .where('vendors.enabled', '=', true)
      .executeTakeFirstOrThrow();
    expect(rng?.gameCount).toBe(Number(rngGames.n));
    expect(rng?.gameCount).toBeGreaterThan(0);

    const house = answerOf<GameType[]>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=house', undefined, player),
    );
    expect(house.length).toBeGreaterThan(0);
    for (const x of house) expect(x.vassalages).toContain('HOUSE');

    refusedWith(
      await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType?merchantCode=lucky', undefined, player),
      403,
      'merchant.mismatch',
    );
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers the player notices and the vendors and games under maintenance, by type', async () => {
    const mid = await merchantId(t, 'lucky');
    const vendor = await t.database.db
      .selectFrom('vendors')
      .select(['code', 'game_type', 'display_name'])
      .where('merchant_id', '=', mid)
      .where('game_type', '=', 'LIVE')
      .where('enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('vendors')
      .set({ maintenance: true })
      .where('merchant_id', '=', mid)
      .where('code', '=', vendor.code)
      .where('game_type', '=', vendor.game_type)
      .execute();
    const game = await t.database.db
      .selectFrom('games')
      .select(['id', 'game_type', 'vendor_code'])
      .where('merchant_id', '=', mid)
      .where('game_type', '=', 'RNG')
      .where('enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('games').set({ maintenance: true }).where('id', '=', game.id).execute();

    const all = answerOf<{
      notices: Array<{ type: string }>;
      maintenance: Array<{
        gameType: string;
        vassalage: string;
        displayName: string;
        gameName: string | null;
      }>;
    }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements?language=en', undefined, {
        merchant: 'lucky',
      }),
    );
    for (const n of all.notices) expect(n.type).toBe('PL');
    expect(all.maintenance).toContainEqual({
      gameType: 'LIVE',
      vassalage: vendor.code,
      displayName: vendor.display_name,
      gameName: null,
    });
    expect(all.maintenance).toContainEqual(
      expect.objectContaining({ gameType: 'RNG', vassalage: game.vendor_code, gameName: expect.any(String) }),
    );

    const live = answerOf<{ maintenance: Array<{ gameType: string }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements?gameType=LIVE', undefined, {
        merchant: 'lucky',
      }),
    );
    expect(live.maintenance.length).toBeGreaterThan(0);
    for (const m of live.maintenance) expect(m.gameType).toBe('LIVE');

    // the other merchant sees none of it
    const siam = answerOf<{ maintenance: Array<{ vassalage: string; gameType: string }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements', undefined, { merchant: 'siam' }),
    );
    expect(siam.maintenance).not.toContainEqual(
      expect.objectContaining({ gameType: 'LIVE', vassalage: vendor.code }),
    );
  });

  it('shows the merchant’s current player notices', async () => {
    const body = answerOf<{ notices: Array<{ id: number }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements', undefined, { merchant: 'siam' }),
    );
    const payload = answerOf<{ player: Array<{ id: number }> }>(
      await call(t, 'GET', '/wps/announcement?types=PL', undefined, { merchant: 'siam' }),
    );
    expect(body.notices.map((n) => n.id)).toEqual(payload.player.map((n) => n.id));
  });
});

describe('GET /wps/relay/GCSGAME_winnerList', () => {
  it('pages the winners 42 at a time, the latest first, per merchant', async () => {
    const mid = await merchantId(t);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db
      .insertInto('winners')
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          merchant_id: mid,
          account: `pa***${i % 10}`,
          game_name: 'Paged Game',
          game_category: i % 2 === 0 ? 'RNG' : 'LIVE',
          vassalage: 'HOUSE',
          win_amount: 100_000 + i,
          won_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const total = Number(
      (
        await t.database.db
          .selectFrom('winners')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('merchant_id', '=', mid)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = answerOf<WinnerPage>(
      await call(t, 'GET', '/wps/relay/GCSGAME_winnerList?gameCategory=ALL', undefined, { merchant: 'siam' }),
    );
    expect(first).toMatchObject({ pageNum: 1, pageSize: 42, total, totalPages: Math.ceil(total / 42) });
    expect(first.content).toHaveLength(42);
    const times = first.content.map((w) => w.vo.winTime);
    expect([...times].sort().reverse()).toEqual(times);

    const last = answerOf<WinnerPage>(
      await call(t, 'GET', `/wps/relay/GCSGAME_winnerList?pageNo=${first.totalPages}`, undefined, {
        merchant: 'siam',
      }),
    );
    expect(last.content).toHaveLength(total - 42 * (first.totalPages - 1));

    const rng = answerOf<WinnerPage>(
      await call(t, 'GET', '/wps/relay/GCSGAME_winnerList?gameCategory=RNG&pageSize=10', undefined, {
        merchant: 'siam',
      }),
    );
    for (const w of rng.content) expect(w.vo.gameCategory).toBe('RNG');

    const lucky = answerOf<WinnerPage>(
      await call(t, 'GET', '/wps/relay/GCSGAME_winnerList', undefined, { merchant: 'lucky' }),
    );
    expect(lucky.content.some((w) => w.vo.account.startsWith('pa***'))).toBe(false);

    refusedWith(
      await call(t, 'GET', '/wps/relay/GCSGAME_winnerList?pageSize=43', undefined, { merchant: 'siam' }),
      400,
      'validation.failed',
    );
  });
});
