import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

/**
 * Demo operators of the operator API (README lists them): an administrator and a finance operator of
 * every merchant, and a viewer of one. Created once; a changed password is kept by later seeds.
 */
export const DEMO_OPERATORS = [
  { username: 'admin', password: 'Admin@2026', role: 'admin', merchant: null },
  { username: 'finance', password: 'Finance@2026', role: 'finance', merchant: null },
  { username: 'siamviewer', password: 'Viewer@2026', role: 'viewer', merchant: 'siam' },
] as const;

/** The demo operators, and a copy of each per label (`<username><label>`) for journeys side by side. */
export function demoOperatorsOf(copies: readonly string[] = []) {
  return [
    ...DEMO_OPERATORS,
    ...copies.flatMap((label) => DEMO_OPERATORS.map((o) => ({ ...o, username: `${o.username}${label}` }))),
  ];
}

export async function seedOperators(
  trx: Transaction<DB>,
  hashOf: (password: string) => Promise<string>,
  copies: readonly string[] = [],
) {
  for (const o of demoOperatorsOf(copies)) {
    const exists = await trx
      .selectFrom('operators')
      .select('id')
      .where('username', '=', o.username)
      .executeTakeFirst();
    if (exists) continue;
    const merchant = o.merchant
      ? await trx.selectFrom('merchants').select('id').where('code', '=', o.merchant).executeTakeFirst()
      : null;
    await trx
      .insertInto('operators')
      .values({
        username: o.username,
        password_hash: await hashOf(o.password),
        role: o.role,
        merchant_id: merchant?.id ?? null,
      })
      .execute();
  }
}
