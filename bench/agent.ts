// The agent programme's team reports (issue 17, decision 0026) on PostgreSQL: a tree of 100,000 members
// under one agent (five levels: 10 agents, 100, 1,000, 10,000, then 88,890 players; closure rows written
// by the same recursive walk as the migration's backfill) and this month's member rollups standing for
// 10,000,000 settled bets (2,000,000 member_hourly rows of 5 bets each: every member in 20 hours of the
// month, rotating over 4 categories) plus 200,000 member_money_hourly rows (2 deposits and 1 withdrawal
// per member), and the agents' team rows computed from them (team_hourly, team_money_hourly, team_active).
// No raw bets are inserted: the reports read only the rollups. Measured through the services
// the routes call, one request at a time: the top agent's overview for this month (goal p95 < 150 ms)
// and today, team betting for the month (all categories and one), team profit and loss for the month (their
// member lists read the members' day and month rows, decision 0032), the first downlines page; against a primary-key lookup of an
// account in the same run (the baseline).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { rebuildPeriods, rebuildTeams } from '../apps/server/src/modules/agent/rollups.store.ts';
import { teamRange } from '../apps/server/src/modules/agent/team-range.ts';
import { benchApp, insertClosure, onSeededPostgres } from './bench-db.ts';
import { intFromEnv, type LatencyStats, timeOneAtATime } from './shared.ts';

const SAMPLES = intFromEnv('BENCH_AGENT_SAMPLES', 50, 5);
const BASE = 50_000_000;
/** Level starts of the generated tree (node numbers; 0 is the top agent). */
const LEVELS = [0, 1, 11, 111, 1111, 11111, 100_001];
const MEMBERS = LEVELS[LEVELS.length - 1] as number;
const HOURS_PER_MEMBER = 20;
const BETS_PER_ROW = 5;
const GOAL_MS = 150;

async function main(): Promise<number> {
  return onSeededPostgres('portal_bench_agent', async ({ handle, db, siamId: mid }) => {
    const loadStarted = performance.now();

    // the tree: node n has id BASE + n; its parent is on the level above (the last level spreads over the 10,000 agents of level 4)
    for (let level = 0; level < LEVELS.length - 1; level++) {
      const [from, to] = [LEVELS[level] as number, (LEVELS[level + 1] as number) - 1];
      const parentOf =
        level === 0
          ? sql`null::int`
          : level === 5
            ? sql`${BASE + 1111} + (g - ${from}) % 10000`
            : sql`${BASE + (LEVELS[level - 1] as number)} + (g - ${from}) / 10`;
      await sql`
        insert into accounts (id, merchant_id, username, username_key, password_hash, type, parent_id)
        select ${BASE} + g, ${mid}, 'tm' || g, 'tm' || g, 'x', ${level === 5 ? 0 : level === 0 ? 1 : 2}, ${parentOf}
        from generate_series(${from}::int, ${to}::int) g`.execute(db);
    }
    await insertClosure(db, mid, BASE);

    const month = teamRange({ period: 'thisMonth' }, 420);
    const hours = Math.max(1, Math.floor((Date.now() - month.start.getTime()) / 3_600_000));
    await sql`
      insert into member_hourly (merchant_id, account_id, hour, game_category, bets, stake, valid_bet, payout)
      select ${mid}, ${BASE + 1} + m, ${month.start}::timestamptz + make_interval(hours => ((m * 13 + k * 31) % ${hours})::int),
             (array['RNG', 'LIVE', 'SPORTS', 'LOTT'])[1 + k % 4], ${BETS_PER_ROW}, 5000, 5000, case when k % 3 = 0 then 12000 else 0 end
      from generate_series(0, ${MEMBERS - 2}::int) m cross join generate_series(0, ${HOURS_PER_MEMBER - 1}) k
      on conflict do nothing`.execute(db);
    await sql`
      insert into member_money_hourly (merchant_id, account_id, hour, deposits, deposit_count, withdrawals, withdrawal_count)
      select ${mid}, ${BASE + 1} + m, ${month.start}::timestamptz + make_interval(hours => ((m * 7 + k * 101) % ${hours})::int),
             case when k < 2 then 50000 else 0 end, case when k < 2 then 1 else 0 end,
             case when k = 2 then 30000 else 0 end, case when k = 2 then 1 else 0 end
      from generate_series(0, ${MEMBERS - 2}::int) m cross join generate_series(0, 1) k
      on conflict do nothing`.execute(db);
    // the agents' team rows, from the member rows, as the rebuild writes them
    await rebuildTeams(db, mid, { hours: null, ancestors: null, offsetMinutes: 420 });
    // and the members' day and month rows (decision 0032), as the rebuild writes them
    await rebuildPeriods(db, mid, { from: month.start, to: month.end }, 420, null);
    for (const table of [
      'accounts',
      'account_tree',
      'member_hourly',
      'member_money_hourly',
      'team_hourly',
      'team_active',
      'member_periods',
      'member_money_periods',
    ])
      await sql`analyze ${sql.table(table)}`.execute(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const counts = await sql<{ tree: string; rows: string; bets: string; money: string; team: string }>`
      select (select count(*) from account_tree where ancestor_id = ${BASE} and depth >= 1)::text as tree,
             (select count(*) from member_hourly where merchant_id = ${mid})::text as rows,
             (select sum(bets) from member_hourly where merchant_id = ${mid})::text as bets,
             (select count(*) from member_money_hourly where merchant_id = ${mid})::text as money,
             (select count(*) from team_hourly where merchant_id = ${mid})::text as team`.execute(db);
    const generated = counts.rows[0];

    const { app, services } = await benchApp(handle, 'bench-agent-');
    const merchant = await services.system.merchantByCode('siam');
    if (!merchant) throw new Error('no siam merchant');
    const top = BASE;
    const overviewMonth = await services.team.overview(merchant, top, { period: 'thisMonth' });
    const results = {
      members: Number(generated?.tree),
      rollupRows: Number(generated?.rows),
      rolledUpBets: Number(generated?.bets),
      moneyRows: Number(generated?.money),
      teamRows: Number(generated?.team),
      loadSeconds: Math.round(loadSeconds),
      counted: {
        teamSize: overviewMonth.teamSize,
        bets: overviewMonth.bets,
        activeMembers: overviewMonth.activeMembers,
      },
      baseline: await timeOneAtATime(SAMPLES, async () => {
        await sql`select id, username, parent_id from accounts where id = ${top + 777}`.execute(db);
      }),
      overviewMonth: await timeOneAtATime(SAMPLES, () =>
        services.team.overview(merchant, top, { period: 'thisMonth' }),
      ),
      overviewToday: await timeOneAtATime(SAMPLES, () =>
        services.team.overview(merchant, top, { period: 'today' }),
      ),
      bettingMonth: await timeOneAtATime(Math.min(SAMPLES, 20), () =>
        services.team.betting(merchant, top, { period: 'thisMonth' }),
      ),
      bettingMonthLive: await timeOneAtATime(Math.min(SAMPLES, 20), () =>
        services.team.betting(merchant, top, { period: 'thisMonth', gameCategory: 'LIVE' }),
      ),
      profitLossMonth: await timeOneAtATime(Math.min(SAMPLES, 20), () =>
        services.team.profitLoss(merchant, top, { period: 'thisMonth' }),
      ),
      downlines: await timeOneAtATime(SAMPLES, () => services.downlines.downlines(merchant, top, {})),
    };
    await app.close();

    console.log(
      `\nAgent team reports (services, PostgreSQL): a team of ${results.members.toLocaleString('en')} members under one agent (5 levels), ` +
        `${results.rollupRows.toLocaleString('en')} member_hourly rows standing for ${results.rolledUpBets.toLocaleString('en')} settled bets this month ` +
        `(${hours} hours so far) and ${results.moneyRows.toLocaleString('en')} member_money_hourly rows (${results.teamRows.toLocaleString('en')} team_hourly rows from them); no raw bets. Loaded in ${results.loadSeconds} s. ` +
        `${SAMPLES} calls each, one at a time; goal: overview for the month p95 < ${GOAL_MS} ms`,
    );
    console.log(
      `counted by the overview: team ${results.counted.teamSize.toLocaleString('en')}, ${results.counted.bets.toLocaleString('en')} bets, ${results.counted.activeMembers.toLocaleString('en')} active members`,
    );
    console.log('call                    p50 ms   p95 ms   max ms   p95 / baseline p95');
    const row = (label: string, s: LatencyStats) =>
      console.log(
        `${label.padEnd(22)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}  ${String(s.max).padStart(7)}   ${(s.p95 / Math.max(results.baseline.p95, 0.01)).toFixed(1).padStart(8)}`,
      );
    row('account by id (base)', results.baseline);
    row('overview this month', results.overviewMonth);
    row('overview today', results.overviewToday);
    row('team betting month', results.bettingMonth);
    row('team betting LIVE', results.bettingMonthLive);
    row('team P&L month', results.profitLossMonth);
    row('downlines page 1', results.downlines);
    console.log(
      results.overviewMonth.p95 < GOAL_MS
        ? `goal met: overview p95 ${results.overviewMonth.p95} ms`
        : `GOAL MISSED: overview p95 ${results.overviewMonth.p95} ms (goal ${GOAL_MS} ms)`,
    );
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'agent.json'), `${JSON.stringify(results, null, 2)}\n`);
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
