import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerInvariants, useMoneyApp } from '../../../test/money-helpers.ts';
import { creditedDeposit, joinPromotion, promotionNamed } from '../../../test/promotion-helpers.ts';
import { launchToken, useListening, vendorClient, vendorId } from '../../../test/seamless-helpers.ts';
import { readyPlayer, withdraw } from '../../../test/withdraw-helpers.ts';

const t = useMoneyApp();
const where = useListening(t);

/** What a player does: deposit, a bet that loses, wins or is refunded (voided), a withdrawal, a forfeit. */
type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bet'; stake: number; outcome: 'lost' | 'won' | 'refunded'; payout: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'forfeit' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 100, max: 600 }).map((n) => n * 100),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      stake: fc.integer({ min: 10, max: 400 }).map((n) => n * 100),
      outcome: fc.constantFrom('lost' as const, 'won' as const, 'refunded' as const),
      payout: fc.integer({ min: 1, max: 800 }).map((n) => n * 100),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 300, max: 700 }).map((n) => n * 100),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'forfeit' as const }) },
);

describe('bonuses under random play', () => {
  it('never issue twice, never count below zero or twice, and gate withdrawals exactly while a requirement is open', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        const p = await readyPlayer(t, { balance: 0 });
        const welcome = await promotionNamed(t, p, '100% First Deposit');
        await joinPromotion(t, p, welcome.id);
        const token = await launchToken(t, p);
        const vendor = vendorClient(t, where.url);
        const { playerId } = await vendor.authenticate({ token });
        // the model
        let deposits = 0;
        let bonus: { id: number; required: number; played: number; open: boolean } | null = null;
        for (const s of steps) {
          const balance = await balanceOf(t, p);
          if (s.kind === 'deposit') {
            await creditedDeposit(t, p, s.amount);
            deposits++;
            if (deposits === 1 && s.amount >= 100_00) {
              const amount = Math.min(s.amount, 1_000_00);
              const [issued] = await t.services.bonuses.list(p.merchantId, p.id);
              bonus = { id: issued?.id as number, required: amount * 2, played: 0, open: true };
            }
          } else if (s.kind === 'bet') {
            if (s.stake > balance) continue;
            const roundId = vendorId('R');
            const txId = vendorId('B');
            await vendor.bet({ token, playerId, txId, roundId, gameCode: 'DRAGON_FORTUNE', amount: s.stake });
            if (s.outcome === 'refunded')
              await vendor.refund({ playerId, txId: vendorId('F'), betTxId: txId, roundId });
            else if (s.outcome === 'won')
              await vendor.win({
                playerId,
                txId: vendorId('W'),
                roundId,
                betTxId: txId,
                amount: s.payout,
                roundEnded: true,
              });
            else await vendor.endRound({ playerId, roundId });
            await t.services.events.settled();
            if (bonus?.open && s.outcome !== 'refunded') {
              bonus.played += s.stake;
              if (bonus.played >= bonus.required) bonus.open = false;
            }
          } else if (s.kind === 'withdraw') {
            const res = await withdraw(t, p, s.amount);
            const body = res.json();
            if (bonus?.open) {
              expect(body.errorCode).toBe('withdrawal.turnover.open');
              expect(body.value.remaining).toBe(bonus.required - bonus.played);
            } else if (s.amount > balance) expect(body.errorCode).toBe('wallet.insufficient.funds');
            else expect(body.success, JSON.stringify(body)).toBe(true);
          } else if (bonus?.open) {
            await t.services.bonuses.forfeit(p.merchantId, p.id, bonus.id);
            bonus.open = false;
          }
          // the invariants after every step
          const list = await t.services.bonuses.list(p.merchantId, p.id);
          expect(list.length).toBe(bonus ? 1 : 0);
          for (const b of list) {
            expect(b.progress).toBeGreaterThanOrEqual(0);
            expect(b.progress).toBeLessThanOrEqual(b.required);
            if (bonus && b.status === 'active')
              expect(b.progress).toBe(Math.min(bonus.played, bonus.required));
          }
          expect(list.some((b) => b.status === 'active')).toBe(bonus?.open ?? false);
          const credits = await t.services.ledger.records(p.merchantId, p.id, {
            family: 'bonus',
            pageNum: 1,
            pageSize: 50,
          });
          expect(credits.content.filter((r) => r.amount > 0)).toHaveLength(bonus ? 1 : 0);
        }
        // a recount from the betting record agrees with the events
        if (bonus) {
          const before = await t.services.bonuses.byId(bonus.id);
          const after = await t.services.bonuses.reconcile(bonus.id);
          expect(after?.progress).toBe(before?.progress);
        }
      }),
      { numRuns: 10 },
    );
    await expectLedgerInvariants(t);
  }, 180_000);
});
