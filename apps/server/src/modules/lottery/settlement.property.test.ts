import { randomUUID } from 'node:crypto';
import { FAMILIES, familyOf, ONE_X, type Play, playOf, type RandomInt } from '@portal/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerOf, balanceOf, call, newPlayer, useMoneyApp } from '../../../test/money-helpers.ts';

const t = useMoneyApp();

/** The fast house games a property run bets on, with their families. */
const GAMES = [
  { code: 'LOTT_K3', family: 'k3' },
  { code: 'ELOTT_SSC', family: 'ssc' },
  { code: 'LOTT_PK10', family: 'pk10' },
  { code: 'ELOTT_11X5', family: '11x5' },
  { code: 'ELOTT_LHC', family: 'lhc' },
] as const;

/** A small seeded source of integers (mulberry32) for the rules' random picks. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return {
    int(max: number) {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = Math.imul(a ^ (a >>> 15), 1 | a);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return (((x ^ (x >>> 14)) >>> 0) % max) as number;
    },
  };
}

/** A ticket's payout worked bet by bet (expand, settleOne): another path than the settlement's. */
function expectedPayout(
  play: Play<unknown>,
  pick: unknown,
  draw: unknown,
  unitStake: number,
  multiplier: number,
) {
  let oddsBp = 0;
  let refunds = 0;
  for (const bet of play.expand(pick as never)) {
    const one = play.settleOne(bet, draw, play.odds);
    oddsBp += one.oddsBp;
    refunds += one.refunds;
  }
  const perBet = unitStake * multiplier;
  return Math.floor((perBet * oddsBp) / ONE_X) + perBet * refunds;
}

describe('settlement, for random slips and draws', () => {
  it('credits exactly what each ticket’s bets win at their odds, once, however often it runs', async () => {
    await t.services.lottery.draws.plan(new Date());
    // Random picks of long-odds plays would meet the demo's liability limit: lift it for the property.
    await t.database.db
      .updateTable('lottery_games')
      .set({ liability_limit: 1_000_000_000_000, max_stake: 1_000_000_00 })
      .execute();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GAMES),
        fc.array(
          fc.record({
            play: fc.nat(),
            seed: fc.integer(),
            unitStake: fc.integer({ min: 1_00, max: 20_00 }),
            multiplier: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (game, lines) => {
          const plays = FAMILIES[game.family].plays as readonly Play<unknown>[];
          const slip = lines.map((line) => {
            const play = plays[line.play % plays.length] as Play<unknown>;
            return {
              play: play.id,
              pick: play.randomPick(seeded(line.seed)),
              unitStake: line.unitStake,
              multiplier: line.multiplier,
            };
          });
          // a player per run: the slip rate limit counts per account
          const player = await newPlayer(t, { balance: 10_000_000_00 });
          const before = await balanceOf(t, player);
          const placed = answerOf<{ total: number; issues: string[] }>(
            await call(
              t,
              'POST',
              '/lgw/orders/betting',
              { requestId: randomUUID(), gameCode: game.code, lines: slip },
              { token: player.token },
            ),
          );
          const db = t.database.db;
          const draw = await db
            .selectFrom('lottery_draws as d')
            .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
            .select(['d.id', 'd.draw_at'])
            .where('g.game_code', '=', game.code)
            .where('d.issue', '=', placed.issues[0] as string)
            .executeTakeFirstOrThrow();
          const drawn = new Date(new Date(draw.draw_at).getTime() + 1000);
          await t.services.lottery.draws.drawDue(drawn);
          // every due draw of every game is drawn by then: plan further ahead for the next runs
          await t.services.lottery.draws.plan(drawn);
          // two nodes at once, and once more after
          await Promise.all([
            t.services.lottery.settlement.settleDraw(Number(draw.id)),
            t.services.lottery.settlement.settleDraw(Number(draw.id)),
          ]);
          await t.services.lottery.settlement.settleDraw(Number(draw.id));
          const { result } = await db
            .selectFrom('lottery_draws')
            .select('result')
            .where('id', '=', draw.id)
            .executeTakeFirstOrThrow();
          const parsed = familyOf(game.family)?.parseDraw(result);
          if (!parsed?.ok) throw new Error('the stored result does not parse');
          const expected = slip.reduce(
            (sum, line) =>
              sum +
              expectedPayout(
                playOf(line.play) as Play<unknown>,
                line.pick,
                parsed.draw,
                line.unitStake,
                line.multiplier,
              ),
            0,
          );
          expect(await balanceOf(t, player)).toBe(before - placed.total + expected);
          const tickets = await db
            .selectFrom('lottery_tickets')
            .select(['status', 'payout'])
            .where('draw_id', '=', draw.id)
            .where('account_id', '=', player.id)
            .execute();
          expect(tickets.every((ticket) => ticket.status !== 'open')).toBe(true);
          expect(tickets.reduce((sum, ticket) => sum + Number(ticket.payout), 0)).toBe(expected);
        },
      ),
      { numRuns: 15, seed: 20261126 },
    );
  }, 120_000);
});
