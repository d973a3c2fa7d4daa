import { sql, type Transaction } from 'kysely';
import { rebuildPeriods, rebuildTeams } from '../../modules/agent/rollups.store.ts';
import { insertAccount } from '../../modules/member/member.store.ts';
import { createLedger, house, walletOf } from '../../modules/wallet/ledger.service.ts';
import { merchantPeriod } from '../../platform/merchant-periods.ts';
import type { DB } from '../types.ts';

/**
 * agent01's team on Siam (issue 17): two sub-agents under it, a third two levels down, and players at
 * depths 2 and 3, with settled bets and paid deposits spread over the last 30 days so the agent centre's
 * overview and reports show data. Seeded once (the first sub-agent's presence says so) for the original
 * agent01 only: the journeys' copies keep their small trees. The member rollups of these accounts are
 * and the agents' team rows are computed from the rows here, as `ops rollups rebuild` would.
 */
const TEAM: Array<{ username: string; type: number; parent: string }> = [
  { username: 'siamsub1', type: 2, parent: 'agent01' },
  { username: 'siamsub2', type: 2, parent: 'agent01' },
  { username: 'siamsub3', type: 2, parent: 'siamsub1' },
  { username: 'team01', type: 0, parent: 'siamsub1' },
  { username: 'team02', type: 0, parent: 'siamsub1' },
  { username: 'team03', type: 0, parent: 'siamsub2' },
  { username: 'team04', type: 0, parent: 'siamsub2' },
  { username: 'team05', type: 0, parent: 'siamsub3' },
  { username: 'team06', type: 0, parent: 'siamsub3' },
];

const GAMES = [
  ['DRAGON_FORTUNE', 'Dragon Fortune', 'RNG'],
  ['BACCARAT', 'Baccarat', 'LIVE'],
] as const;

const DAY_MS = 86_400_000;
const BETS_PER_PLAYER = 24;

export async function seedAgentTeam(
  trx: Transaction<DB>,
  merchantId: number,
  hashOf: (password: string | null) => Promise<string>,
  activity: boolean,
): Promise<void> {
  const idOf = async (username: string) =>
    (
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username_key', '=', username)
        .executeTakeFirst()
    )?.id;
  if ((await idOf('agent01')) === undefined || (await idOf('siamsub1')) !== undefined) return;
  const ids = new Map<string, number>();
  ids.set('agent01', (await idOf('agent01')) as number);
  const passwordHash = await hashOf('Team@2026');
  const ledger = createLedger(trx);
  for (const member of TEAM) {
    const id = await insertAccount(trx, {
      merchantId,
      username: member.username,
      passwordHash,
      type: member.type,
      parentId: ids.get(member.parent) ?? null,
      email: null,
      mobile: null,
      countryDialingCode: null,
      nickname: null,
      profile: {},
    });
    if (id === null) return;
    ids.set(member.username, id);
    await ledger.post(
      {
        merchantId,
        type: 'adjustment',
        reference: 'DEMO-OPENING',
        source: 'seed',
        idempotencyKey: `opening:${member.username}`,
        memo: { counterparty: 'demo' },
        lines: [
          { account: walletOf(id), amount: 1_000_00 },
          { account: house('bonus_expense'), amount: -1_000_00 },
        ],
      },
      trx,
    );
  }

  if (!activity) return;
  // Deterministic spread: bet i of player p settles (p * 7 + i * 29) hours before now, within 30 days.
  const now = Date.now();
  const players = TEAM.filter((m) => m.type === 0).map((m) => ids.get(m.username) as number);
  const bets = players.flatMap((accountId, p) =>
    Array.from({ length: BETS_PER_PLAYER }, (_, i) => {
      const [gameCode, gameName, category] = GAMES[(p + i) % GAMES.length] as (typeof GAMES)[number];
      const stake = (1 + ((p * 3 + i) % 10)) * 10_00;
      const won = (p + i) % 3 === 0;
      const at = new Date(now - (((p * 7 + i * 29) % (30 * 24)) * 3_600_000 + 60_000));
      return {
        merchant_id: merchantId,
        account_id: accountId,
        provider: 'HOUSE',
        tx_id: `seed-team-${accountId}-${i}`,
        round_id: `seed-team-${accountId}-${i}`,
        vendor_code: 'HOUSE',
        game_code: gameCode,
        game_name: gameName,
        game_category: category,
        stake,
        valid_bet: stake,
        payout: won ? stake * 2 : 0,
        status: won ? ('won' as const) : ('lost' as const),
        placed_at: at,
        settled_at: at,
        reference: `SEED-${accountId}-${i}`,
      };
    }),
  );
  await trx
    .insertInto('bets')
    .values(bets)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const deposits = players.flatMap((accountId, p) =>
    [0, 1, 2].map((k) => {
      const at = new Date(now - ((p * 3 + k * 9) % 29) * DAY_MS - 3_600_000);
      const orderNo = `SEEDTEAM${accountId}D${k}`;
      return {
        merchant_id: merchantId,
        account_id: accountId,
        channel: 'BANK',
        order_no: orderNo,
        amount: (k + 1) * 500_00,
        status: 'paid' as const,
        request_key: orderNo,
        created_at: at,
        decided_at: at,
      };
    }),
  );
  await trx
    .insertInto('deposits')
    .values(deposits)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await sql`
    insert into member_hourly (merchant_id, account_id, hour, game_category, bets, stake, valid_bet, payout)
    select merchant_id, account_id, date_bin('1 hour', settled_at, timestamptz '2000-01-01 00:00:00+00'), game_category,
           count(*), sum(stake), sum(valid_bet), sum(payout)
    from bets where account_id = any(${players}::int[]) and status in ('won', 'lost')
    group by 1, 2, 3, 4
    on conflict (merchant_id, account_id, hour, game_category) do update
      set bets = excluded.bets, stake = excluded.stake, valid_bet = excluded.valid_bet, payout = excluded.payout`.execute(
    trx,
  );
  await sql`
    insert into member_money_hourly (merchant_id, account_id, hour, deposits, deposit_count)
    select merchant_id, account_id, date_bin('1 hour', decided_at, timestamptz '2000-01-01 00:00:00+00'), sum(amount), count(*)
    from deposits where account_id = any(${players}::int[]) and status = 'paid'
    group by 1, 2, 3
    on conflict (merchant_id, account_id, hour) do update
      set deposits = excluded.deposits, deposit_count = excluded.deposit_count`.execute(trx);
  // the players' day and month rows (decision 0032; a seed before their migration leaves them to its
  // backfill), and the agents' team rows, days of Thailand's offset (Siam's)
  const periods = await sql<{ t: string | null }>`select to_regclass('member_periods')::text as t`.execute(
    trx,
  );
  if (periods.rows[0]?.t)
    await rebuildPeriods(
      trx,
      merchantId,
      {
        from: merchantPeriod('day', new Date(now - 40 * DAY_MS), 420).start,
        to: merchantPeriod('day', new Date(now), 420).end,
      },
      420,
      players,
    );
  await rebuildTeams(trx, merchantId, {
    hours: null,
    ancestors: [
      ...TEAM.filter((m) => m.type !== 0).map((m) => ids.get(m.username) as number),
      ids.get('agent01') as number,
    ],
    offsetMinutes: 420,
  });
}
