import type { HostStatus } from '@portal/contracts/chat';
import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';
import type { MerchantCode } from './catalogue.ts';

type Host = { name: string; languages: string[]; status: HostStatus; table: string };

/** The live casino's hosts of each merchant (decision 0044); their portraits are drawn from the name. */
const HOSTS: Record<MerchantCode, Host[]> = {
  siam: [
    { name: 'Ploy', languages: ['th', 'en'], status: 'online', table: 'SPEED_BACCARAT' },
    { name: 'Mint', languages: ['th'], status: 'busy', table: 'LIVE_ROULETTE' },
    { name: 'Anna', languages: ['en', 'th'], status: 'online', table: 'SBX_BLACKJACK' },
    { name: 'Fah', languages: ['th'], status: 'offline', table: 'DRAGON_TIGER' },
  ],
  lucky: [
    { name: 'Lily', languages: ['en'], status: 'online', table: 'SBX_BACCARAT' },
    { name: 'Nina', languages: ['en', 'th'], status: 'offline', table: 'SBX_ROULETTE' },
  ],
};

export const hostPicture = (name: string) => `/assets/art/hosts/${name.toLowerCase()}.svg`;

/** Seeds a merchant's live hosts once (a merchant that already has hosts keeps its own). */
export async function seedLiveHosts(
  trx: Transaction<DB>,
  merchantId: number,
  code: MerchantCode,
): Promise<void> {
  const existing = await trx
    .selectFrom('live_hosts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('live_hosts')
    .values(
      HOSTS[code].map((h, sort) => ({
        merchant_id: merchantId,
        name: h.name,
        picture: hostPicture(h.name),
        languages: JSON.stringify(h.languages),
        status: h.status,
        table_code: h.table,
        sort,
      })),
    )
    .execute();
}
