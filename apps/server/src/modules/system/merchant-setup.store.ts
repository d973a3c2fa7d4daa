import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MerchantsTable } from './system.tables.ts';

/** A merchant's set-up as the back office edits it (decision 0022): its row, and its domains. */

export function findSetup(db: Database, merchantId: number, lock = false) {
  const query = db.selectFrom('merchants').selectAll().where('id', '=', merchantId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type SetupRow = NonNullable<Awaited<ReturnType<typeof findSetup>>>;

export async function updateSetup(
  db: Database,
  merchantId: number,
  values: Updateable<MerchantsTable>,
): Promise<void> {
  await db.updateTable('merchants').set(values).where('id', '=', merchantId).execute();
}

export async function insertMerchant(db: Database, values: Insertable<MerchantsTable>): Promise<number> {
  const { id } = await db.insertInto('merchants').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function codeTaken(db: Database, code: string) {
  return db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst();
}

export function domainsOf(db: Database, merchantId: number) {
  return db
    .selectFrom('domain_routes')
    .select(['domain', 'main'])
    .where('merchant_id', '=', merchantId)
    .orderBy('main', 'desc')
    .orderBy('domain')
    .execute();
}

/** The first of the domains that another merchant routes, if any. */
export async function domainOfAnother(
  db: Database,
  merchantId: number | null,
  domains: readonly string[],
): Promise<string | undefined> {
  let query = db.selectFrom('domain_routes').select('domain').where('domain', 'in', domains);
  if (merchantId !== null) query = query.where('merchant_id', '<>', merchantId);
  return (await query.orderBy('domain').executeTakeFirst())?.domain;
}

/** Makes the merchant's domains exactly these. */
export async function replaceDomains(
  db: Database,
  merchantId: number,
  domains: ReadonlyArray<{ domain: string; main: boolean }>,
): Promise<void> {
  await db.deleteFrom('domain_routes').where('merchant_id', '=', merchantId).execute();
  await db
    .insertInto('domain_routes')
    .values(domains.map((d) => ({ merchant_id: merchantId, domain: d.domain, main: d.main })))
    .execute();
}

/** Lock namespace of pg_advisory_xact_lock: merchant codes and domains are claimed one change at a time. */
const SETUP_LOCK_NAMESPACE = 4101;

/** Serialises the changes that claim a code or a domain until the transaction ends (no duplicate key). */
export async function lockClaims(trx: Database): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SETUP_LOCK_NAMESPACE}::int, 0)`.execute(trx);
}
