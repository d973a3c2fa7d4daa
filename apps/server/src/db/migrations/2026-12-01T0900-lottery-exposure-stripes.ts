import { type Kysely, sql } from 'kysely';

// Frozen: the lottery's exposure in stripes (issue 16, decision 0028). Each target of a draw keeps its
// liability in stripes (draw, target, stripe), each with its own budget and the CHECK liability <= budget;
// the budgets of a target add up to the game's limit, so concurrent slips on the same number write
// different rows; lottery_exposure_short() raises the CHECK's error for a stripe still to be made. An
// existing row becomes stripe 0 with the whole limit as its budget (or its liability, were that more).
// limit_value stays: the limit the budgets were split from. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lottery_exposure')
    .addColumn('stripe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('budget', 'bigint')
    .execute();
  await sql`update lottery_exposure set budget = greatest(limit_value, liability)`.execute(db);
  await sql`alter table lottery_exposure
    alter column budget set not null,
    alter column stripe drop default,
    drop constraint lottery_exposure_limit,
    drop constraint lottery_exposure_pk,
    add constraint lottery_exposure_pk primary key (draw_id, target, stripe),
    add constraint lottery_exposure_stripe check (stripe >= 0),
    add constraint lottery_exposure_limit check (liability <= budget)`.execute(db);
  // A slip's statement calls this when it would make a stripe (a stripe gets its budget only on the slow
  // path): the same error as the CHECK, so the slip takes the slow path.
  await sql`create function lottery_exposure_short() returns integer language plpgsql as $$
    begin
      raise exception 'a stripe of the lottery exposure is missing' using
        errcode = 'check_violation', constraint = 'lottery_exposure_limit', table = 'lottery_exposure';
    end $$`.execute(db);
}
