import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';
import type { MerchantCode } from './catalogue.ts';

type ChannelDef = {
  code: string;
  kind: 'bank' | 'gateway';
  name: { en: string; th: string };
  min: number;
  max: number;
  quickAmounts: number[];
  payee: { bankName: string; accountName: string; accountNumber: string } | null;
};

/** The embedded default channels (DESIGN.md 6): a bank transfer an operator approves, and the sandbox gateway. */
const CHANNELS: Record<MerchantCode, ChannelDef[]> = {
  siam: [
    {
      code: 'BANK',
      kind: 'bank',
      name: { en: 'Bank transfer', th: 'โอนผ่านธนาคาร' },
      min: 100_00,
      max: 500_000_00,
      quickAmounts: [100_00, 300_00, 500_00, 1_000_00, 5_000_00, 10_000_00],
      payee: { bankName: 'Kasikorn Bank', accountName: 'Siam Royal Co., Ltd.', accountNumber: '0381234567' },
    },
    {
      code: 'SANDBOX',
      kind: 'gateway',
      name: { en: 'Instant payment (sandbox)', th: 'ชำระทันที (แซนด์บ็อกซ์)' },
      min: 100_00,
      max: 50_000_00,
      quickAmounts: [100_00, 500_00, 1_000_00, 2_000_00, 5_000_00],
      payee: null,
    },
  ],
  lucky: [
    {
      code: 'BANK',
      kind: 'bank',
      name: { en: 'Bank transfer', th: 'โอนผ่านธนาคาร' },
      min: 10_00,
      max: 20_000_00,
      quickAmounts: [10_00, 20_00, 50_00, 100_00, 500_00],
      payee: { bankName: 'JPMorgan Chase', accountName: 'Lucky Star LLC', accountNumber: '000123456789' },
    },
    {
      code: 'SANDBOX',
      kind: 'gateway',
      name: { en: 'Instant payment (sandbox)', th: 'ชำระทันที (แซนด์บ็อกซ์)' },
      min: 10_00,
      max: 5_000_00,
      quickAmounts: [10_00, 25_00, 50_00, 100_00],
      payee: null,
    },
  ],
};

/** Channels of a merchant an operator has set up keep their switch, limits and payee (decision 0022). */
export async function seedPaymentChannels(
  trx: Transaction<DB>,
  merchantId: number,
  code: MerchantCode,
  edited = false,
) {
  for (const [sort, c] of CHANNELS[code].entries()) {
    const row = {
      merchant_id: merchantId,
      code: c.code,
      kind: c.kind,
      name: JSON.stringify(c.name),
      min_amount: c.min,
      max_amount: c.max,
      quick_amounts: JSON.stringify(c.quickAmounts),
      payee: c.payee ? JSON.stringify(c.payee) : null,
      sort,
    };
    await trx
      .insertInto('payment_channels')
      .values(row)
      .onConflict((oc) =>
        edited
          ? oc.columns(['merchant_id', 'code']).doNothing()
          : oc.columns(['merchant_id', 'code']).doUpdateSet({ ...row }),
      )
      .execute();
  }
}
