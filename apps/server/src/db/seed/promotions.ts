import type { MerchantCode } from './catalogue.ts';

/**
 * The demo's promotions (issue 18, decision 0030): each is a real promotion of the promotions engine and
 * its texts say only what the engine pays. The rebate promotion describes the rebates module's daily
 * rebate at the spec's rates; it pays nothing itself.
 */
export type PromotionSeed = {
  key: string;
  type: 'welcome' | 'reload' | 'rebate' | 'signup' | 'custom';
  audience: { kind: 'merchant' } | { kind: 'newMembers'; days: number };
  /** Banner art key drawn as the promotion picture. */
  art: string;
  rules: {
    minDeposit: number;
    percent: number;
    cap: number;
    fixedAmount: number;
    expiryDays: number;
    periodDays: number;
    automatic: boolean;
  };
  turnoverMultiplier: number;
  categoryWeights: Record<string, number>;
  forfeitRule: 'bonus' | 'bonus_and_winnings';
  title: { en: string; th: string };
  content: { en: string; th: string };
};

type Copy = { title: string; intro: string; terms: string[]; note: string };

const NO_RULES = {
  minDeposit: 0,
  percent: 0,
  cap: 0,
  fixedAmount: 0,
  expiryDays: 0,
  periodDays: 0,
  automatic: false,
};

function promo(
  key: string,
  shape: Omit<PromotionSeed, 'key' | 'title' | 'content' | 'rules'> & {
    rules: Partial<PromotionSeed['rules']>;
  },
  en: Copy,
  th: Copy,
): PromotionSeed {
  const html = (c: Copy) =>
    `<p>${c.intro}</p><ul>${c.terms.map((t) => `<li>${t}</li>`).join('')}</ul><p><strong>${c.note}</strong></p>`;
  return {
    key,
    ...shape,
    rules: { ...NO_RULES, ...shape.rules },
    title: { en: en.title, th: th.title },
    content: { en: html(en), th: html(th) },
  };
}

const ALL = { kind: 'merchant' } as const;
/** Only sports and esports bets count towards the football reload's turnover. */
const SPORTS_ONLY = { RNG: 0, LIVE: 0, FISH: 0, LOTT: 0, ELOTT: 0, PVP: 0, SPORTS: 100, ESPORTS: 100 };

const rebate = (key: string, art: string, paid: { en: string; th: string }) =>
  promo(
    key,
    {
      type: 'rebate',
      audience: ALL,
      art,
      rules: {},
      turnoverMultiplier: 0,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'Daily Rebate',
      intro: "Every valid bet earns a rebate, paid the next day on the previous day's valid bets.",
      terms: [
        'Slots 1.2%',
        'Live casino 0.8%',
        'Sports, esports, lottery, e-lottery and fishing 1%',
        'Poker and card games: no rebate',
      ],
      note: paid.en,
    },
    {
      title: 'เงินคืนรายวัน',
      intro: 'ทุกยอดเดิมพันที่ถูกต้องได้รับเงินคืน จ่ายวันถัดไปจากยอดเดิมพันของวันก่อนหน้า',
      terms: [
        'สล็อต 1.2%',
        'คาสิโนสด 0.8%',
        'กีฬา อีสปอร์ต หวย หวยออนไลน์ และยิงปลา 1%',
        'โป๊กเกอร์และเกมไพ่: ไม่มีเงินคืน',
      ],
      note: paid.th,
    },
  );

const SIAM: readonly PromotionSeed[] = [
  promo(
    'welcome',
    {
      type: 'welcome',
      audience: ALL,
      art: 'siam-welcome',
      rules: { minDeposit: 100_00, percent: 100, cap: 1_000_00, expiryDays: 30 },
      turnoverMultiplier: 2,
      categoryWeights: {},
      forfeitRule: 'bonus_and_winnings',
    },
    {
      title: '100% First Deposit Bonus up to ฿1,000',
      intro: 'Join, then make your first deposit: we add 100% of it at once.',
      terms: [
        'Minimum first deposit ฿100, bonus up to ฿1,000',
        'Play the bonus 2 times in valid bets within 30 days before withdrawing',
        'Every game counts; a round bet on both sides counts nothing',
      ],
      note: 'Forfeiting the bonus takes back the bonus and its winnings.',
    },
    {
      title: 'โบนัสฝากแรก 100% สูงสุด ฿1,000',
      intro: 'กดเข้าร่วม แล้วฝากเงินครั้งแรก รับโบนัส 100% ทันที',
      terms: [
        'ฝากครั้งแรกขั้นต่ำ ฿100 โบนัสสูงสุด ฿1,000',
        'ทำยอดเดิมพัน 2 เท่าของโบนัสภายใน 30 วันก่อนถอนเงิน',
        'นับทุกเกม การแทงทั้งสองฝั่งในรอบเดียวกันไม่นับยอด',
      ],
      note: 'การสละโบนัสจะหักโบนัสและเงินรางวัลจากโบนัสคืน',
    },
  ),
  promo(
    'daily',
    {
      type: 'reload',
      audience: ALL,
      art: 'siam-daily',
      rules: { minDeposit: 300_00, percent: 20, cap: 2_000_00, periodDays: 1, expiryDays: 7 },
      turnoverMultiplier: 5,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'Daily Reload 20%',
      intro: 'Join once: your first deposit of ฿300 or more each day earns a 20% bonus.',
      terms: [
        'Up to ฿2,000 per day',
        'Turnover 5 times the bonus within 7 days',
        'Days start at 00:00 Bangkok time',
      ],
      note: 'One bonus per account per day.',
    },
    {
      title: 'โบนัสฝากรายวัน 20%',
      intro: 'กดเข้าร่วมครั้งเดียว ฝากครั้งแรกของวันตั้งแต่ ฿300 รับโบนัส 20%',
      terms: ['สูงสุด ฿2,000 ต่อวัน', 'ทำยอดเทิร์น 5 เท่าของโบนัสภายใน 7 วัน', 'เริ่มวันใหม่เวลา 00:00 น. ตามเวลากรุงเทพฯ'],
      note: 'รับได้วันละหนึ่งครั้งต่อบัญชี',
    },
  ),
  promo(
    'sports-deposit',
    {
      type: 'reload',
      audience: ALL,
      art: 'siam-football',
      rules: { minDeposit: 500_00, percent: 30, cap: 3_000_00, periodDays: 7, expiryDays: 7 },
      turnoverMultiplier: 8,
      categoryWeights: SPORTS_ONLY,
      forfeitRule: 'bonus',
    },
    {
      title: 'Football Reload 30% Weekly',
      intro: 'Join once: your first deposit of ฿500 or more each week earns a 30% bonus for sports.',
      terms: [
        'Up to ฿3,000 per week',
        'Turnover 8 times the bonus within 7 days',
        'Only sports and esports bets count',
      ],
      note: 'One bonus per account per week.',
    },
    {
      title: 'โบนัสฟุตบอล 30% รายสัปดาห์',
      intro: 'กดเข้าร่วมครั้งเดียว ฝากครั้งแรกของสัปดาห์ตั้งแต่ ฿500 รับโบนัส 30% สำหรับกีฬา',
      terms: ['สูงสุด ฿3,000 ต่อสัปดาห์', 'ทำยอดเทิร์น 8 เท่าของโบนัสภายใน 7 วัน', 'นับเฉพาะการเดิมพันกีฬาและอีสปอร์ต'],
      note: 'รับได้สัปดาห์ละหนึ่งครั้งต่อบัญชี',
    },
  ),
  promo(
    'signup',
    {
      type: 'signup',
      audience: { kind: 'newMembers', days: 30 },
      art: 'siam-vip',
      rules: { minDeposit: 200_00, fixedAmount: 50_00, expiryDays: 14 },
      turnoverMultiplier: 1,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'New Member Reward ฿50',
      intro:
        'For members who registered in the last 30 days: sign up here, deposit ฿200 or more, then claim ฿50.',
      terms: [
        'Sign up first, then deposit',
        'Claim the reward from this page',
        'Turnover 1 time the reward within 14 days',
      ],
      note: 'One reward per account.',
    },
    {
      title: 'รางวัลสมาชิกใหม่ ฿50',
      intro: 'สำหรับสมาชิกที่สมัครภายใน 30 วัน: ลงชื่อที่นี่ ฝากตั้งแต่ ฿200 แล้วกดรับ ฿50',
      terms: ['ลงชื่อก่อน แล้วจึงฝากเงิน', 'กดรับรางวัลจากหน้านี้', 'ทำยอดเทิร์น 1 เท่าของรางวัลภายใน 14 วัน'],
      note: 'รับได้ครั้งเดียวต่อบัญชี',
    },
  ),
  promo(
    'big-win',
    {
      type: 'custom',
      audience: ALL,
      art: 'siam-lotto',
      rules: { fixedAmount: 100_00, expiryDays: 14 },
      turnoverMultiplier: 1,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'Share Your Big Win: ฿100',
      intro: 'Won 50 times your stake or more? Apply with a screenshot and a comment.',
      terms: [
        'Up to 3 PNG or JPG images, 5 MB each',
        'Our team reviews each application',
        'Turnover 1 time the bonus within 14 days',
      ],
      note: 'One application per account.',
    },
    {
      title: 'แชร์ชัยชนะครั้งใหญ่ รับ ฿100',
      intro: 'ชนะ 50 เท่าของยอดแทงขึ้นไป? สมัครพร้อมภาพหน้าจอและความคิดเห็น',
      terms: [
        'รูป PNG หรือ JPG ไม่เกิน 3 รูป รูปละไม่เกิน 5 MB',
        'ทีมงานตรวจสอบทุกใบสมัคร',
        'ทำยอดเทิร์น 1 เท่าของโบนัสภายใน 14 วัน',
      ],
      note: 'สมัครได้ครั้งเดียวต่อบัญชี',
    },
  ),
  rebate('rebate', 'siam-rebate', {
    en: 'Paid daily at noon, Bangkok time. No turnover on rebates.',
    th: 'จ่ายทุกวันเวลาเที่ยง ตามเวลากรุงเทพฯ เงินคืนไม่ต้องทำยอดเทิร์น',
  }),
];

const LUCKY: readonly PromotionSeed[] = [
  promo(
    'welcome',
    {
      type: 'welcome',
      audience: ALL,
      art: 'lucky-welcome',
      rules: { minDeposit: 20_00, percent: 100, cap: 200_00, expiryDays: 21 },
      turnoverMultiplier: 5,
      categoryWeights: {},
      forfeitRule: 'bonus_and_winnings',
    },
    {
      title: 'Lucky Start: 100% up to $200',
      intro: 'Join, then make your first deposit: we double it at once.',
      terms: [
        'Minimum first deposit $20, bonus up to $200',
        'Wagering 5 times the bonus within 21 days',
        'Every game counts',
      ],
      note: 'Forfeiting the bonus takes back the bonus and its winnings.',
    },
    {
      title: 'เริ่มต้นนำโชค: 100% สูงสุด $200',
      intro: 'กดเข้าร่วม แล้วฝากเงินครั้งแรก รับโบนัสเท่าตัวทันที',
      terms: ['ฝากครั้งแรกขั้นต่ำ $20 โบนัสสูงสุด $200', 'ทำยอดเทิร์น 5 เท่าของโบนัสภายใน 21 วัน', 'นับทุกเกม'],
      note: 'การสละโบนัสจะหักโบนัสและเงินรางวัลจากโบนัสคืน',
    },
  ),
  promo(
    'reload',
    {
      type: 'reload',
      audience: ALL,
      art: 'lucky-reload',
      rules: { minDeposit: 20_00, percent: 50, cap: 150_00, periodDays: 7, expiryDays: 7 },
      turnoverMultiplier: 5,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'Weekly Reload 50%',
      intro: 'Join once: your first deposit of $20 or more each week earns 50%.',
      terms: ['Up to $150 per week', 'Wagering 5 times the bonus within 7 days', 'Every game counts'],
      note: 'One bonus per account per week.',
    },
    {
      title: 'โบนัสเติมเงินรายสัปดาห์ 50%',
      intro: 'กดเข้าร่วมครั้งเดียว ฝากครั้งแรกของสัปดาห์ตั้งแต่ $20 รับ 50%',
      terms: ['สูงสุด $150 ต่อสัปดาห์', 'ทำยอดเทิร์น 5 เท่าของโบนัสภายใน 7 วัน', 'นับทุกเกม'],
      note: 'รับได้สัปดาห์ละหนึ่งครั้งต่อบัญชี',
    },
  ),
  promo(
    'lucky-shot',
    {
      type: 'custom',
      audience: ALL,
      art: 'lucky-daily',
      rules: { fixedAmount: 10_00, expiryDays: 14 },
      turnoverMultiplier: 1,
      categoryWeights: {},
      forfeitRule: 'bonus',
    },
    {
      title: 'Lucky Shot: $10',
      intro: 'Send us a screenshot of your luckiest spin with a comment.',
      terms: [
        'Up to 3 PNG or JPG images, 5 MB each',
        'Our team reviews each application',
        'Wagering 1 time the bonus',
      ],
      note: 'One application per account.',
    },
    {
      title: 'ลัคกี้ช็อต: $10',
      intro: 'ส่งภาพหน้าจอสปินที่โชคดีที่สุดพร้อมความคิดเห็น',
      terms: ['รูป PNG หรือ JPG ไม่เกิน 3 รูป รูปละไม่เกิน 5 MB', 'ทีมงานตรวจสอบทุกใบสมัคร', 'ทำยอดเทิร์น 1 เท่าของโบนัส'],
      note: 'สมัครได้ครั้งเดียวต่อบัญชี',
    },
  ),
  rebate('cashback', 'lucky-cashback', {
    en: 'Paid daily at noon, site time. No wagering on rebates.',
    th: 'จ่ายทุกวันเวลาเที่ยง ตามเวลาของเว็บไซต์ เงินคืนไม่ต้องทำยอดเทิร์น',
  }),
];

export function promotionsFor(merchant: MerchantCode): readonly PromotionSeed[] {
  return merchant === 'siam' ? SIAM : LUCKY;
}
