import type { ClaimPeriod, RebateKind, RebateMode } from '@portal/contracts/rebates';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../wallet/ledger.service.ts';
import type { CategoryPart } from './rebates.tables.ts';

export type SettingsRow = {
  merchant_id: number;
  mode: RebateMode;
  daily_hour: number;
  claim_period: ClaimPeriod;
  since: Date;
};

export const settings = (db: Database, merchantId: number) =>
  db
    .selectFrom('rebate_settings')
    .select(['merchant_id', 'mode', 'daily_hour', 'claim_period', 'since'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst() as Promise<SettingsRow | undefined>;

export const allSettings = (db: Database) =>
  db
    .selectFrom('rebate_settings')
    .select(['merchant_id', 'mode', 'daily_hour', 'claim_period', 'since'])
    .orderBy('merchant_id')
    .execute() as Promise<SettingsRow[]>;

export async function upsertSettings(
  db: Executor,
  row: { merchantId: number; mode: RebateMode; dailyHour: number; claimPeriod: ClaimPeriod; since: Date },
) {
  await db
    .insertInto('rebate_settings')
    .values({
      merchant_id: row.merchantId,
      mode: row.mode,
      daily_hour: row.dailyHour,
      claim_period: row.claimPeriod,
      since: row.since,
    })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({
        mode: row.mode,
        daily_hour: row.dailyHour,
        claim_period: row.claimPeriod,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export const rates = (db: Database, merchantId: number) =>
  db
    .selectFrom('rebate_rates')
    .select(['level', 'category', 'rate'])
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .orderBy('category')
    .execute();

export async function setRates(
  db: Executor,
  merchantId: number,
  level: number,
  list: ReadonlyArray<{ category: string; rate: number }>,
) {
  if (list.length === 0) return;
  await db
    .insertInto('rebate_rates')
    .values(list.map((r) => ({ merchant_id: merchantId, level, category: r.category, rate: r.rate })))
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'level', 'category']).doUpdateSet({ rate: sql`excluded.rate` }),
    )
    .execute();
}

export const overrides = (db: Database, accountId: number) =>
  db
    .selectFrom('rebate_overrides')
    .select(['category', 'rate'])
    .where('account_id', '=', accountId)
    .execute();

export async function setOverrides(
  db: Executor,
  merchantId: number,
  accountId: number,
  setBy: number,
  list: ReadonlyArray<{ category: string; rate: number }>,
) {
  await db
    .insertInto('rebate_overrides')
    .values(
      list.map((r) => ({
        merchant_id: merchantId,
        account_id: accountId,
        category: r.category,
        rate: r.rate,
        set_by: setBy,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'category'])
        .doUpdateSet({ rate: sql`excluded.rate`, set_by: sql`excluded.set_by`, updated_at: sql`now()` }),
    )
    .execute();
}

export const watermark = (db: Database, accountId: number) =>
  db
    .selectFrom('rebate_watermarks')
    .select(['paid_until', 'last_claim_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/**
 * Moves an account's watermark from `from` to `to` if nobody moved it first (compare and set: the one
 * guarantee that a window is paid once across runs, claims and nodes). `claimAfter`: a claim, allowed only
 * when the last claim was before it (the claim period's start). True when this caller moved it.
 */
export async function advance(
  trx: Executor,
  w: {
    merchantId: number;
    accountId: number;
    from: Date;
    to: Date;
    existed: boolean;
    claimAt?: Date;
    claimAfter?: Date;
  },
): Promise<boolean> {
  if (!w.existed) {
    const inserted = await trx
      .insertInto('rebate_watermarks')
      .values({
        account_id: w.accountId,
        merchant_id: w.merchantId,
        paid_until: w.to,
        last_claim_at: w.claimAt ?? null,
      })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  let query = trx
    .updateTable('rebate_watermarks')
    .set({ paid_until: w.to, ...(w.claimAt ? { last_claim_at: w.claimAt } : {}) })
    .where('account_id', '=', w.accountId)
    .where('paid_until', '=', w.from);
  if (w.claimAfter) {
    const after = w.claimAfter;
    query = query.where((eb) => eb.or([eb('last_claim_at', 'is', null), eb('last_claim_at', '<', after)]));
  }
  const updated = await query.executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export type NewPayment = {
  merchantId: number;
  accountId: number;
  kind: RebateKind;
  runId: number | null;
  from: Date;
  to: Date;
  validBet: number;
  amount: number;
  categories: CategoryPart[];
  entryId: number;
};

export async function insertPayment(trx: Executor, p: NewPayment) {
  return trx
    .insertInto('rebate_payments')
    .values({
      merchant_id: p.merchantId,
      account_id: p.accountId,
      kind: p.kind,
      run_id: p.runId,
      window_start: p.from,
      window_end: p.to,
      valid_bet: p.validBet,
      amount: p.amount,
      categories: JSON.stringify(p.categories),
      entry_id: p.entryId,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export const payments = (db: Database, accountId: number, limit: number) =>
  db
    .selectFrom('rebate_payments')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('window_start', 'desc')
    .limit(limit)
    .execute();

/** Opens (or reopens) a merchant day's run; its id. */
export async function openRun(db: Database, r: { merchantId: number; day: string; start: Date; end: Date }) {
  const row = await db
    .insertInto('rebate_runs')
    .values({
      merchant_id: r.merchantId,
      day: r.day,
      period_start: r.start,
      period_end: r.end,
      status: 'running',
      attempts: 1,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'day']).doUpdateSet({
        status: 'running',
        attempts: sql`rebate_runs.attempts + 1`,
        started_at: sql`now()`,
        finished_at: null,
        error: null,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a run with the totals of every payment it made (whichever node or attempt made them). */
export async function closeRun(db: Database, id: number, players: number, error: string | null) {
  await sql`
    update rebate_runs r set status = ${error ? 'failed' : 'done'}, finished_at = now(), error = ${error},
      players = greatest(r.players, ${players}),
      paid = (select count(*) from rebate_payments p where p.run_id = r.id),
      amount = (select coalesce(sum(amount), 0) from rebate_payments p where p.run_id = r.id)
    where r.id = ${id}`.execute(db);
}

/** The days of a merchant whose run is done. */
export async function doneDays(db: Database, merchantId: number, fromDay: string) {
  const rows = await db
    .selectFrom('rebate_runs')
    .select(sql<string>`day::text`.as('day'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'done')
    .where(sql<boolean>`day >= ${fromDay}::date`)
    .execute();
  return new Set(rows.map((r) => r.day));
}

const RUN_COLUMNS = [
  'id',
  'merchant_id',
  sql<string>`day::text`.as('day'),
  'period_start',
  'period_end',
  'status',
  'players',
  'paid',
  'amount',
  'attempts',
  'started_at',
  'finished_at',
  'error',
] as const;

export const run = (db: Database, merchantId: number, id: number) =>
  db
    .selectFrom('rebate_runs')
    .select([...RUN_COLUMNS])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function runPage(db: Database, merchantId: number, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('rebate_runs')
      .select([...RUN_COLUMNS])
      .where('merchant_id', '=', merchantId)
      .orderBy('day', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('rebate_runs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
