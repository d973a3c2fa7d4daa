import { TRIAL_CREDIT } from '@portal/contracts/games';
import type { Game } from '@portal/contracts/games.schema';
import type { HouseSession, MiniRollResult, VendorRound } from '@portal/contracts/vendors.schema';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../../test/money-helpers.ts';
import { launchToken } from '../../../../test/seamless-helpers.ts';

const t = useMoneyApp();
const CODE = 'MINI_DICE';
const ROLL = '/vendor/house/v1/mini/roll';

async function open(player: Player) {
  const token = await launchToken(t, player, 'HOUSE', CODE);
  return answerOf<HouseSession>(await call(t, 'POST', '/vendor/house/v1/session', { gameCode: CODE, token }));
}

const betsOf = (player: Player) =>
  t.database.db.selectFrom('bets').selectAll().where('account_id', '=', player.id).orderBy('id').execute();

async function setGame(values: { enabled?: boolean; maintenance?: boolean }) {
  await t.database.db
    .updateTable('games')
    .set(values)
    .where('vendor_code', '=', 'HOUSE')
    .where('game_code', '=', CODE)
    .execute();
}

describe('the mini game (decision 0045)', () => {
  it('is the catalogue’s house game flagged MINI: switched off it is gone, in maintenance it says so', async () => {
    const game = answerOf<Game | null>(await call(t, 'GET', '/wps/game/miniGame?language=th'));
    expect(game).toMatchObject({ gameCode: CODE, vassalage: 'HOUSE', maintenance: false, supportPlay: 0 });
    try {
      await setGame({ maintenance: true });
      expect(answerOf<Game | null>(await call(t, 'GET', '/wps/game/miniGame'))?.maintenance).toBe(true);
      await setGame({ maintenance: false, enabled: false });
      expect(answerOf<Game | null>(await call(t, 'GET', '/wps/game/miniGame'))).toBeNull();
    } finally {
      await setGame({ maintenance: false, enabled: true });
    }
  });

  it('rolls through the seamless wallet: stake out, payout in, one bet record a round, in the history', async () => {
    const player = await newPlayer(t, { balance: 50_000 });
    const session = await open(player);
    expect(session.mini).toMatchObject({ gameCode: CODE, rtp: 95.83, houseEdge: 4.17 });
    const stake = session.mini?.stakes[1] as number;
    let balance = 50_000;
    for (const pick of ['LOW', 'SEVEN', 'HIGH', 'LOW'] as const) {
      const round = answerOf<MiniRollResult>(
        await call(t, 'POST', ROLL, {
          session: session.player.session,
          gameCode: CODE,
          pick,
          stake,
          requestId: requestId(),
        }),
      );
      expect(round.total).toBe((round.dice[0] ?? 0) + (round.dice[1] ?? 0));
      const wins = pick === 'LOW' ? round.total <= 6 : pick === 'HIGH' ? round.total >= 8 : round.total === 7;
      expect(round.payout).toBe(wins ? (stake * 23) / (pick === 'SEVEN' ? 4 : 10) : 0);
      balance += round.payout - stake;
      expect(round.balance).toBe(balance);
    }
    expect(await balanceOf(t, player)).toBe(balance);
    const bets = await betsOf(player);
    expect(bets).toHaveLength(4);
    expect(bets.every((b) => b.status !== 'open' && Number(b.stake) === stake)).toBe(true);
    const history = answerOf<VendorRound[]>(
      await call(t, 'GET', `/vendor/house/v1/history?session=${session.player.session}&gameCode=${CODE}`),
    );
    expect(history).toHaveLength(4);
  });

  it('applies a replayed request once and answers its first round', async () => {
    const player = await newPlayer(t, { balance: 10_000 });
    const session = await open(player);
    const body = {
      session: session.player.session,
      gameCode: CODE,
      pick: 'HIGH',
      stake: session.mini?.stakes[0],
      requestId: requestId(),
    };
    const first = answerOf<MiniRollResult>(await call(t, 'POST', ROLL, body));
    const again = answerOf<MiniRollResult>(await call(t, 'POST', ROLL, body));
    expect(again.roundId).toBe(first.roundId);
    expect(again.dice).toEqual(first.dice);
    expect(again.balance).toBe(first.balance);
    expect(await betsOf(player)).toHaveLength(1);
    expect(await balanceOf(t, player)).toBe(first.balance);
  });

  it('refuses stakes it does not offer, a roll beyond the balance and a bad body, with the envelope', async () => {
    const player = await newPlayer(t, { balance: 50 });
    const session = await open(player);
    const roll = { session: session.player.session, gameCode: CODE, pick: 'LOW', requestId: requestId() };
    const min = session.mini?.stakes[0] as number;
    const max = session.mini?.stakes.at(-1) as number;
    for (const stake of [min - 20, min + 20, max * 2]) {
      refusedWith(await call(t, 'POST', ROLL, { ...roll, stake }), 400, 'game.bet.invalid');
    }
    const short = refusedWith(
      await call(t, 'POST', ROLL, { ...roll, stake: min }),
      409,
      'wallet.insufficient.funds',
    );
    expect(short.value).toEqual({ balance: 50 });
    for (const bad of [
      { ...roll, stake: 'lots' },
      { ...roll, stake: min, pick: 'ODD' },
      { ...roll, stake: -100 },
      { ...roll, stake: min, requestId: '!' },
    ]) {
      refusedWith(await call(t, 'POST', ROLL, bad), 400, 'validation.failed');
    }
    refusedWith(
      await call(t, 'POST', ROLL, { ...roll, stake: min, session: 'y'.repeat(43) }),
      401,
      'game.session.expired',
    );
    // another house game's code is not the mini game
    refusedWith(
      await call(t, 'POST', ROLL, { ...roll, stake: min, gameCode: 'DRAGON_FORTUNE' }),
      404,
      'game.not.found',
    );
    expect(await betsOf(player)).toEqual([]);
  });

  it('plays a free trial on demo credit that never reaches the ledger', async () => {
    const session = answerOf<HouseSession>(
      await call(t, 'POST', '/vendor/house/v1/session', { gameCode: CODE, trial: true }),
    );
    expect(session.player).toMatchObject({ trial: true, balance: TRIAL_CREDIT });
    const stake = session.mini?.stakes[0] as number;
    const round = answerOf<MiniRollResult>(
      await call(t, 'POST', ROLL, {
        session: session.player.session,
        gameCode: CODE,
        pick: 'SEVEN',
        stake,
        requestId: requestId(),
      }),
    );
    expect(round.balance).toBe(TRIAL_CREDIT - stake + round.payout);
  });
});
