import { type Kysely, sql } from 'kysely';

// Frozen: the agent programme's tree and team rollups (issue 17, decision 0026). Imports nothing from the app.
// - account_tree: the closure of accounts.parent_id, one row per (ancestor, descendant) pair including the
//   account itself at depth 0, within one merchant; backfilled here from parent_id by a recursive CTE.
// - agent_links: an agent's affiliate links (unguessable codes, unique per merchant); accounts.agent_link_id
//   remembers the link an account registered through.
// - member_hourly / member_money_hourly: settled bets and paid money per member and UTC hour, the only
//   source of team sums (maintained from domain events, rebuilt from the raw rows by a command).
// - announcements.audience: 'all' (the portal's lists) or 'agents' (the agent centre's).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tree')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth >= 0`))
    .addPrimaryKeyConstraint('account_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('account_tree_descendant')
    .on('account_tree')
    .columns(['descendant_id', 'depth'])
    .execute();
  await db.schema
    .createIndex('account_tree_team')
    .on('account_tree')
    .columns(['merchant_id', 'ancestor_id', 'depth', 'descendant_id'])
    .execute();
  await sql`
    insert into account_tree (merchant_id, ancestor_id, descendant_id, depth)
    with recursive up (merchant_id, ancestor_id, descendant_id, depth) as (
      select merchant_id, id, id, 0 from accounts
      union all
      select up.merchant_id, a.parent_id, up.descendant_id, up.depth + 1
      from up join accounts a on a.id = up.ancestor_id
      where a.parent_id is not null and up.depth < 64
        and exists (select 1 from accounts p where p.id = a.parent_id and p.merchant_id = up.merchant_id)
    )
    select merchant_id, ancestor_id, descendant_id, depth from up
    on conflict do nothing`.execute(db);

  await db.schema
    .createTable('agent_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('player', 'agent')`))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index agent_links_code on agent_links (merchant_id, lower(code))`.execute(db);
  await db.schema
    .createIndex('agent_links_agent')
    .on('agent_links')
    .columns(['merchant_id', 'agent_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('agent_link_id', 'integer', (c) => c.references('agent_links.id'))
    .execute();
  await sql`create index accounts_agent_link on accounts (agent_link_id) where agent_link_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('member_hourly')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_hourly_pk', ['merchant_id', 'account_id', 'hour', 'game_category'])
    .execute();
  await sql`create index member_hourly_hour on member_hourly (merchant_id, hour)
    include (account_id, game_category, bets, stake, valid_bet, payout)`.execute(db);
  await db.schema
    .createTable('member_money_hourly')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_money_hourly_pk', ['merchant_id', 'account_id', 'hour'])
    .execute();
  await sql`create index member_money_hourly_hour on member_money_hourly (merchant_id, hour)
    include (account_id, deposits, deposit_count, withdrawals, withdrawal_count)`.execute(db);

  // The same sums per agent (every ancestor of the member, depth >= 1), so a team's overview reads a few
  // hundred rows however large the team; and per agent and hour, merchant day, week (from Monday) or month,
  // its members who bet then.
  await db.schema
    .createTable('team_hourly')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_hourly_pk', ['ancestor_id', 'hour', 'game_category'])
    .execute();
  await db.schema
    .createTable('team_money_hourly')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_money_hourly_pk', ['ancestor_id', 'hour'])
    .execute();
  await db.schema
    .createTable('team_active')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('hour', 'day', 'week', 'month')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_active_pk', ['ancestor_id', 'bucket', 'at'])
    .execute();

  await db.schema
    .alterTable('announcements')
    .addColumn('audience', 'text', (c) =>
      c.notNull().defaultTo('all').check(sql`audience in ('all', 'agents')`),
    )
    .execute();
}
