import { type Kysely, sql } from 'kysely';

// Frozen: points as rewards and the registering device (issue 19, decision 0046). Missions give loyalty
// points on claim besides their mission points; the wheel's prizes may be points; an account keeps the
// hash of the device id it registered from, a referral the friend's; the referral rule's address and
// device refusals are switchable (both on by default, as before). Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('missions')
    .addColumn('reward_points', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reward_points >= 0`))
    .execute();
  await db.schema.alterTable('wheel_spins').dropConstraint('wheel_spins_kind_check').execute();
  await db.schema
    .alterTable('wheel_spins')
    .addCheckConstraint('wheel_spins_kind_check', sql`kind in ('cash', 'points', 'none')`)
    .execute();
  await db.schema.alterTable('accounts').addColumn('device_hash', 'text').execute();
  await db.schema.alterTable('referrals').addColumn('device_hash', 'text').execute();
  await db.schema
    .alterTable('referral_rules')
    .addColumn('refuse_same_address', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('refuse_same_device', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}
