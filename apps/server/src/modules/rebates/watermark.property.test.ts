import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import { balanceOf, newPlayer, useMoneyApp } from '../../../test/money-helpers.ts';
import { AppError } from '../../platform/app-error.ts';
import { DAY_MS, dayStart, localDay } from '../../platform/merchant-periods.ts';
import { createRebates } from './rebates.service.ts';

const t = useMoneyApp();
const MINUTE = 60_000;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'PVP', 'COCKFIGHT'] as const;

type Step =
  | { kind: 'bet'; category: (typeof CATEGORIES)[number]; stake: number }
  | { kind: 'claim' }
  | { kind: 'claimTwice' }
  | { kind: 'rerun' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    category: fc.constantFrom(...CATEGORIES),
    stake: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.constant({ kind: 'claim' as const }),
  fc.constant({ kind: 'claimTwice' as const }),
  fc.constant({ kind: 'rerun' as const }),
);

describe('the rebate watermark (property)', () => {
  it('pays every valid bet once, in windows that follow each other, whatever mix of claims and runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const p = await newPlayer(t);
        // A clock of its own, an hour ahead: each step a minute later, every bet settled just before it.
        const base = Date.now() + 60 * MINUTE;
        let at = base;
        const rebates = createRebates({
          db: t.database.db,
          ledger: t.services.ledger,
          events: t.services.events,
          bets: t.services.records,
          levelOf: t.services.vip.levelOf,
          accounts: t.services.accounts,
          offsetOf: async () => 420,
          now: () => new Date(at),
        });
        const refused = (e: unknown) => {
          if (!(e instanceof AppError) || !e.code.startsWith('rebate.')) throw e;
        };
        for (const s of steps) {
          at += MINUTE;
          if (s.kind === 'bet') {
            await settledBets(t, p, [{ stake: s.stake, payout: 0, category: s.category }]);
            await sql`update bets set settled_at = ${new Date(at - 30_000)}
                      where account_id = ${p.id} and settled_at < now() + interval '1 minute'`.execute(
              t.database.db,
            );
          } else if (s.kind === 'claim') await rebates.claim(p.merchantId, p.id).catch(refused);
          else if (s.kind === 'claimTwice')
            await Promise.all([
              rebates.claim(p.merchantId, p.id).catch(refused),
              rebates.claim(p.merchantId, p.id).catch(refused),
            ]);
          else {
            // The day's run made (or made again) now: pays up to the day's end, bets ahead of the clock too.
            const day = await rebates.dayOf(p.merchantId, new Date(at));
            const due = await t.database.db
              .selectFrom('rebate_runs')
              .select('id')
              .where('merchant_id', '=', p.merchantId)
              .where(sql<boolean>`day = ${day}::date`)
              .executeTakeFirst();
            if (due) await rebates.rerun(p.merchantId, due.id);
            // Its first run, at noon of the next merchant day (the clock of the job, not this player's).
            else
              await rebates.runDue(
                new Date(dayStart(localDay(at, 420) + DAY_MS, 420).getTime() + 12 * 60 * MINUTE),
              );
          }
        }
        const payments = await t.database.db
          .selectFrom('rebate_payments')
          .select(['window_start', 'window_end', 'valid_bet', 'amount', 'categories'])
          .where('account_id', '=', p.id)
          .orderBy('window_start')
          .execute();
        // The windows follow each other: no gap, no overlap.
        for (let i = 1; i < payments.length; i++)
          expect(new Date(payments[i]?.window_start as Date).getTime()).toBe(
            new Date(payments[i - 1]?.window_end as Date).getTime(),
          );
        // Every bet settled before the last window's end counted once; none after it.
        const end = payments.at(-1)?.window_end;
        const counted = payments.reduce((sum, r) => sum + Number(r.valid_bet), 0);
        const bets = await t.database.db
          .selectFrom('bets')
          .select(['valid_bet', 'settled_at', 'game_category'])
          .where('account_id', '=', p.id)
          .execute();
        const expected = end
          ? bets
              .filter((b) => new Date(b.settled_at as Date).getTime() < new Date(end).getTime())
              .reduce((sum, b) => sum + Number(b.valid_bet), 0)
          : 0;
        // A payment counts all of its window's bets, those of categories without a rate too.
        expect(counted).toBe(expected);
        const paidCategories = payments.flatMap((r) => r.categories);
        const paidBet = paidCategories.reduce((sum, c) => sum + c.validBet, 0);
        expect(paidBet).toBe(counted);
        // The wallet holds exactly what the payments say, each paid through the ledger once.
        expect(await balanceOf(t, p)).toBe(payments.reduce((sum, r) => sum + Number(r.amount), 0));
        for (const r of payments)
          expect(Number(r.amount)).toBe(r.categories.reduce((sum, c) => sum + c.amount, 0));
      }),
      { numRuns: 12, seed: 31031 },
    );
  }, 240_000);
});
