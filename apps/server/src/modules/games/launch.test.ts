import { setTimeout as delay } from 'node:timers/promises';
import { FAVOURITE_THROTTLE_MS } from '@portal/contracts/games';
import { describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer, refusedWith, useMoneyApp } from '../../../test/money-helpers.ts';

const t = useMoneyApp();

async function nodeIdOf(vassalage: string, gameCode: string, merchant = 'siam') {
  const res = await call(
    t,
    'GET',
    `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=100`,
    undefined,
    {
      merchant,
    },
  );
  const game = answerOf<{ content: Array<{ nodeId: number; gameCode: string }> }>(res).content.find(
    (g) => g.gameCode === gameCode,
  );
  if (!game) throw new Error(`${vassalage}:${gameCode} not in the catalogue`);
  return game.nodeId;
}

describe('launchGame', () => {
  it('answers a slot in the game popup and a sports game on the /seamless page, each with a launch token', async () => {
    const player = await newPlayer(t, { balance: 1_000 });
    const slot = answerOf<{ url: string; mode: string; trial: boolean; game: { gameCode: string } }>(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=DRAGON_FORTUNE', undefined, player),
    );
    expect(slot).toMatchObject({ mode: 'popup', trial: false, game: { gameCode: 'DRAGON_FORTUNE' } });
    expect(slot.url).toMatch(/^\/play\/house\/slot\/DRAGON_FORTUNE\?token=[\w-]{43}&lang=th$/);

    const nodeId = await nodeIdOf('SBX', 'SBX_SPORTS');
    const sports = answerOf<{ url: string; mode: string }>(
      await call(t, 'GET', `/wps/game/launchGame?nodeId=${nodeId}&language=en`, undefined, player),
    );
    expect(sports.mode).toBe('seamless');
    expect(sports.url).toMatch(/^\/play\/sandbox\/SBX_SPORTS\?token=[\w-]{43}&lang=en$/);

    const table = answerOf<{ url: string }>(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=HLIVE&gameCode=SPEED_BACCARAT', undefined, player),
    );
    expect(table.url).toMatch(/^\/play\/house\/table\/SPEED_BACCARAT\?/);
  });

  it('stores only a hash of the launch token', async () => {
    const player = await newPlayer(t);
    const { url } = answerOf<{ url: string }>(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=NEON_KOI', undefined, player),
    );
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    const rows = await t.database.db
      .selectFrom('game_sessions')
      .select('token_hash')
      .where('account_id', '=', player.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.token_hash as Buffer).toString('base64url')).not.toBe(token);
    expect(Buffer.from(rows[0]?.token_hash as Buffer)).toHaveLength(32);
  });

  it('needs a login and a real account', async () => {
    refusedWith(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=DRAGON_FORTUNE'),
      401,
      'not.logged.in',
    );
    const trial = await newPlayer(t, { type: 4 });
    refusedWith(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=DRAGON_FORTUNE', undefined, trial),
      403,
      'in_need_true_account',
    );
  });

  it('refuses unknown games, other merchants’ games and bad queries', async () => {
    const player = await newPlayer(t);
    refusedWith(
      await call(t, 'GET', '/wps/game/launchGame?nodeId=99999999', undefined, player),
      404,
      'game.not.found',
    );
    // STAR's games are Lucky Star's only
    refusedWith(
      await call(t, 'GET', '/wps/game/launchGame?vassalage=STAR&gameCode=LUCKY_CLOVER', undefined, player),
      404,
      'game.not.found',
    );
    refusedWith(await call(t, 'GET', '/wps/game/launchGame', undefined, player), 400, 'validation.failed');
    refusedWith(
      await call(t, 'GET', '/wps/game/launchGame?nodeId=abc', undefined, player),
      400,
      'validation.failed',
    );
  });

  it('opens a lottery game on its lottery page, and the VN lobby at a game with its back link', async () => {
    const player = await newPlayer(t);
    const recentBefore = answerOf<unknown[]>(
      await call(t, 'GET', '/wps/relay/GCS_recentGame', undefined, player),
    ).length;
    const k3 = answerOf<{ url: string; mode: string; trial: boolean }>(
      await call(
        t,
        'GET',
        '/wps/game/launchGame?vassalage=LOTT&gameCode=LOTT_K3&language=en',
        undefined,
        player,
      ),
    );
    expect(k3).toEqual(expect.objectContaining({ url: '/lottery?gameCode=LOTT_K3&lang=en', mode: 'page' }));
    const lobby = answerOf<{ url: string; mode: string; game: { gameCode: string } }>(
      await call(
        t,
        'GET',
        '/wps/game/launchLottery?lottoArea=VN&launchMode=LOTT&prizeMode=LOTT&gameCode=VN_NORTH&device=WEB' +
          '&backUrl=%2Flott&language=th',
        undefined,
        player,
      ),
    );
    expect(lobby).toMatchObject({ mode: 'page', game: { gameCode: 'VN_NORTH' } });
    expect(lobby.url).toBe('/vnLottery?gameCode=VN_NORTH&lang=th&back=%2Flott');
    const sea = answerOf<{ url: string }>(
      await call(
        t,
        'GET',
        '/wps/game/launchLottery?lottoArea=SEA&launchMode=LOTT&gameCode=SEA_LAO',
        undefined,
        player,
      ),
    );
    expect(sea.url).toMatch(/^\/seaLottery\?gameCode=SEA_LAO&lang=/);
    // the launches are the member's recent games; no vendor session is opened for a page of the portal
    expect(
      answerOf<unknown[]>(await call(t, 'GET', '/wps/relay/GCS_recentGame', undefined, player)).length,
    ).toBe(recentBefore + 3);
    const sessions = await t.database.db
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(0);

    const lobbyCall = (query: string) =>
      call(t, 'GET', `/wps/game/launchLottery?${query}`, undefined, player);
    // a game of another area, a prize mode not the game's, an outside back link, another launch mode
    refusedWith(await lobbyCall('lottoArea=VN&launchMode=LOTT&gameCode=SEA_LAO'), 404, 'game.not.found');
    refusedWith(
      await lobbyCall('lottoArea=VN&launchMode=LOTT&gameCode=VN_NORTH&prizeMode=SEA'),
      404,
      'game.not.found',
    );
    for (const back of ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', 'lott'])
      refusedWith(
        await lobbyCall(`lottoArea=VN&launchMode=LOTT&gameCode=VN_NORTH&backUrl=${back}`),
        400,
        'validation.failed',
      );
    refusedWith(await lobbyCall('lottoArea=VN&launchMode=SLOT&gameCode=VN_NORTH'), 400, 'validation.failed');
    refusedWith(
      await call(t, 'GET', '/wps/game/launchLottery?lottoArea=VN&launchMode=LOTT&gameCode=VN_NORTH'),
      401,
      'not.logged.in',
    );
  });

  it('launches FB sports through GCS_gameLaunchFB', async () => {
    const player = await newPlayer(t);
    const fb = answerOf<{ url: string; game: { vassalage: string } }>(
      await call(t, 'GET', '/wps/relay/GCS_gameLaunchFB', undefined, player),
    );
    expect(fb.game.vassalage).toBe('FB');
    expect(fb.url).toMatch(/^\/play\/sandbox\/FB_SPORTS\?token=/);
  });
});

describe('free trial', () => {
  it('launches a supportPlay 0 game for a visitor without a token', async () => {
    const trial = answerOf<{ url: string; trial: boolean; mode: string }>(
      await call(t, 'GET', '/wps/relay/GCS_gameTrialLaunch?vassalage=HOUSE&gameCode=DRAGON_FORTUNE'),
    );
    expect(trial).toMatchObject({ trial: true, mode: 'popup' });
    expect(trial.url).toBe('/play/house/slot/DRAGON_FORTUNE?trial=1&lang=th');
  });

  it('refuses a game without a free trial', async () => {
    refusedWith(
      await call(t, 'GET', '/wps/relay/GCS_gameTrialLaunch?vassalage=HLIVE&gameCode=SPEED_BACCARAT'),
      403,
      'game.trial.unavailable',
    );
  });
});

describe('favourites and recent games', () => {
  it('adds once, lists, pages and removes, one change per second', async () => {
    const player = await newPlayer(t);
    const a = await nodeIdOf('HOUSE', 'DRAGON_FORTUNE');
    const b = await nodeIdOf('NOVA', 'COSMIC_GEMS');
    expect(
      answerOf(
        await call(
          t,
          'POST',
          '/wps/relay/MCSFE_addFavoriteGameV2',
          { nodeId: a, vendor: 'HOUSE', gameType: 'RNG' },
          player,
        ),
      ),
    ).toEqual([a]);
    // a second change within the second is refused
    refusedWith(
      await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: b }, player),
      429,
      'too.many.requests',
    );
    await delay(FAVOURITE_THROTTLE_MS + 50);
    expect(
      answerOf(await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: b }, player)),
    ).toEqual([b, a]);
    await delay(FAVOURITE_THROTTLE_MS + 50);
    // already a favourite: nothing changes
    expect(
      answerOf(await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: a }, player)),
    ).toEqual([b, a]);
    const page = answerOf<{
      content: Array<{ nodeId: number }>;
      pageNum: number;
      totalPages: number;
      total: number;
    }>(await call(t, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNum=2&pageSize=1', undefined, player));
    expect(page).toMatchObject({ pageNum: 2, totalPages: 2, total: 2 });
    expect(page.content.map((g) => g.nodeId)).toEqual([a]);
    await delay(FAVOURITE_THROTTLE_MS + 50);
    expect(
      answerOf(
        await call(t, 'DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${b}`, undefined, player),
      ),
    ).toEqual([a]);
    expect(answerOf(await call(t, 'GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, player))).toEqual([
      a,
    ]);
  });

  it('needs a login, a known game of the site and a node id', async () => {
    refusedWith(await call(t, 'GET', '/wps/relay/MCSFE_getFavoriteGames'), 401, 'not.logged.in');
    const player = await newPlayer(t);
    refusedWith(
      await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 99999999 }, player),
      404,
      'game.not.found',
    );
    await delay(FAVOURITE_THROTTLE_MS + 50);
    refusedWith(
      await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {}, player),
      400,
      'validation.failed',
    );
    const lucky = await nodeIdOf('STAR', 'LUCKY_CLOVER', 'lucky');
    await delay(FAVOURITE_THROTTLE_MS + 50);
    refusedWith(
      await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: lucky }, player),
      404,
      'game.not.found',
    );
  });

  it('lists recently launched games, newest first', async () => {
    const player = await newPlayer(t);
    await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=DRAGON_FORTUNE', undefined, player);
    await call(t, 'GET', '/wps/game/launchGame?vassalage=NOVA&gameCode=COSMIC_GEMS', undefined, player);
    await call(t, 'GET', '/wps/game/launchGame?vassalage=HOUSE&gameCode=DRAGON_FORTUNE', undefined, player);
    const recent = answerOf<Array<{ game: { gameCode: string } }>>(
      await call(t, 'GET', '/wps/relay/GCS_recentGame', undefined, player),
    );
    expect(recent.map((r) => r.game.gameCode)).toEqual(['DRAGON_FORTUNE', 'COSMIC_GEMS']);
  });
});

describe('rooms and rebates', () => {
  it('lists the PvP tables as rooms with the players launched there lately', async () => {
    const player = await newPlayer(t);
    await call(t, 'GET', '/wps/game/launchGame?vassalage=HPVP&gameCode=POK_DENG', undefined, player);
    const rooms = answerOf<Array<{ gameCode: string; players: number; seats: number; minBet: number }>>(
      await call(t, 'GET', '/wps/relay/GLS2_roomList', undefined, player),
    );
    expect(rooms.map((r) => r.gameCode)).toContain('TEXAS_HOLDEM');
    const pokDeng = rooms.find((r) => r.gameCode === 'POK_DENG');
    expect(pokDeng).toMatchObject({ minBet: 500, seats: 7 });
    expect(pokDeng?.players).toBeGreaterThanOrEqual(1);
    const one = answerOf<unknown[]>(
      await call(t, 'GET', '/wps/relay/GLS2_roomList?gameCode=TIEN_LEN', undefined, player),
    );
    expect(one).toHaveLength(1);
  });

  it('names rooms and recent games in the Accept-Language the portal sends (issue 14)', async () => {
    const player = await newPlayer(t);
    await call(t, 'GET', '/wps/game/launchGame?vassalage=HPVP&gameCode=POK_DENG', undefined, player);
    const as = (language: string) => ({ ...player, headers: { 'accept-language': language } });
    for (const [language, name] of [
      ['th', 'ป๊อกเด้ง'],
      ['en-US,en;q=0.9', 'Pok Deng'],
    ] as const) {
      const rooms = answerOf<Array<{ gameCode: string; name: string }>>(
        await call(t, 'GET', '/wps/relay/GLS2_roomList?gameCode=POK_DENG', undefined, as(language)),
      );
      expect(rooms.map((r) => r.name)).toEqual([name]);
      const recent = answerOf<Array<{ game: { gameName: string | null } }>>(
        await call(t, 'GET', '/wps/relay/GCS_recentGame', undefined, as(language)),
      );
      expect(recent.map((r) => r.game.gameName)).toEqual([name]);
    }
  });

  it('answers the configured rebate rates', async () => {
    const player = await newPlayer(t);
    const rates = answerOf<Array<{ productType: string; rate: number | null }>>(
      await call(t, 'GET', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', undefined, player),
    );
    expect(Object.fromEntries(rates.map((r) => [r.productType, r.rate]))).toEqual({
      LOTT: 1,
      ELOTT: 1,
      FISH: 1,
      RNG: 1.2,
      LIVE: 0.8,
      SPORTS: 1,
      ESPORTS: 1,
      PVP: null,
    });
  });
});
