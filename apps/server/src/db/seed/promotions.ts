import type { MerchantCode } from './catalogue.ts';

export type PromotionDef = {
  key: string;
  sites: readonly MerchantCode[];
  promotionType: 'NEW_MEMBER' | 'DEPOSIT' | 'REBATE' | 'VIP' | 'DAILY' | 'LOTTERY';
  /** Banner art key drawn as the promotion picture. */
  art: string;
  title: { en: string; th: string };
  content: { en: string; th: string };
};

type Copy = { title: string; intro: string; terms: string[]; note: string };

function promo(
  key: string,
  site: MerchantCode,
  promotionType: PromotionDef['promotionType'],
  art: string,
  en: Copy,
  th: Copy,
): PromotionDef {
  const html = (c: Copy) =>
    `<p>${c.intro}</p><ul>${c.terms.map((t) => `<li>${t}</li>`).join('')}</ul><p><strong>${c.note}</strong></p>`;
  return {
    key: `${site}-${key}`,
    sites: [site],
    promotionType,
    art,
    title: { en: en.title, th: th.title },
    content: { en: html(en), th: html(th) },
  };
}

export const PROMOTIONS: readonly PromotionDef[] = [
  promo(
    'welcome',
    'siam',
    'NEW_MEMBER',
    'siam-welcome',
    {
      title: '100% Welcome Bonus up to ฿10,000',
      intro: 'New members double their first deposit.',
      terms: ['Minimum deposit ฿300', 'Turnover 15x bonus plus deposit', 'Valid on slots and fishing games'],
      note: 'Claim within 7 days of registering.',
    },
    {
      title: 'โบนัสต้อนรับ 100% สูงสุด ฿10,000',
      intro: 'สมาชิกใหม่รับโบนัสเท่าตัวจากยอดฝากครั้งแรก',
      terms: ['ฝากขั้นต่ำ ฿300', 'ทำยอดเทิร์น 15 เท่าของโบนัสและยอดฝาก', 'ใช้ได้กับสล็อตและเกมยิงปลา'],
      note: 'กดรับภายใน 7 วันหลังสมัคร',
    },
  ),
  promo(
    'sports-deposit',
    'siam',
    'DEPOSIT',
    'siam-football',
    {
      title: 'Football Deposit Bonus 30%',
      intro: 'Back your team with extra credit every weekend.',
      terms: ['Up to ฿3,000 per week', 'Odds of 1.70 or more count towards turnover', 'Turnover 8x'],
      note: 'Friday to Sunday only.',
    },
    {
      title: 'โบนัสฝากฟุตบอล 30%',
      intro: 'เชียร์ทีมโปรดด้วยเครดิตพิเศษทุกสุดสัปดาห์',
      terms: ['สูงสุด ฿3,000 ต่อสัปดาห์', 'ราคาต่อรอง 1.70 ขึ้นไปนับยอดเทิร์น', 'ทำยอดเทิร์น 8 เท่า'],
      note: 'เฉพาะวันศุกร์ถึงวันอาทิตย์',
    },
  ),
  promo(
    'rebate',
    'siam',
    'REBATE',
    'siam-rebate',
    {
      title: 'Unlimited Daily Rebate',
      intro: 'Every valid bet earns cash back, paid at noon the next day.',
      terms: ['Slots 1.2%', 'Live casino 0.8%', 'Sports, esports, lottery and fishing 1%'],
      note: 'No turnover on rebates.',
    },
    {
      title: 'คืนยอดเสียรายวันไม่อั้น',
      intro: 'ทุกยอดเดิมพันได้รับเงินคืน จ่ายเวลาเที่ยงวันของวันถัดไป',
      terms: ['สล็อต 1.2%', 'คาสิโนสด 0.8%', 'กีฬา อีสปอร์ต หวย และยิงปลา 1%'],
      note: 'เงินคืนไม่ต้องทำยอดเทิร์น',
    },
  ),
  promo(
    'vip',
    'siam',
    'VIP',
    'siam-vip',
    {
      title: 'VIP Royal Club',
      intro: 'Climb six VIP levels as you play.',
      terms: [
        'Birthday gift up to ฿8,888',
        'Priority withdrawals',
        'A personal account manager from Gold level',
      ],
      note: 'Levels are reviewed on the first day of each month.',
    },
    {
      title: 'วีไอพี รอยัลคลับ',
      intro: 'เลื่อนระดับวีไอพีได้ 6 ขั้นตามการเล่น',
      terms: ['ของขวัญวันเกิดสูงสุด ฿8,888', 'ถอนเงินก่อนใคร', 'ผู้ดูแลบัญชีส่วนตัวตั้งแต่ระดับโกลด์'],
      note: 'ปรับระดับทุกวันที่ 1 ของเดือน',
    },
  ),
  promo(
    'daily',
    'siam',
    'DAILY',
    'siam-daily',
    {
      title: 'Daily Reload 20%',
      intro: 'Your first deposit of each day earns a 20% bonus.',
      terms: ['Up to ฿2,000 per day', 'Turnover 10x', 'Resets at 00:00 Bangkok time'],
      note: 'One claim per account per day.',
    },
    {
      title: 'โบนัสฝากรายวัน 20%',
      intro: 'ฝากครั้งแรกของทุกวันรับโบนัส 20%',
      terms: ['สูงสุด ฿2,000 ต่อวัน', 'ทำยอดเทิร์น 10 เท่า', 'เริ่มใหม่เวลา 00:00 น. ตามเวลากรุงเทพฯ'],
      note: 'รับได้วันละหนึ่งครั้งต่อบัญชี',
    },
  ),
  promo(
    'lotto',
    'siam',
    'LOTTERY',
    'siam-lotto',
    {
      title: 'Thai Lotto Pays 900x',
      intro: 'Top payouts on government and Yee Kee draws.',
      terms: ['3 top digits pay 900x', '2 bottom digits pay 92x', 'Bets from ฿1'],
      note: 'Results are posted the moment a draw closes.',
    },
    {
      title: 'หวยไทยจ่ายสูงสุด 900 บาท',
      intro: 'อัตราจ่ายสูงสุดทั้งหวยรัฐบาลและยี่กี',
      terms: ['3 ตัวบนจ่าย 900', '2 ตัวล่างจ่าย 92', 'แทงขั้นต่ำ ฿1'],
      note: 'ประกาศผลทันทีเมื่อปิดงวด',
    },
  ),
  promo(
    'welcome',
    'lucky',
    'NEW_MEMBER',
    'lucky-welcome',
    {
      title: 'Lucky Start Pack: $500 + 100 Spins',
      intro: 'Three deposit bonuses for new players.',
      terms: [
        '1st deposit 100% up to $200',
        '2nd deposit 50% up to $150',
        '3rd deposit 50% up to $150 plus 100 free spins',
      ],
      note: 'Wagering 30x within 21 days.',
    },
    {
      title: 'แพ็กเริ่มต้นนำโชค: $500 + ฟรีสปิน 100 ครั้ง',
      intro: 'โบนัสฝากสามครั้งสำหรับผู้เล่นใหม่',
      terms: [
        'ฝากครั้งแรก 100% สูงสุด $200',
        'ฝากครั้งที่สอง 50% สูงสุด $150',
        'ฝากครั้งที่สาม 50% สูงสุด $150 พร้อมฟรีสปิน 100 ครั้ง',
      ],
      note: 'ทำยอดเทิร์น 30 เท่าภายใน 21 วัน',
    },
  ),
  promo(
    'reload',
    'lucky',
    'DEPOSIT',
    'lucky-reload',
    {
      title: 'Second Deposit 50%',
      intro: 'Come back for more with a bigger balance.',
      terms: ['Minimum deposit $20', 'Up to $150', 'Slots count 100% towards wagering'],
      note: 'Once per account.',
    },
    {
      title: 'ฝากครั้งที่สองรับ 50%',
      intro: 'กลับมาเล่นต่อด้วยยอดเงินที่มากขึ้น',
      terms: ['ฝากขั้นต่ำ $20', 'สูงสุด $150', 'สล็อตนับยอดเทิร์น 100%'],
      note: 'รับได้ครั้งเดียวต่อบัญชี',
    },
  ),
  promo(
    'cashback',
    'lucky',
    'REBATE',
    'lucky-cashback',
    {
      title: '10% Weekly Cashback',
      intro: 'Net losses from Monday to Sunday come back every Monday.',
      terms: ['Minimum net loss $50', 'Up to $1,000', 'No wagering on cashback'],
      note: 'Paid automatically before noon.',
    },
    {
      title: 'คืนยอดเสีย 10% ทุกสัปดาห์',
      intro: 'ยอดเสียสุทธิวันจันทร์ถึงอาทิตย์คืนให้ทุกวันจันทร์',
      terms: ['ยอดเสียขั้นต่ำ $50', 'สูงสุด $1,000', 'ไม่ต้องทำยอดเทิร์น'],
      note: 'จ่ายอัตโนมัติก่อนเที่ยง',
    },
  ),
  promo(
    'vip',
    'lucky',
    'VIP',
    'lucky-vip',
    {
      title: 'Star VIP Lounge',
      intro: 'Invitation-only perks for our most loyal players.',
      terms: ['Personal host', 'Higher withdrawal limits', 'Monthly reload bonus'],
      note: 'Invitations are sent by e-mail.',
    },
    {
      title: 'สตาร์ วีไอพี เลานจ์',
      intro: 'สิทธิพิเศษเฉพาะผู้ได้รับเชิญสำหรับผู้เล่นประจำ',
      terms: ['ผู้ดูแลส่วนตัว', 'วงเงินถอนสูงขึ้น', 'โบนัสเติมเงินรายเดือน'],
      note: 'ส่งคำเชิญทางอีเมล',
    },
  ),
  promo(
    'daily',
    'lucky',
    'DAILY',
    'lucky-daily',
    {
      title: 'Daily Free Spins',
      intro: 'Log in and deposit each day for 20 spins on Cosmic Gems.',
      terms: ['Minimum deposit $10', 'Spins valued at $0.20', 'Winnings wagered 20x'],
      note: 'Spins expire at midnight.',
    },
    {
      title: 'ฟรีสปินทุกวัน',
      intro: 'เข้าสู่ระบบและฝากเงินทุกวันรับ 20 สปินในเกม Cosmic Gems',
      terms: ['ฝากขั้นต่ำ $10', 'มูลค่าสปินละ $0.20', 'เงินรางวัลทำยอดเทิร์น 20 เท่า'],
      note: 'สปินหมดอายุเวลาเที่ยงคืน',
    },
  ),
];
