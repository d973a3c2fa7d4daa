import type { OpsPlayerVip } from '@portal/contracts/vip.schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import {
  answerOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';

const t = useMoneyApp();
const THB = 100;
let admin: string;
let finance: string;
let viewer: string;
let luckyAdmin: string;

beforeAll(async () => {
  // The seeded rebates began when the template database was made: a day back here, so a bet counts.
  await sql`update rebate_settings set since = now() - interval '1 day'`.execute(t.database.db);
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
});

const panelOf = (id: number | string, token: string) =>
  ops(t, 'GET', `/ops/v1/players/${id}/vip`, undefined, { token });

/** Bets settled `minutes` ago (past the rebate's settling lag); the player's earlier bets stay where they are. */
async function betsAgo(p: Player, stakes: number[], minutes: number) {
  await settledBets(
    t,
    p,
    stakes.map((stake) => ({ stake, payout: 0, category: 'RNG' })),
  );
  await sql`update bets set settled_at = settled_at - ${`${minutes} minutes`}::interval
            where account_id = ${p.id} and settled_at > now() - interval '30 seconds'`.execute(t.database.db);
}

describe("an operator's view of one player's VIP level and rebates", () => {
  it('shows the level and progress, the rates, the rebate accrued since the last payment and the payments', async () => {
    const p = await newPlayer(t);
    const order = await pendingBankDeposit(t, p, 'siam', 1_000 * THB);
    answerOf(await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }));
    await t.services.events.settled();
    await betsAgo(p, [1_000 * THB], 10);
    answerOf(await call(t, 'POST', '/wps/rebates/manual/claim', {}, { token: p.token, merchant: 'siam' }));
    // The claim paid until moments ago: the next bets settled after it, as if the claim were older.
    await sql`update rebate_watermarks set paid_until = now() - interval '5 minutes'
              where account_id = ${p.id}`.execute(t.database.db);
    await betsAgo(p, [500 * THB], 2);

    const panel = answerOf<OpsPlayerVip>(await panelOf(p.id, viewer));
    expect(panel.rank).toMatchObject({ level: 2, deposits: 1_000 * THB });
    expect(panel.rank.next).toMatchObject({ level: 3, depositLeft: 9_000 * THB });
    expect(panel.rank.levels.map((l) => l.names.en)).toContain('Silver');
    // Silver earns 1.3 % on slots.
    expect(panel.rates.find((r) => r.category === 'RNG')?.rate).toBe(130);
    expect(panel.payments).toHaveLength(1);
    expect(panel.payments[0]).toMatchObject({ kind: 'manual', validBet: 1_000 * THB, amount: 13 * THB });
    expect(panel.accrued.total).toBe(650);
    expect(panel.accrued.categories).toEqual([
      { category: 'RNG', validBet: 500 * THB, rate: 130, amount: 650 },
    ]);
    expect(panel.accrued.claimable).toBe(false);
  });

  it("answers not.found for another merchant's player or an unknown one, and refuses bad input and no session", async () => {
    const p = await newPlayer(t);
    refusedWith(await panelOf(p.id, luckyAdmin), 404, 'not.found');
    refusedWith(await panelOf(2_000_000_000, admin), 404, 'not.found');
    refusedWith(await panelOf('abc', admin), 400, 'validation.failed');
    refusedWith(
      await ops(t, 'GET', `/ops/v1/players/${p.id}/vip`, undefined, {}),
      401,
      'operator.not.logged.in',
    );
    // A player below every threshold but the first's: level 1 and nothing paid yet.
    const fresh = answerOf<OpsPlayerVip>(await panelOf(p.id, viewer));
    expect(fresh.rank.level).toBe(1);
    expect(fresh.payments).toEqual([]);
    expect(fresh.accrued.total).toBe(0);
  });
});
