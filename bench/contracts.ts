// The agent contracts' daily salary run (issue 17, decision 0027) on PostgreSQL: 10,000 daily-salary
// contracts in a tree under one top agent (the house's contract with it, then 10 agents, 100, 1,000 and
// 8,889 below them, each signed with its upline; rates fall a little at each level, so every level's own pay
// covers what it owes below), 3 players under each agent of the last level with two hours of bets
// yesterday (member rollups, the agents' team rows rebuilt from them as the rollups keep them), all signed
// as yesterday's merchant day began. Measured: the settlement of yesterday's day for all of them (one
// `settle` call, the daily job's work), as contracts per second, against ledger transfers per second one at
// a time in the same run (each payment is one ledger entry and its row, read after the team's sums); then
// a second run, which must pay nothing (exactly once).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { rebuildTeams } from '../apps/server/src/modules/agent/rollups.store.ts';
import { DAY_MS, merchantPeriod } from '../apps/server/src/platform/merchant-periods.ts';
import { benchApp, insertClosure, onSeededPostgres, unitTransfer } from './bench-db.ts';
import { intFromEnv, measureOps } from './shared.ts';

const SECONDS = intFromEnv('BENCH_CONTRACTS_SECONDS', 5, 1);
const BASE = 60_000_000;
/** Level starts of the agents (node numbers; 0 is the top agent): 1 + 10 + 100 + 1,000 + 8,889 = 10,000. */
const LEVELS = [0, 1, 11, 111, 1111, 10_000];
const AGENTS = LEVELS[LEVELS.length - 1] as number;
const PLAYERS_PER_LEAF = 3;
const LEAVES = AGENTS - (LEVELS[4] as number);
const PLAYERS = LEAVES * PLAYERS_PER_LEAF;
/** Each player: two hours of yesterday, 500,000 valid bet each (a team of 3 reaches the first tier). */
const HOURS_PER_PLAYER = 2;
const VALID_PER_HOUR = 500_000;
/** Siam's default daily tiers (the house's), then each level's: thresholds the same, rates lower. */
const RATES = [
  [30, 60, 100],
  [25, 50, 90],
  [20, 40, 80],
  [15, 30, 70],
  [10, 20, 60],
];
const termsOf = (level: number) => ({
  tiers: [
    { minValidBet: 1_000_000, minActive: 3, rate: RATES[level]?.[0] ?? 0 },
    { minValidBet: 10_000_000, minActive: 10, rate: RATES[level]?.[1] ?? 0 },
    { minValidBet: 50_000_000, minActive: 30, rate: RATES[level]?.[2] ?? 0 },
  ],
});

async function main(): Promise<number> {
  return onSeededPostgres('portal_bench_contracts', async ({ handle, db, siamId: mid }) => {
    const loadStarted = performance.now();
    const now = new Date();
    // Siam's days are Bangkok's: yesterday's merchant day, the contracts signed as it began.
    const yesterday = merchantPeriod('day', new Date(now.getTime() - DAY_MS), 420);
    const signedAt = yesterday.start;

    // the agents: node n has id BASE + n, its parent on the level above (10 children each, 8 or 9 at the last)
    for (let level = 0; level < LEVELS.length - 1; level++) {
      const [from, to] = [LEVELS[level] as number, (LEVELS[level + 1] as number) - 1];
      // (the last level spreads over all 1,000 agents above it)
      const parentOf =
        level === 0
          ? sql`null::int`
          : level === 4
            ? sql`${BASE + (LEVELS[3] as number)} + (g - ${from}) % 1000`
            : sql`${BASE + (LEVELS[level - 1] as number)} + (g - ${from}) / 10`;
      await sql`
        insert into accounts (id, merchant_id, username, username_key, password_hash, type, parent_id)
        select ${BASE} + g, ${mid}, 'ca' || g, 'ca' || g, 'x', ${level === 0 ? 1 : 2}, ${parentOf}
        from generate_series(${from}::int, ${to}::int) g`.execute(db);
    }
    // the players: 3 under each agent of the last level
    await sql`
      insert into accounts (id, merchant_id, username, username_key, password_hash, type, parent_id)
      select ${BASE + AGENTS} + p, ${mid}, 'cp' || p, 'cp' || p, 'x', 0, ${BASE + (LEVELS[4] as number)} + p / ${PLAYERS_PER_LEAF}
      from generate_series(0, ${PLAYERS - 1}::int) p`.execute(db);
    await insertClosure(db, mid, BASE);
    // yesterday's bets of every player, as member rollups, and the agents' team rows from them
    await sql`
      insert into member_hourly (merchant_id, account_id, hour, game_category, bets, stake, valid_bet, payout)
      select ${mid}, ${BASE + AGENTS} + p, ${yesterday.start}::timestamptz + make_interval(hours => ((p * 7 + k * 5) % 24)::int),
             'RNG', 10, ${VALID_PER_HOUR}, ${VALID_PER_HOUR}, case when k = 0 then ${VALID_PER_HOUR * 2} else 0 end
      from generate_series(0, ${PLAYERS - 1}::int) p cross join generate_series(0, ${HOURS_PER_PLAYER - 1}) k
      on conflict do nothing`.execute(db);
    await rebuildTeams(db, mid, { hours: null, ancestors: null, offsetMinutes: 420 });
    // the contracts: the house's with the top agent, then each agent's with its upline, all signed
    await sql`
      insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, signed_at)
      select ${mid}, 'daily', a.parent_id, a.id,
             case t.depth ${sql.join(
               RATES.map((_, level) => sql`when ${level} then ${JSON.stringify(termsOf(level))}::jsonb`),
               sql` `,
             )} end,
             'success', ${signedAt}
      from accounts a join account_tree t on t.descendant_id = a.id and t.ancestor_id = ${BASE}
      where a.id >= ${BASE} and a.id < ${BASE + AGENTS}`.execute(db);
    for (const table of ['accounts', 'account_tree', 'member_hourly', 'team_hourly', 'agent_contracts'])
      await sql`analyze ${sql.table(table)}`.execute(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const { app, services } = await benchApp(handle, 'bench-contracts-');
    const settlement = services.contracts.settlement;
    const balances = async () => {
      const row = await sql<{ total: string }>`
        select coalesce(sum(amount), 0)::text as total from contract_payments
        where merchant_id = ${mid} and status = 'paid'`.execute(db);
      return Number(row.rows[0]?.total ?? 0);
    };

    const started = performance.now();
    const first = await settlement.settle(mid, 'daily', now);
    const ms = performance.now() - started;
    const paidOnce = await balances();
    const contracts = first.paid + first.owed + first.nothing;

    const againStarted = performance.now();
    const second = await settlement.settle(mid, 'daily', now);
    const againMs = performance.now() - againStarted;
    const paidTwice = await balances();

    // what the house paid the top, and what the levels kept (received - paid down): the same in sum
    const flows = await sql<{ house: string; kept: string; negative: string; periods: string }>`
      with io as (
        select a.id,
               coalesce((select sum(amount) from contract_payments p where p.payee_id = a.id and p.status = 'paid'), 0) as received,
               coalesce((select sum(amount) from contract_payments p where p.payer_id = a.id and p.status = 'paid'), 0) as paid
        from accounts a where a.id >= ${BASE} and a.id < ${BASE + AGENTS})
      select (select coalesce(sum(amount), 0) from contract_payments where payer_id is null and merchant_id = ${mid} and status = 'paid')::text as house,
             sum(received - paid)::text as kept,
             count(*) filter (where received - paid < 0)::text as negative,
             (select count(distinct period_start) from contract_payments where merchant_id = ${mid})::text as periods
      from io`.execute(db);
    const flow = flows.rows[0];

    // the baseline: ledger transfers between the agents' wallets, one at a time, as the run posts its entries
    const ids = Array.from({ length: 1000 }, (_, i) => BASE + (LEVELS[4] as number) + i);
    const transfer = async (i: number) => {
      await services.ledger.post(
        unitTransfer(mid, ids[i % ids.length] as number, ids[(i + 1) % ids.length] as number),
      );
    };
    const transfers = await measureOps(SECONDS, 1, transfer);
    await app.close();

    const perSecond = (contracts / ms) * 1000;
    const results = {
      contracts,
      agents: AGENTS,
      players: PLAYERS,
      loadSeconds: Math.round(loadSeconds),
      period: { start: yesterday.start.toISOString(), end: yesterday.end.toISOString() },
      first,
      seconds: ms / 1000,
      contractsPerSecond: perSecond,
      paidTotal: paidOnce,
      housePaid: Number(flow?.house ?? 0),
      levelsKept: Number(flow?.kept ?? 0),
      levelsBelowZero: Number(flow?.negative ?? 0),
      second,
      secondSeconds: againMs / 1000,
      paidAfterSecond: paidTwice,
      transfersPerSecond: transfers.perSecond,
      transferErrors: transfers.errors,
      ratio: perSecond / transfers.perSecond,
    };
    const money = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2 });
    console.log(
      `\nAgent contracts, daily salary (PostgreSQL): ${contracts.toLocaleString('en')} contracts settled for yesterday's merchant day ` +
        `(${results.period.start} to ${results.period.end}); a tree of ${AGENTS.toLocaleString('en')} agents over 5 levels and ` +
        `${PLAYERS.toLocaleString('en')} players with team rollups; loaded in ${results.loadSeconds} s`,
    );
    console.log(
      `first run: ${first.paid.toLocaleString('en')} paid, ${first.owed} owed, ${first.nothing} nothing due in ${results.seconds.toFixed(1)} s: ` +
        `${perSecond.toFixed(0)} contracts/s; ${money(paidOnce)} paid in all, the house ${money(results.housePaid)}, ` +
        `the levels kept ${money(results.levelsKept)} (${results.levelsBelowZero} below zero)`,
    );
    console.log(
      `baseline: ${transfers.perSecond.toFixed(0)} ledger transfers/s one at a time (${transfers.errors} errors); ` +
        `contracts/s ÷ transfers/s = ${results.ratio.toFixed(2)}`,
    );
    const once = second.paid + second.owed + second.nothing === 0 && paidTwice === paidOnce;
    console.log(
      `second run: ${second.paid} paid, ${second.owed} owed, ${second.nothing} nothing in ${results.secondSeconds.toFixed(1)} s; ` +
        `paid in all ${money(paidTwice)}: ${once ? 'exactly once' : 'PAID AGAIN'}`,
    );
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'contracts.json'), `${JSON.stringify(results, null, 2)}\n`);
    return once && results.housePaid === results.levelsKept && first.owed === 0 ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
