import type { OpsGame, OpsVendor } from '@portal/contracts/ops-catalogue.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer, type Player, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Page<T> = { content: T[]; total: number; pageNum: number; pageSize: number; totalPages: number };
type Audit = {
  action: string;
  target: string | null;
  merchant: string | null;
  detail: Record<string, unknown>;
};
type PortalGame = {
  nodeId: number;
  gameCode: string;
  maintenance: boolean;
  supportPlay: number;
  isNew: boolean;
};
type PortalVendor = { vassalage: string; maintenance: boolean };

const t = useTestApp();
let admin: string;
let viewer: string;
let finance: string;
/** An administrator of lucky only. */
let luckyAdmin: string;
let player: Player;

beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
  viewer = await opsLogin(t, OPS.siamviewer);
  finance = await opsLogin(t, OPS.finance);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
  player = await newPlayer(t, { balance: 10_000 });
});

const get = async <T>(url: string, token = admin) =>
  answerOf<T>(await ops(t, 'GET', url, undefined, { token }));
const patchGame = (id: number, body: unknown, token = admin) =>
  ops(t, 'PATCH', `/ops/v1/catalogue/games/${id}`, body, { token });
const patchVendor = (id: number, body: unknown, token = admin) =>
  ops(t, 'PATCH', `/ops/v1/catalogue/vendors/${id}`, body, { token });
const putHot = (games: unknown, merchant = 'siam', token = admin) =>
  ops(t, 'PUT', `/ops/v1/catalogue/hot?merchant=${merchant}`, { games }, { token });

/** A siam game as the operators' list shows it, found by its code. */
async function opsGame(code: string, merchant = 'siam'): Promise<OpsGame> {
  const page = await get<Page<OpsGame>>(`/ops/v1/catalogue/games?merchant=${merchant}&search=${code}`);
  const game = page.content.find((g) => g.code === code);
  if (!game) throw new Error(`${code} not in ${merchant}'s catalogue`);
  return game;
}

async function opsVendor(code: string, merchant = 'siam'): Promise<OpsVendor> {
  const vendors = await get<OpsVendor[]>(`/ops/v1/catalogue/vendors?merchant=${merchant}`);
  const vendor = vendors.find((v) => v.code === code);
  if (!vendor) throw new Error(`${code} not a vendor of ${merchant}`);
  return vendor;
}

const hotIds = async (merchant = 'siam') =>
  (await get<OpsGame[]>(`/ops/v1/catalogue/hot?merchant=${merchant}`)).map((g) => g.id);

/** What a visitor of siam sees (read twice before a change, so a cached answer would show). */
const portal = {
  vendor: async (code: string) => {
    const res = await call(t, 'GET', '/wps/relay/GCSGAME_newGameVendor', undefined, { merchant: 'siam' });
    const lanes = answerOf<{ lanes: Array<{ vendors: PortalVendor[] }> }>(res).lanes;
    return lanes.flatMap((lane) => lane.vendors).find((v) => v.vassalage === code);
  },
  games: async (query: string) => {
    const res = await call(t, 'GET', `/wps/relay/GCSGAME_gameList?pageSize=100&${query}`, undefined, {
      merchant: 'siam',
    });
    return answerOf<Page<PortalGame>>(res).content;
  },
  game: async (vendor: string, code: string) =>
    (await portal.games(`vassalage=${vendor}`)).find((g) => g.gameCode === code),
  hot: async () => {
    const res = await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', undefined, { merchant: 'siam' });
    return answerOf<PortalGame[]>(res).map((g) => g.nodeId);
  },
  launch: (nodeId: number) => call(t, 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, undefined, player),
  trial: (nodeId: number) =>
    call(t, 'GET', `/wps/relay/GCS_gameTrialLaunch?nodeId=${nodeId}`, undefined, { merchant: 'siam' }),
};

async function lastAudit(target: string): Promise<Audit | undefined> {
  const page = await get<Page<Audit>>(`/ops/v1/audit?target=${target}&pageSize=1`);
  return page.content[0];
}

describe('reading the catalogue', () => {
  it("lists the operator's merchants: every one for admin, its own for a merchant's viewer", async () => {
    expect((await get<Array<{ code: string }>>('/ops/v1/merchants')).map((m) => m.code)).toEqual([
      'lucky',
      'siam',
    ]);
    expect(await get('/ops/v1/merchants', viewer)).toEqual([
      {
        code: 'siam',
        name: expect.any(String),
        primaryColor: expect.any(String),
        accentColor: expect.any(String),
      },
    ]);
  });

  it("lists a merchant's vendors with their switches and game counts, for a viewer too", async () => {
    const vendors = await get<OpsVendor[]>('/ops/v1/catalogue/vendors?merchant=siam', viewer);
    expect(vendors.length).toBeGreaterThan(10);
    expect(vendors[0]).toMatchObject({ code: 'HOUSE', category: 'RNG', enabled: true, maintenance: false });
    expect(vendors[0]?.games).toBeGreaterThan(10);
    expect(vendors[0]?.iconUrl).toBe('/assets/art/vendors/HOUSE/COLOR.svg');
    expect(vendors.some((v) => v.code === 'STAR')).toBe(false);
    expect((await get<OpsVendor[]>('/ops/v1/catalogue/vendors?merchant=lucky'))[0]?.code).toBe('STAR');
  });

  it('finds games by name in any language or by code, by vendor, category and flag, a page at a time', async () => {
    const byName = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&search=pearl', viewer);
    expect(byName.content.map((g) => g.code)).toEqual(['PEARL_RIVER']);
    expect(byName.content[0]).toMatchObject({
      name: 'Pearl River',
      names: { en: 'Pearl River', th: 'แม่น้ำไข่มุก' },
      vendor: 'JADE',
      vendorName: 'Jade Dragon',
      category: 'RNG',
      enabled: true,
      maintenance: false,
      vendorEnabled: true,
      vendorMaintenance: false,
      freeTrial: true,
      hot: false,
      hotRank: null,
      isNew: false,
    });
    const thai = await get<Page<OpsGame>>(
      `/ops/v1/catalogue/games?merchant=siam&search=${encodeURIComponent('ไข่มุก')}`,
    );
    expect(thai.content.map((g) => g.code)).toEqual(['PEARL_RIVER']);
    const code = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&search=river');
    expect(code.content.map((g) => g.code)).toContain('PEARL_RIVER');
    expect((await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&search=pearl_r')).total).toBe(1);

    const jade = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&vendor=JADE&pageSize=100');
    expect(jade.total).toBeGreaterThan(5);
    expect(jade.content.every((g) => g.vendor === 'JADE')).toBe(true);
    const live = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&category=LIVE&pageSize=100');
    expect(live.content.every((g) => g.category === 'LIVE')).toBe(true);
    const hot = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&flag=hot&pageSize=100');
    expect(hot.total).toBe((await hotIds()).length);
    const trial = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&flag=trial&pageSize=100');
    expect(trial.content.every((g) => g.freeTrial)).toBe(true);

    const first = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&pageSize=5');
    const second = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&pageSize=5&pageNum=2');
    expect(first.total).toBeGreaterThanOrEqual(80);
    expect(first.totalPages).toBe(Math.ceil(first.total / 5));
    expect(second.content.map((g) => g.id)).not.toContain(first.content[0]?.id);
    const beyond = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&pageSize=5&pageNum=1000');
    expect(beyond).toMatchObject({ content: [], total: first.total });
  });

  it('lists the hot list in its order', async () => {
    const hot = await get<OpsGame[]>('/ops/v1/catalogue/hot?merchant=siam', viewer);
    expect(hot[0]?.code).toBe('DRAGON_FORTUNE');
    expect(hot.map((g) => g.hotRank)).toEqual(hot.map((_, i) => i + 1));
    expect(hot.map((g) => g.id)).toEqual((await portal.hot()).slice(0, hot.length));
  });

  it('refuses bad input with the field named, and a merchant outside the scope as unknown', async () => {
    for (const url of [
      '/ops/v1/catalogue/vendors',
      '/ops/v1/catalogue/vendors?merchant=x',
      '/ops/v1/catalogue/games?merchant=siam&pageSize=0',
      '/ops/v1/catalogue/games?merchant=siam&pageSize=101',
      '/ops/v1/catalogue/games?merchant=siam&vendor=DROP%20TABLE',
      '/ops/v1/catalogue/games?merchant=siam&flag=burning',
      `/ops/v1/catalogue/games?merchant=siam&search=${'x'.repeat(61)}`,
    ]) {
      refusedWith(await ops(t, 'GET', url, undefined, { token: admin }), 400, 'validation.failed');
    }
    const missing = refusedWith(
      await ops(t, 'GET', '/ops/v1/catalogue/hot', undefined, { token: admin }),
      400,
      'validation.failed',
    );
    expect(missing.message).toContain('merchant');
    for (const token of [viewer, luckyAdmin]) {
      const other = token === viewer ? 'lucky' : 'siam';
      for (const path of ['vendors', 'games', 'hot']) {
        refusedWith(
          await ops(t, 'GET', `/ops/v1/catalogue/${path}?merchant=${other}`, undefined, { token }),
          404,
          'merchant.unknown',
        );
      }
    }
    refusedWith(
      await ops(t, 'GET', '/ops/v1/catalogue/games?merchant=nowhere', undefined, { token: admin }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/catalogue/vendors?merchant=siam'),
      401,
      'operator.not.logged.in',
    );
  });
});

describe('game switches', () => {
  it('puts a game under maintenance: the portal marks it and refuses to open it at once, then reopens it', async () => {
    const game = await opsGame('PEARL_RIVER');
    // Read (and cache) the portal's view first: the change must not wait for the cache to expire.
    expect((await portal.game('JADE', 'PEARL_RIVER'))?.maintenance).toBe(false);
    expect((await portal.game('JADE', 'PEARL_RIVER'))?.maintenance).toBe(false);
    answerOf(await portal.launch(game.id));

    const changed = answerOf<OpsGame>(await patchGame(game.id, { maintenance: true }));
    expect(changed).toMatchObject({ id: game.id, maintenance: true, enabled: true });
    expect((await portal.game('JADE', 'PEARL_RIVER'))?.maintenance).toBe(true);
    refusedWith(await portal.launch(game.id), 503, 'game.maintenance');
    refusedWith(await portal.trial(game.id), 503, 'game.maintenance');
    // A favourite may still be kept: it shows with the mark.
    answerOf(await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.id }, player));

    const audit = await lastAudit(`game:${game.id}`);
    expect(audit).toMatchObject({
      action: 'catalogue.game.update',
      merchant: 'siam',
      detail: {
        requested: { maintenance: true },
        outcome: 'changed',
        changed: { maintenance: { from: false, to: true } },
      },
    });

    answerOf(await patchGame(game.id, { maintenance: false }));
    expect((await portal.game('JADE', 'PEARL_RIVER'))?.maintenance).toBe(false);
    answerOf(await portal.launch(game.id));
  });

  it('disables a game: gone from the portal and not found there; enabled again it is back', async () => {
    const game = await opsGame('PANDA_PALACE');
    expect(await portal.game('JADE', 'PANDA_PALACE')).toBeDefined();
    answerOf(await patchGame(game.id, { enabled: false }));
    expect(await portal.game('JADE', 'PANDA_PALACE')).toBeUndefined();
    refusedWith(await portal.launch(game.id), 404, 'game.not.found');
    // The operators still see it, and can find it among the disabled ones.
    const disabled = await get<Page<OpsGame>>('/ops/v1/catalogue/games?merchant=siam&flag=disabled');
    expect(disabled.content.map((g) => g.code)).toEqual(['PANDA_PALACE']);
    answerOf(await patchGame(game.id, { enabled: true }));
    expect(await portal.game('JADE', 'PANDA_PALACE')).toBeDefined();
  });

  it('turns the free trial and the new mark off and on', async () => {
    const game = await opsGame('PEARL_RIVER');
    answerOf(await portal.trial(game.id));
    const changed = answerOf<OpsGame>(await patchGame(game.id, { freeTrial: false, isNew: true }));
    expect(changed).toMatchObject({ freeTrial: false, isNew: true });
    expect(await portal.game('JADE', 'PEARL_RIVER')).toMatchObject({ supportPlay: 1, isNew: true });
    refusedWith(await portal.trial(game.id), 403, 'game.trial.unavailable');
    expect((await portal.games('isNew=1&vassalage=JADE')).map((g) => g.gameCode)).toContain('PEARL_RIVER');

    answerOf(await patchGame(game.id, { freeTrial: true, isNew: false }));
    expect(await portal.game('JADE', 'PEARL_RIVER')).toMatchObject({ supportPlay: 0, isNew: false });
    answerOf(await portal.trial(game.id));
  });

  it('puts a game last on the hot list and takes it off again, the others closing up', async () => {
    const before = await hotIds();
    const game = await opsGame('PEARL_RIVER');
    expect(await portal.hot()).not.toContain(game.id);

    const hot = answerOf<OpsGame>(await patchGame(game.id, { hot: true }));
    expect(hot).toMatchObject({ hot: true, hotRank: before.length + 1 });
    expect(await hotIds()).toEqual([...before, game.id]);
    expect(await portal.hot()).toEqual([...before, game.id]);

    const second = before[1] as number;
    answerOf(await patchGame(second, { hot: false }));
    const closed = await get<OpsGame[]>('/ops/v1/catalogue/hot?merchant=siam');
    expect(closed.map((g) => g.id)).toEqual([...before.filter((id) => id !== second), game.id]);
    expect(closed.map((g) => g.hotRank)).toEqual(closed.map((_, i) => i + 1));
    expect(await portal.hot()).not.toContain(second);

    answerOf(await patchGame(game.id, { hot: false }));
    answerOf(await patchGame(second, { hot: true }));
    answerOf(await putHot(before));
    expect(await portal.hot()).toEqual(before);
  });

  it('records a change that changes nothing as unchanged, and writes nothing to the portal', async () => {
    const game = await opsGame('PEARL_RIVER');
    answerOf(await patchGame(game.id, { maintenance: false, hot: false }));
    expect((await lastAudit(`game:${game.id}`))?.detail).toMatchObject({ outcome: 'unchanged', changed: {} });
  });

  it('refuses bad input, unknown games and changes nothing', async () => {
    const game = await opsGame('PEARL_RIVER');
    for (const body of [{}, { maintenance: 'maybe' }, { colour: 'red' }, { hot: 'sometimes' }]) {
      refusedWith(await patchGame(game.id, body), 400, 'validation.failed');
    }
    const unknown = refusedWith(await patchGame(game.id, { colour: 'red' }), 400, 'validation.failed');
    expect(unknown.message).toContain('enabled, maintenance, freeTrial, hot, isNew');
    for (const id of ['abc', '0', '-1', '99999999999']) {
      refusedWith(
        await ops(t, 'PATCH', `/ops/v1/catalogue/games/${id}`, { maintenance: true }, { token: admin }),
        400,
        'validation.failed',
      );
    }
    refusedWith(await patchGame(2_000_000, { maintenance: true }), 404, 'game.not.found');
    expect(await lastAudit('game:2000000')).toMatchObject({
      action: 'catalogue.game.update.refused',
      detail: { outcome: 'refused', errorCode: 'game.not.found' },
    });
    expect(await opsGame('PEARL_RIVER')).toEqual(game);
  });
});

describe('vendor switches', () => {
  it('puts a vendor under maintenance: the portal marks it and its games and refuses to open them', async () => {
    const vendor = await opsVendor('JADE');
    const game = await opsGame('TWIN_DRAGONS');
    expect((await portal.vendor('JADE'))?.maintenance).toBe(false);
    answerOf(await portal.launch(game.id));

    expect(answerOf<OpsVendor>(await patchVendor(vendor.id, { maintenance: true }))).toMatchObject({
      maintenance: true,
      enabled: true,
    });
    expect((await portal.vendor('JADE'))?.maintenance).toBe(true);
    expect((await portal.games('vassalage=JADE')).every((g) => g.maintenance)).toBe(true);
    refusedWith(await portal.launch(game.id), 503, 'game.maintenance');
    expect(await opsGame('TWIN_DRAGONS')).toMatchObject({ maintenance: false, vendorMaintenance: true });
    const closed = await get<Page<OpsGame>>(
      '/ops/v1/catalogue/games?merchant=siam&flag=maintenance&pageSize=100',
    );
    expect(closed.content.every((g) => g.vendor === 'JADE')).toBe(true);
    expect(await lastAudit(`vendor:${vendor.id}`)).toMatchObject({
      action: 'catalogue.vendor.update',
      merchant: 'siam',
      detail: { changed: { maintenance: { from: false, to: true } } },
    });

    answerOf(await patchVendor(vendor.id, { maintenance: false }));
    expect((await portal.vendor('JADE'))?.maintenance).toBe(false);
    answerOf(await portal.launch(game.id));
  });

  it('disables a vendor: it and its games leave the portal, and come back when enabled', async () => {
    const vendor = await opsVendor('NOVA');
    const game = await opsGame('COSMIC_GEMS');
    expect(await portal.vendor('NOVA')).toBeDefined();
    expect(await portal.hot()).toContain(game.id);

    answerOf(await patchVendor(vendor.id, { enabled: false }));
    expect(await portal.vendor('NOVA')).toBeUndefined();
    expect(await portal.games('vassalage=NOVA')).toEqual([]);
    expect(await portal.hot()).not.toContain(game.id);
    refusedWith(await portal.launch(game.id), 404, 'game.not.found');
    expect(await opsGame('COSMIC_GEMS')).toMatchObject({ enabled: true, vendorEnabled: false });

    answerOf(await patchVendor(vendor.id, { enabled: true }));
    expect(await portal.vendor('NOVA')).toBeDefined();
    expect(await portal.hot()).toContain(game.id);
  });

  it('refuses bad input and unknown vendors', async () => {
    const vendor = await opsVendor('JADE');
    for (const body of [{}, { maintenance: 'on' }, { displayName: 'x' }]) {
      refusedWith(await patchVendor(vendor.id, body), 400, 'validation.failed');
    }
    refusedWith(await patchVendor(2_000_000, { maintenance: true }), 404, 'vendor.not.found');
  });
});

describe('hot list order', () => {
  it('reorders the hot list: the portal follows at once, and the change is audited', async () => {
    const before = await hotIds();
    expect(await portal.hot()).toEqual(before);
    const reversed = [...before].reverse();
    const answer = answerOf<OpsGame[]>(await putHot(reversed));
    expect(answer.map((g) => g.id)).toEqual(reversed);
    expect(answer.map((g) => g.hotRank)).toEqual(reversed.map((_, i) => i + 1));
    expect(await portal.hot()).toEqual(reversed);
    expect(await lastAudit('merchant:siam')).toMatchObject({
      action: 'catalogue.hot.reorder',
      merchant: 'siam',
      detail: { outcome: 'changed', changed: { order: { from: before, to: reversed } } },
    });
    answerOf(await putHot(before));
    expect(await portal.hot()).toEqual(before);
  });

  it('refuses a list that is not the hot list as it is now, and changes nothing', async () => {
    const before = await hotIds();
    const pearl = (await opsGame('PEARL_RIVER')).id;
    const lucky = await hotIds('lucky');
    for (const games of [
      before.slice(1),
      [...before, pearl],
      [...before.slice(1), pearl],
      [...before.slice(1), lucky[0]],
    ]) {
      refusedWith(await putHot(games), 409, 'catalogue.hot.changed');
    }
    expect(await lastAudit('merchant:siam')).toMatchObject({
      action: 'catalogue.hot.reorder.refused',
      detail: { errorCode: 'catalogue.hot.changed' },
    });
    for (const games of [[...before, before[0]], 'first', [0], null]) {
      refusedWith(await putHot(games), 400, 'validation.failed');
    }
    expect(await hotIds()).toEqual(before);
    expect(await portal.hot()).toEqual(before);
  });
});

describe('roles and merchant scope', () => {
  it('lets only administrators change the catalogue, and records the refusal', async () => {
    const game = await opsGame('PEARL_RIVER');
    const vendor = await opsVendor('JADE');
    for (const token of [viewer, finance]) {
      refusedWith(await patchGame(game.id, { maintenance: true }, token), 403, 'operator.forbidden');
      refusedWith(await patchVendor(vendor.id, { maintenance: true }, token), 403, 'operator.forbidden');
      refusedWith(await putHot(await hotIds(), 'siam', token), 403, 'operator.forbidden');
    }
    const refusals = await get<Page<Audit>>('/ops/v1/audit?action=access.forbidden&pageSize=6');
    expect(refusals.content.map((r) => r.detail.route)).toContain('PATCH /ops/v1/catalogue/games/:id');
    expect(await opsGame('PEARL_RIVER')).toEqual(game);
  });

  it("keeps an administrator of one merchant off another merchant's catalogue", async () => {
    const game = await opsGame('PEARL_RIVER');
    const vendor = await opsVendor('JADE');
    refusedWith(await patchGame(game.id, { maintenance: true }, luckyAdmin), 404, 'game.not.found');
    refusedWith(await patchVendor(vendor.id, { maintenance: true }, luckyAdmin), 404, 'vendor.not.found');
    refusedWith(await putHot(await hotIds(), 'siam', luckyAdmin), 404, 'merchant.unknown');
    expect(await opsGame('PEARL_RIVER')).toEqual(game);
    expect(await opsVendor('JADE')).toEqual(vendor);

    // Its own merchant's catalogue it may change.
    const lucky = await opsGame('LUCKY_CLOVER', 'lucky');
    expect(answerOf<OpsGame>(await patchGame(lucky.id, { isNew: !lucky.isNew }, luckyAdmin)).isNew).toBe(
      !lucky.isNew,
    );
    answerOf(await patchGame(lucky.id, { isNew: lucky.isNew }, luckyAdmin));
  });
});
