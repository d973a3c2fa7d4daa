import { bannerUrl } from './banners.ts';
import type { MerchantCode } from './catalogue.ts';
import { LUCKY_NOTICES, NOTICES, type NoticeText } from './notices.ts';

export type Localized = { en: string; th: string };

export type AnnouncementDef = {
  seedKey: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: Localized;
  content: Localized;
  /** Days from the seed time; negative is in the past. */
  startDays: number;
  /** Null: no end. */
  endDays: number | null;
  promotionType: string | null;
  execution: 'A' | 'B' | 'F';
  groupName: string | null;
  imageUrl: string | null;
  url: string | null;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'GAME';
  sort: number;
  /** Agents only (the agent centre's announcements); every visitor when absent. */
  audience?: 'all' | 'agents';
};

const base = {
  startDays: -30,
  endDays: null,
  promotionType: null,
  execution: 'B',
  groupName: null,
  imageUrl: null,
  url: null,
  linkageType: 'NONE',
  sort: 0,
} as const;

const p = (text: string) => `<p>${text}</p>`;

/** A banner: its wordless picture, and the headline and sub-line the portal writes over it. */
type BannerSpec = [
  key: string,
  group: string,
  title: Localized,
  sub: Localized,
  linkage: AnnouncementDef['linkageType'],
  url: string | null,
];

function banners(list: BannerSpec[]): AnnouncementDef[] {
  return list.map(([key, group, title, sub, linkageType, url], i) => ({
    ...base,
    seedKey: `banner-${key}`,
    type: 'B',
    title,
    content: { en: p(sub.en), th: p(sub.th) },
    groupName: group,
    imageUrl: bannerUrl(key),
    url,
    linkageType,
    sort: i + 1,
  }));
}

function notices(merchant: MerchantCode, list: readonly NoticeText[]): AnnouncementDef[] {
  return list.map((n, i) => ({
    ...base,
    seedKey: `notice-${merchant}-${i + 1}`,
    type: 'PL',
    title: n.title,
    content: n.content,
    startDays: -(i * 2 + 1),
    sort: i + 1,
  }));
}

const timing: AnnouncementDef[] = [
  {
    ...base,
    seedKey: 'notice-expired',
    type: 'PL',
    title: { en: 'Songkran Festival Bonus (ended)', th: 'โบนัสเทศกาลสงกรานต์ (สิ้นสุดแล้ว)' },
    content: { en: p('This promotion has ended.'), th: p('โปรโมชั่นนี้สิ้นสุดแล้ว') },
    startDays: -60,
    endDays: -10,
    sort: 90,
  },
  {
    ...base,
    seedKey: 'notice-scheduled',
    type: 'PL',
    title: { en: 'New Year Countdown Tournament', th: 'ทัวร์นาเมนต์นับถอยหลังปีใหม่' },
    content: {
      en: p('Registration opens soon. <strong>Prize pool 1,000,000</strong>.'),
      th: p('เปิดรับสมัครเร็ว ๆ นี้ <strong>เงินรางวัลรวม 1,000,000</strong>'),
    },
    startDays: 20,
    endDays: 50,
    sort: 91,
  },
];

type PopupCopy = { title: Localized; content: Localized };

/** A merchant's three popups (visitors, members, first login): each site's own offer, in its own words. */
const POPUP_COPY: Record<MerchantCode, Record<'B' | 'A' | 'F', PopupCopy>> = {
  siam: {
    B: {
      title: { en: 'Welcome to Siam Royal', th: 'ยินดีต้อนรับสู่ Siam Royal' },
      content: {
        en: `${p('Register today and join the <strong>100% first deposit bonus</strong>.')}<ul><li>Fast deposits</li><li>24/7 support</li><li>Over 80 games</li></ul>`,
        th: `${p('สมัครวันนี้และเข้าร่วม <strong>โบนัสฝากแรก 100%</strong>')}<ul><li>ฝากเงินรวดเร็ว</li><li>บริการ 24 ชั่วโมง</li><li>เกมมากกว่า 80 เกม</li></ul>`,
      },
    },
    A: {
      title: { en: 'Daily reload 20%', th: 'โบนัสฝากรายวัน 20%' },
      content: {
        en: p(
          'Join the <strong>Daily Reload</strong> once: your first deposit of ฿300 or more each day earns 20%.',
        ),
        th: p('กดเข้าร่วม <strong>โบนัสฝากรายวัน</strong> ครั้งเดียว ฝากครั้งแรกของวันตั้งแต่ ฿300 รับ 20%'),
      },
    },
    F: {
      title: { en: 'Your account is ready', th: 'บัญชีของคุณพร้อมใช้งานแล้ว' },
      content: {
        en: p('Add a bank account in the member centre to make your first withdrawal faster.'),
        th: p('เพิ่มบัญชีธนาคารในศูนย์สมาชิกเพื่อให้การถอนเงินครั้งแรกรวดเร็วขึ้น'),
      },
    },
  },
  lucky: {
    B: {
      title: { en: 'Welcome to Lucky Star', th: 'ยินดีต้อนรับสู่ Lucky Star' },
      content: {
        en: `${p('Sign up today and join <strong>Lucky Start: 100% of your first deposit up to $200</strong>.')}<ul><li>Deposits from $10</li><li>Slots, live tables and fishing games</li><li>Friendly support around the clock</li></ul>`,
        th: `${p('สมัครวันนี้และเข้าร่วม <strong>เริ่มต้นนำโชค: 100% ของยอดฝากแรก สูงสุด $200</strong>')}<ul><li>ฝากขั้นต่ำเพียง $10</li><li>สล็อต คาสิโนสด และเกมยิงปลา</li><li>ทีมงานพร้อมดูแลตลอดเวลา</li></ul>`,
      },
    },
    A: {
      title: { en: 'Weekly reload 50%', th: 'โบนัสเติมเงินรายสัปดาห์ 50%' },
      content: {
        en: p(
          'Join the <strong>Weekly Reload</strong> once: your first deposit of $20 or more each week earns 50%.',
        ),
        th: p('กดเข้าร่วม <strong>โบนัสเติมเงินรายสัปดาห์</strong> ครั้งเดียว ฝากครั้งแรกของสัปดาห์ตั้งแต่ $20 รับ 50%'),
      },
    },
    F: {
      title: { en: 'Your Lucky Star account is ready', th: 'บัญชี Lucky Star ของคุณพร้อมแล้ว' },
      content: {
        en: p(
          'Join <strong>Lucky Start</strong> on the promotions page before your first deposit of $20 or more.',
        ),
        th: p('กดเข้าร่วม <strong>เริ่มต้นนำโชค</strong> ในหน้าโปรโมชั่นก่อนฝากเงินครั้งแรกตั้งแต่ $20'),
      },
    },
  },
};

function popups(merchant: MerchantCode): AnnouncementDef[] {
  const copy = POPUP_COPY[merchant];
  return [
    { ...base, seedKey: 'popup-visitor', type: 'PU', execution: 'B', ...copy.B },
    { ...base, seedKey: 'popup-member', type: 'PU', execution: 'A', ...copy.A },
    { ...base, seedKey: 'popup-first-login', type: 'PU', execution: 'F', ...copy.F },
  ];
}

const helpNotices: AnnouncementDef[] = [
  {
    ...base,
    seedKey: 'help-deposit-times',
    type: 'H',
    title: { en: 'Deposit processing times', th: 'ระยะเวลาการฝากเงิน' },
    content: {
      en: p('Bank transfers are credited within <strong>3 minutes</strong> on average, 24 hours a day.'),
      th: p('การโอนผ่านธนาคารเข้าบัญชีภายใน <strong>3 นาที</strong> โดยเฉลี่ย ตลอด 24 ชั่วโมง'),
    },
  },
  {
    ...base,
    seedKey: 'help-bank-maintenance',
    type: 'H',
    title: { en: 'Bank maintenance windows', th: 'ช่วงเวลาปิดปรับปรุงของธนาคาร' },
    content: {
      en: p(
        'Some banks pause transfers between 23:00 and 02:00. Deposits made then are credited once the bank is back.',
      ),
      th: p('บางธนาคารหยุดให้บริการโอนระหว่าง 23:00 ถึง 02:00 รายการในช่วงนั้นจะเข้าบัญชีเมื่อธนาคารกลับมาให้บริการ'),
    },
  },
];

/** The agent centre's announcements (issue 17): agents only, Siam's. */
const agentNotices: AnnouncementDef[] = [
  {
    ...base,
    seedKey: 'agent-commission-day',
    type: 'PL',
    audience: 'agents',
    title: { en: 'Team reports refresh every hour', th: 'รายงานทีมอัปเดตทุกชั่วโมง' },
    content: {
      en: p('Team overview and profit and loss now show your downlines <strong>hour by hour</strong>.'),
      th: p('ภาพรวมทีมและกำไรขาดทุนแสดงข้อมูลดาวน์ไลน์ของคุณ<strong>รายชั่วโมง</strong>แล้ว'),
    },
  },
  {
    ...base,
    seedKey: 'agent-links',
    type: 'PL',
    audience: 'agents',
    title: { en: 'Share your affiliate links', th: 'แชร์ลิงก์แนะนำของคุณ' },
    content: {
      en: p('Create up to 20 links in the register centre: players and agents who sign up join your team.'),
      th: p('สร้างลิงก์ได้สูงสุด 20 ลิงก์ในศูนย์สมัครสมาชิก ผู้เล่นและเอเย่นต์ที่สมัครผ่านลิงก์จะอยู่ในทีมของคุณ'),
    },
  },
];

const siamBanners: BannerSpec[] = [
  [
    'siam-welcome',
    'w_home',
    { en: '100% Welcome Bonus', th: 'โบนัสต้อนรับ 100%' },
    { en: 'Double your first deposit up to ฿1,000', th: 'รับโบนัสเท่าตัวจากยอดฝากแรก สูงสุด ฿1,000' },
    'ROUTE',
    '/promotions',
  ],
  [
    'siam-dragon',
    'w_home',
    { en: 'Dragon Fortune', th: 'ดราก้อนฟอร์จูน' },
    { en: 'Spin the dragon reels for a fortune', th: 'หมุนวงล้อมังกร ลุ้นโชคก้อนใหญ่' },
    'GAME',
    'HOUSE/DRAGON_FORTUNE',
  ],
  [
    'siam-live',
    'w_home',
    { en: 'Live Baccarat Nights', th: 'บาคาร่าสดทุกคืน' },
    { en: 'Baccarat tables open around the clock', th: 'โต๊ะบาคาร่าเปิดตลอด 24 ชั่วโมง' },
    'ROUTE',
    '/live',
  ],
  [
    'siam-football',
    'w_home',
    { en: 'Football Weekend', th: 'ฟุตบอลสุดสัปดาห์' },
    { en: 'Follow every big match of the weekend', th: 'ติดตามทุกบิ๊กแมตช์สุดสัปดาห์' },
    'URL',
    'https://www.livescore.com',
  ],
  [
    'siam-login',
    'w_login',
    { en: 'Welcome Back', th: 'ยินดีต้อนรับกลับมา' },
    { en: 'Your favourite games are waiting', th: 'เกมโปรดของคุณรออยู่' },
    'NONE',
    null,
  ],
  [
    'siam-register',
    'w_register',
    { en: 'Join Siam Royal', th: 'สมัครสมาชิก Siam Royal' },
    { en: 'Sign up in a minute and start playing', th: 'สมัครง่ายในหนึ่งนาที เริ่มเล่นได้ทันที' },
    'NONE',
    null,
  ],
  [
    'siam-forget',
    'w_forget',
    { en: 'Reset your password', th: 'รีเซ็ตรหัสผ่าน' },
    { en: 'Set a new one by phone or e-mail', th: 'ตั้งรหัสใหม่ผ่านโทรศัพท์หรืออีเมล' },
    'NONE',
    null,
  ],
];

const luckyBanners: BannerSpec[] = [
  [
    'lucky-welcome',
    'w_home',
    { en: 'Lucky Start', th: 'เริ่มต้นนำโชค' },
    { en: 'Double your first deposit up to $200', th: 'รับโบนัสเท่าตัวจากยอดฝากแรก สูงสุด $200' },
    'ROUTE',
    '/promotions',
  ],
  [
    'lucky-login',
    'w_login',
    { en: 'Good to See You', th: 'ยินดีที่ได้พบคุณอีกครั้ง' },
    { en: 'Spin, win and cash out fast', th: 'หมุน ลุ้น และถอนเงินได้รวดเร็ว' },
    'NONE',
    null,
  ],
  [
    'lucky-register',
    'w_register',
    { en: 'Join Lucky Star', th: 'สมัครสมาชิก Lucky Star' },
    { en: 'Sign up today, play in a minute', th: 'สมัครวันนี้ เล่นได้ในหนึ่งนาที' },
    'NONE',
    null,
  ],
  [
    'lucky-forget',
    'w_forget',
    { en: 'Forgot Password?', th: 'ลืมรหัสผ่าน?' },
    { en: 'Set a new one by phone or e-mail', th: 'ตั้งรหัสใหม่ผ่านโทรศัพท์หรืออีเมล' },
    'NONE',
    null,
  ],
];

export function announcementsFor(merchant: MerchantCode): AnnouncementDef[] {
  const siam = merchant === 'siam';
  return [
    ...banners(siam ? siamBanners : luckyBanners),
    ...notices(merchant, siam ? NOTICES : LUCKY_NOTICES),
    ...timing,
    ...popups(merchant),
    ...helpNotices,
    ...(siam ? agentNotices : []),
  ];
}
