import type { Database } from '../../db/database.ts';

const merchantColumns = [
  'id',
  'code',
  'name',
  'brand',
  'languages',
  'default_language',
  'currency',
  'currency_symbol',
  'features',
  'register_settings',
  'resources',
  'customer_service',
  'settings',
  'maintenance',
] as const;

export function findMerchantByCode(db: Database, code: string) {
  return db.selectFrom('merchants').select(merchantColumns).where('code', '=', code).executeTakeFirst();
}

export function findMerchantById(db: Database, id: number) {
  return db.selectFrom('merchants').select(merchantColumns).where('id', '=', id).executeTakeFirst();
}

export function findMerchantByDomain(db: Database, domain: string) {
  return db
    .selectFrom('domain_routes')
    .innerJoin('merchants', 'merchants.id', 'domain_routes.merchant_id')
    .select(merchantColumns.map((c) => `merchants.${c}` as const))
    .where('domain_routes.domain', '=', domain)
    .executeTakeFirst();
}

/** Every merchant's id, code, name and brand, by code. */
export function listMerchants(db: Database) {
  return db.selectFrom('merchants').select(['id', 'code', 'name', 'brand']).orderBy('code').execute();
}

export type MerchantRow = NonNullable<Awaited<ReturnType<typeof findMerchantByCode>>>;

export function listDomainRoutes(db: Database, merchantId: number) {
  return db
    .selectFrom('domain_routes')
    .innerJoin('merchants', 'merchants.id', 'domain_routes.merchant_id')
    .select(['domain_routes.domain', 'domain_routes.main', 'merchants.code'])
    .where('domain_routes.merchant_id', '=', merchantId)
    .orderBy('domain_routes.main', 'desc')
    .orderBy('domain_routes.domain')
    .execute();
}

export function listCountryCodes(db: Database) {
  return db.selectFrom('country_codes').selectAll().orderBy('sort').orderBy('code').execute();
}

export async function setMaintenance(db: Database, code: string, on: boolean): Promise<boolean> {
  const result = await db
    .updateTable('merchants')
    .set({ maintenance: on, updated_at: new Date() })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
