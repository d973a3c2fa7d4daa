import type { Transaction } from 'kysely';
import { createLedger, house, pointsOf } from '../../modules/wallet/ledger.service.ts';
import type { DB } from '../types.ts';
import { demoAccountsOf } from './accounts.ts';
import type { MerchantCode } from './catalogue.ts';

/** Valid bet (minor units) per point by category: a point per 100.00 of slots and fishing, per 200.00 elsewhere. */
const RATES: Record<string, number> = {
  RNG: 100_00,
  FISH: 100_00,
  LIVE: 200_00,
  SPORTS: 200_00,
  ESPORTS: 200_00,
  LOTT: 200_00,
  ELOTT: 200_00,
};

/** Cash per point in minor units: Siam 100 points = 10.00 THB, Lucky 100 points = 1.00. */
const CASH_PER_POINT: Record<MerchantCode, number> = { siam: 10, lucky: 1 };

/** Opening points of the demo players, so the mall can be tried at once. */
const OPENING: Record<MerchantCode, Record<string, number>> = {
  siam: { demo: 5_000, gamer: 2_000 },
  lucky: { player1: 3_000 },
};

type Item = {
  icon: string;
  name: { en: string; th: string };
  description: { en: string; th: string };
  price: number;
  stock: number;
};

const ITEMS: Record<MerchantCode, Item[]> = {
  siam: [
    {
      icon: 'coin',
      name: { en: 'Gold coin keepsake', th: 'เหรียญทองที่ระลึก' },
      description: { en: 'A gold-plated lucky coin, sent to your address.', th: 'เหรียญนำโชคชุบทอง จัดส่งถึงบ้าน' },
      price: 500,
      stock: 50,
    },
    {
      icon: 'crown',
      name: { en: 'Royal crown mug', th: 'แก้วมัคมงกุฎ' },
      description: { en: 'A ceramic mug with the crown emblem.', th: 'แก้วมัคเซรามิกลายมงกุฎ' },
      price: 1_200,
      stock: 20,
    },
    {
      icon: 'lotus',
      name: { en: 'Lotus spa voucher', th: 'บัตรกำนัลสปาดอกบัว' },
      description: { en: 'A 90-minute spa treatment at a partner spa.', th: 'ทรีตเมนต์สปา 90 นาทีที่สปาพันธมิตร' },
      price: 4_000,
      stock: 5,
    },
    {
      icon: 'gem',
      name: { en: 'Gem keyring', th: 'พวงกุญแจอัญมณี' },
      description: { en: 'A crystal keyring in a gift box.', th: 'พวงกุญแจคริสตัลในกล่องของขวัญ' },
      price: 800,
      stock: 30,
    },
  ],
  lucky: [
    {
      icon: 'star',
      name: { en: 'Lucky star hoodie', th: 'เสื้อฮู้ดลัคกี้สตาร์' },
      description: { en: 'A soft hoodie with the Lucky star.', th: 'เสื้อฮู้ดผ้านุ่มลายดาว Lucky' },
      price: 2_000,
      stock: 10,
    },
    {
      icon: 'rocket',
      name: { en: 'Rocket desk lamp', th: 'โคมไฟจรวด' },
      description: { en: 'A rocket-shaped desk lamp.', th: 'โคมไฟตั้งโต๊ะรูปจรวด' },
      price: 1_500,
      stock: 15,
    },
    {
      icon: 'coin',
      name: { en: 'Coin bank', th: 'กระปุกออมสินเหรียญ' },
      description: { en: 'A metal coin bank for your winnings.', th: 'กระปุกออมสินโลหะ' },
      price: 600,
      stock: 40,
    },
  ],
};

/** Points rates, the ratio, the mall's items (once) and the demo players' opening points (once, by key). */
export async function seedPoints(
  trx: Transaction<DB>,
  merchantId: number,
  code: MerchantCode,
  copies: readonly string[] = [],
) {
  await trx
    .insertInto('points_settings')
    .values({ merchant_id: merchantId, cash_per_point: CASH_PER_POINT[code], min_convert: 100 })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await trx
    .insertInto('points_rates')
    .values(
      Object.entries(RATES).map(([category, bet]) => ({
        merchant_id: merchantId,
        category,
        bet_per_point: bet,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'category']).doNothing())
    .execute();
  const any = await trx
    .selectFrom('points_items')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!any) {
    await trx
      .insertInto('points_items')
      .values(
        ITEMS[code].map((item, i) => ({
          merchant_id: merchantId,
          name: JSON.stringify(item.name),
          description: JSON.stringify(item.description),
          picture_url: `/assets/art/icons/${item.icon}.svg`,
          price: item.price,
          stock: item.stock,
          sort: i + 1,
        })),
      )
      .execute();
  }
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
        type: 'points.award',
        reference: 'DEMO-POINTS',
        source: 'seed',
        idempotencyKey: `points:${username}`,
        lines: [
          { account: pointsOf(account.id), amount },
          { account: house('points'), amount: -amount },
        ],
      },
      trx,
    );
  }
}
