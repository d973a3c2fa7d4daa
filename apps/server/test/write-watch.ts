import { sql } from 'kysely';
import type { Database } from '../src/db/database.ts';

/**
 * The tables a refused request must leave as they were: money, bets, lottery, payments, the catalogue,
 * content, the tree and the rewards. Not the ones a refusal writes by design: sessions (last seen),
 * accounts' failed-login counts, captchas, codes, the audit log, the outbox, jobs.
 */
export const WATCHED_TABLES = [
  'merchants',
  'domain_routes',
  'vendors',
  'games',
  'announcements',
  'help_sections',
  'winners',
  'ledger_accounts',
  'journal_entries',
  'journal_lines',
  'bets',
  'seamless_transactions',
  'deposits',
  'withdrawals',
  'withdrawal_proofs',
  'bank_cards',
  'payment_passwords',
  'player_adjustments',
  'lottery_games',
  'lottery_draws',
  'lottery_orders',
  'lottery_tickets',
  'lottery_exposure',
  'account_tree',
  'agent_contracts',
  'agent_links',
  'contract_payments',
  'promotions',
  'promotion_entries',
  'bonuses',
  'rebate_payments',
  'vip_rewards',
  'points_exchanges',
  'signin_checkins',
  'wheel_spins',
  'red_envelope_opens',
  'raffle_entrants',
  'mission_payouts',
  'messages',
  'feedback',
  'chat_messages',
  'favourite_games',
  'operators',
];

/**
 * Installs, on a test's own database copy, a row trigger on every watched table that logs the write in
 * `test_writes` in the writing transaction: a write that rolls back leaves no row, one that commits
 * leaves one. Reading the log's last id before and after a request tells whether it stored anything.
 */
export async function watchWrites(db: Database): Promise<() => Promise<{ last: number; tables: string[] }>> {
  await sql`create table if not exists test_writes (id bigserial primary key, tbl text not null)`.execute(db);
  await sql`create or replace function test_write_logged() returns trigger language plpgsql as $$
    begin
      insert into test_writes (tbl) values (tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`create trigger ${sql.id(`test_write_${table}`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function test_write_logged()`.execute(db);
  }
  let seen = 0;
  /** The writes since the last reading: how many, on which tables. */
  return async () => {
    const rows = await sql<{ id: string | number; tbl: string }>`
      select id, tbl from test_writes where id > ${seen} order by id`.execute(db);
    const last = rows.rows.length ? Number(rows.rows[rows.rows.length - 1]?.id) : seen;
    seen = last;
    return { last, tables: [...new Set(rows.rows.map((r) => r.tbl))] };
  };
}
