import type { Transaction } from 'kysely';
import { createLedger, house, walletOf } from '../../modules/wallet/ledger.service.ts';
import type { DB } from '../types.ts';
import { demoAccountsOf } from './accounts.ts';
import type { MerchantCode } from './catalogue.ts';

/** Opening balances of the demo accounts, in minor units: a demo site with money to play and withdraw. */
const OPENING: Record<MerchantCode, Record<string, number>> = {
  siam: { demo: 5_000_00, agent01: 20_000_00, gamer: 10_000_00 },
  lucky: { player1: 500_00, luckyagent: 2_000_00 },
};

/** Posted through the ledger like any movement, once per account (the key survives re-seeding). */
export async function seedWallets(
  trx: Transaction<DB>,
  merchantId: number,
  code: MerchantCode,
  copies: readonly string[] = [],
) {
  const ledger = createLedger(trx);
  for (const { username, original } of demoAccountsOf(code, copies)) {
    const amount = OPENING[code][original];
    if (amount === undefined) continue;
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirst();
    if (!account) continue;
    await ledger.post(
      {
        merchantId,
        type: 'adjustment',
        reference: 'DEMO-OPENING',
        source: 'seed',
        idempotencyKey: `opening:${username}`,
        memo: { counterparty: 'demo' },
        lines: [
          { account: walletOf(account.id), amount },
          { account: house('bonus_expense'), amount: -amount },
        ],
      },
      trx,
    );
  }
}
