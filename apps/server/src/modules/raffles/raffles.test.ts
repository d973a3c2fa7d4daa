import { createHash } from 'node:crypto';
import type { OpsRaffle, OpsRaffleDetail, RaffleList } from '@portal/contracts/raffles.schema';
import { raffleWinners, ticketListHash } from '@portal/lottery';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';

// The captcha picture cannot be read back, so every picture of this file shows the same answer.
const t = useMoneyApp({ CAPTCHA_TEST_ANSWER: 'ACDEF' });
const THB = 100;
const HOUR = 3_600_000;
let admin: string;
let finance: string;
let viewer: string;

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
});

const config = (over: Record<string, unknown> = {}) => ({
  merchant: 'siam',
  titles: { en: 'Weekend raffle', th: 'จับรางวัลสุดสัปดาห์' },
  descriptions: { en: 'A ticket per ฿100 of valid bet.', th: 'ทุกยอดเดิมพัน ฿100 รับ 1 ตั๋ว' },
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + HOUR).toISOString(),
  drawAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  rules: { betPerTicket: 100 * THB, depositMin: 300 * THB, ticketsPerDeposit: 2, maxTickets: 10 },
  prizes: [
    { place: 1, amount: 500 * THB, turnoverMultiplier: 2 },
    { place: 2, amount: 100 * THB, turnoverMultiplier: 1 },
  ],
  ...over,
});

/** Rules only grants can meet: the other tests' bets and deposits earn no ticket there. */
const GRANTS_ONLY = { rules: { betPerTicket: 1e12, depositMin: 1e12, ticketsPerDeposit: 1, maxTickets: 10 } };

const create = async (over: Record<string, unknown> = {}) =>
  answerOf<OpsRaffle>(await ops(t, 'POST', '/ops/v1/raffles', config(over), { token: admin }));
const get = <T>(p: Player, url: string) =>
  call(t, 'GET', url, undefined, { token: p.token, merchant: 'siam' }).then((res) => answerOf<T>(res));
const raffleOf = async (p: Player, id: number) =>
  (await get<RaffleList>(p, '/wps/raffles')).raffles.find((r) => r.id === id);
const claim = (p: Player, raffleId: number) =>
  call(
    t,
    'POST',
    '/wps/relay/MCSFE_claimRafflePromotion',
    { raffleId },
    { token: p.token, merchant: 'siam' },
  );
const grant = (p: Player, raffleId: number, tickets: number) =>
  ops(
    t,
    'POST',
    `/ops/v1/players/${p.id}/raffle-tickets`,
    { raffleId, tickets, reason: 'test' },
    { token: finance },
  );
const drawNow = async (id: number) =>
  answerOf<OpsRaffleDetail>(
    await ops(t, 'POST', `/ops/v1/raffles/${id}/draw`, { merchant: 'siam' }, { token: admin }),
  );

describe('raffles', () => {
  it('publishes the commitment at creation, refuses a bad set-up, and audits each change', async () => {
    const made = await create();
    expect(made).toMatchObject({ phase: 'open', totalTickets: null, granted: 0 });
    expect(made.commitment).toMatch(/^[0-9a-f]{64}$/);
    refusedWith(
      await ops(
        t,
        'POST',
        '/ops/v1/raffles',
        config({ closesAt: config().drawAt, drawAt: config().closesAt }),
        {
          token: admin,
        },
      ),
      400,
      'raffle.config.invalid',
    );
    refusedWith(
      await ops(
        t,
        'POST',
        '/ops/v1/raffles',
        config({ rules: { betPerTicket: null, depositMin: null, ticketsPerDeposit: 1, maxTickets: 1 } }),
        { token: admin },
      ),
      400,
      'raffle.config.invalid',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/raffles', config(), { token: viewer }),
      403,
      'operator.forbidden',
    );
    // open: no change any more; an upcoming one changes, keeping its commitment
    refusedWith(
      await ops(t, 'PUT', `/ops/v1/raffles/${made.id}`, config(), { token: admin }),
      409,
      'raffle.config.locked',
    );
    const ahead = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const later = await create({ opensAt: ahead(1), closesAt: ahead(2), drawAt: ahead(3) });
    expect(later.phase).toBe('upcoming');
    const changed = answerOf<OpsRaffle>(
      await ops(
        t,
        'PUT',
        `/ops/v1/raffles/${later.id}`,
        config({ opensAt: ahead(1), closesAt: ahead(2), drawAt: ahead(3), prizes: [config().prizes[0]] }),
        { token: admin },
      ),
    );
    expect(changed).toMatchObject({ commitment: later.commitment, prizes: [config().prizes[0]] });
    const cancelled = answerOf<OpsRaffle>(
      await ops(t, 'POST', `/ops/v1/raffles/${later.id}/cancel`, { merchant: 'siam' }, { token: admin }),
    );
    expect(cancelled.phase).toBe('cancelled');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'raffle.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['raffle.create', 'raffle.update', 'raffle.cancel']),
    );
  });

  it('counts tickets by rule (valid bet, deposits, grants) under the cap, draws once from the secret, and pays each place once', async () => {
    const made = await create();
    const [a, b, c] = await Promise.all([
      newPlayer(t, { balance: 2_000 * THB }),
      newPlayer(t, { balance: 2_000 * THB }),
      newPlayer(t, { balance: 2_000 * THB }),
    ]);
    await settledBets(t, a, [
      { stake: 150 * THB, payout: 0 },
      { stake: 120 * THB, payout: 0 },
    ]);
    const order = await pendingBankDeposit(t, b, 'siam', 300 * THB);
    answerOf(await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }));
    answerOf(await grant(c, made.id, 25));
    const seen = await raffleOf(a, made.id);
    expect(seen?.tickets).toEqual({
      total: 2,
      fromBets: 2,
      fromDeposits: 0,
      granted: 0,
      validBet: 270 * THB,
      toNextTicket: 30 * THB,
    });
    expect((await raffleOf(b, made.id))?.tickets).toMatchObject({ total: 2, fromDeposits: 2 });
    expect((await raffleOf(c, made.id))?.tickets).toMatchObject({ total: 10, granted: 25 });
    refusedWith(await claim(a, made.id), 409, 'raffle.not.drawn');

    // the winners' reward centres are told once the draw commits (the portal's badge)
    const told: number[] = [];
    t.services.events.subscribe('reward.claimable', (e) => {
      if (e.source === 'raffle') told.push(e.accountId);
    });
    const drawn = await drawNow(made.id);
    await t.services.events.settled();
    const winnerIds = [a, b, c].filter((p) => drawn.winners.some((w) => w.username === p.username));
    expect(told.sort()).toEqual(winnerIds.map((p) => p.id).sort());
    expect(drawn.raffle).toMatchObject({ phase: 'drawn', totalTickets: 14, entrants: 3, winners: 2 });
    expect(
      createHash('sha256')
        .update(drawn.secret ?? '')
        .digest('hex'),
    ).toBe(made.commitment);
    // anyone recomputes the winners from the revealed secret and the published ticket list
    const published = (await raffleOf(a, made.id))?.draw;
    const counts = published?.tickets ?? [];
    // entrants in account id order
    expect([...counts].sort((x, y) => x - y)).toEqual([2, 2, 10]);
    expect(published?.ticketsHash).toBe(drawn.ticketsHash);
    expect(await ticketListHash(counts)).toBe(drawn.ticketsHash);
    const expected = await raffleWinners(drawn.secret as string, `RAFFLE-${made.id}`, counts, 2);
    expect(drawn.winners.map((w) => [w.place, w.entrant, w.ticket])).toEqual(
      expected.map((w) => [w.place, w.entrant, w.ticket]),
    );
    // drawn once: a second draw is refused, the job finds nothing due
    refusedWith(
      await ops(t, 'POST', `/ops/v1/raffles/${made.id}/draw`, { merchant: 'siam' }, { token: admin }),
      409,
      'raffle.config.locked',
    );
    expect(await t.services.raffles.drawOne(made.id, new Date())).toBe(false);

    const players = [a, b, c];
    const byName = new Map(players.map((p) => [p.username, p]));
    const first = byName.get(drawn.winners[0]?.username ?? '') as Player;
    const view = await raffleOf(first, made.id);
    expect(view?.claimable).toBe(true);
    expect(view?.draw?.winners[0]).toMatchObject({ place: 1, own: true, claimed: false, amount: 500 * THB });
    expect(view?.draw?.winners[0]?.name).toMatch(/^\w{2}\*{4}\w$/);
    const rewards = await get<{ items: { source: string; id: string; amount: number }[] }>(
      first,
      '/wps/rewards',
    );
    expect(rewards.items).toContainEqual(
      expect.objectContaining({ source: 'raffle', id: String(made.id), amount: 500 * THB }),
    );
    const before = await balanceOf(t, first);
    expect(answerOf(await claim(first, made.id))).toEqual({
      raffleId: made.id,
      place: 1,
      amount: 500 * THB,
      turnoverMultiplier: 2,
    });
    expect(await balanceOf(t, first)).toBe(before + 500 * THB);
    refusedWith(await claim(first, made.id), 404, 'raffle.prize.none');
    const loser = players.find((p) => !drawn.winners.some((w) => w.username === p.username)) as Player;
    refusedWith(await claim(loser, made.id), 404, 'raffle.prize.none');
    expect((await raffleOf(first, made.id))?.draw?.winners[0]?.claimed).toBe(true);
  });

  it('draws a due raffle from the job, and refuses grants after the draw', async () => {
    const made = await create(GRANTS_ONLY);
    const p = await newPlayer(t, { balance: 100 * THB });
    answerOf(await grant(p, made.id, 1));
    await t.database.db
      .updateTable('raffles')
      .set({ closes_at: new Date(Date.now() - 1000), draw_at: new Date(Date.now() - 1000) })
      .where('id', '=', made.id)
      .execute();
    expect((await t.services.raffles.drawDue(new Date())).drawn).toBeGreaterThanOrEqual(1);
    const view = await raffleOf(p, made.id);
    expect(view).toMatchObject({ phase: 'drawn', claimable: true, tickets: { total: 1 } });
    expect(view?.draw).toMatchObject({ ownEntrant: 1, ownFirstTicket: 1, totalTickets: 1 });
    refusedWith(await grant(p, made.id, 1), 409, 'raffle.config.locked');
  });

  it('pays a prize once whichever doors (the raffle claim, the reward centre) a player knocks on at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('raffle' as const, 'centre' as const), { minLength: 2, maxLength: 5 }),
        async (doors) => {
          const made = await create(GRANTS_ONLY);
          const p = await newPlayer(t);
          answerOf(await grant(p, made.id, 1));
          await drawNow(made.id);
          const answers = await Promise.all(
            doors.map((door) =>
              door === 'raffle'
                ? claim(p, made.id)
                : call(
                    t,
                    'POST',
                    '/wps/rewards/claim',
                    { source: 'raffle', id: String(made.id) },
                    { token: p.token, merchant: 'siam' },
                  ),
            ),
          );
          expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
          const bonuses = await t.database.db
            .selectFrom('bonuses')
            .select('amount')
            .where('account_id', '=', p.id)
            .where('source', '=', 'raffle')
            .execute();
          expect(bonuses.map((x) => Number(x.amount))).toEqual([500 * THB]);
          expect(await balanceOf(t, p)).toBe(500 * THB);
        },
      ),
      { numRuns: 6, seed: 1938 },
    );
  });
});
