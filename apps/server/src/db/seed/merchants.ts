import type {
  CustomerService,
  FeatureNode,
  RegisterFieldRule,
  RegisterSettings,
  Resource,
} from '@portal/contracts/system';
import { REGISTER_FIELDS } from '@portal/contracts/system';
import type { MerchantSettings } from '../../platform/merchant.ts';
import type { MerchantCode, Motif } from './catalogue.ts';
import { LUCKY_LANGUAGES, SIAM_LANGUAGES } from './languages.ts';

export type MerchantDef = {
  code: MerchantCode;
  name: string;
  brand: {
    name: string;
    logoUrl: string;
    faviconUrl: string;
    primaryColor: string;
    accentColor: string;
    defaultTheme: 'dark' | 'light';
  };
  /** Brand-art colours: favicon plate, wordmark ink, tagline; the emblem drawn beside the wordmark. */
  logoInk: { plate: string; ink: string; tagline: string; emblem: Motif; slogan: string };
  languages: readonly string[];
  defaultLanguage: string;
  currency: string;
  currencySymbol: string;
  /** Limits quoted by the help centre, in display form. */
  limits: { minDeposit: string; minWithdraw: string };
  features: FeatureNode[];
  registerSettings: RegisterSettings;
  resources: Resource[];
  customerService: CustomerService[];
  settings: MerchantSettings;
  domains: ReadonlyArray<{ domain: string; main: boolean }>;
};

const on = (modId: string, ...childrenNodes: FeatureNode[]): FeatureNode => ({
  modId,
  enabled: '1',
  childrenNodes,
});
const off = (modId: string, ...childrenNodes: FeatureNode[]): FeatureNode => ({
  modId,
  enabled: '0',
  childrenNodes,
});
const flag = (enabled: boolean) => (enabled ? on : off);

type FeatureChoices = {
  smsLogin: boolean;
  freePlay: boolean;
  mobileReg: boolean;
  join: boolean;
  hourly: boolean;
};

function featureTree(c: FeatureChoices): FeatureNode[] {
  return [
    on(
      'COMM3',
      on('CAPTCHA3'),
      on('VERIFICATION3', off('LOGINIPVERF3')),
      on('PROFPIC3'),
      on('INBOX3'),
      on('FEEDBACK3'),
      on('APPDL3'),
      on('PROMO3'),
      flag(c.join)('JOIN3'),
      flag(c.smsLogin)('SMSLOGIN3'),
      flag(c.freePlay)('FREEPLAY3'),
    ),
    on(
      'REG3',
      flag(c.mobileReg)('MOBILENUMREG3'),
      flag(c.mobileReg)('REGMOBVERF3'),
      on('REGBTN3'),
      on('AFFMAN3'),
      on('REFERRAL3'),
    ),
    on('PASS3', flag(c.mobileReg)('PWRESETSMS3'), on('CHNGPASSVERIF3')),
    on('GAMELO3', on('GAMELOHOT3'), on('GAMELOFAV3'), on('GAMELOREC3')),
    on('FUNDTRANS3', on('MEMTRANS3')),
    on('REWCEN3', on('PTSYS3', flag(c.join)('PTMALL3'))),
    on(
      'AGENTPOLICY3',
      on('SIGNCONDIV3'),
      on('DAILYSALCONT3'),
      flag(c.hourly)('HOURSAL3'),
      flag(c.hourly)('RTSALARY3'),
    ),
  ];
}

// Pattern ids used here: 1 length only, 3 letters and digits, 4 digits only, 8 Thai or English,
// 11 mailbox, 13 password with upper, lower, digit and symbol.
type RuleShape = Omit<RegisterFieldRule, 'field'>;
const rule = (
  enabled: boolean,
  required: boolean,
  min: number,
  max: number,
  patternId = 0,
  acceptedPattern = '*',
) => ({
  enabled,
  required,
  min,
  max,
  patternId,
  acceptedPattern,
});

function registerRules(overrides: Partial<Record<string, RuleShape>>): RegisterFieldRule[] {
  const base: Record<string, RuleShape> = {
    username: rule(true, true, 6, 16, 3, 'A-Za-z0-9'),
    password: rule(true, true, 8, 20, 13),
    payeeName: rule(true, false, 2, 50, 8),
    paymentPassword: rule(false, false, 6, 6, 4, '0-9'),
    qqNum: rule(false, false, 5, 12, 4, '0-9'),
    line: rule(true, false, 3, 30, 1),
    whatsapp: rule(false, false, 6, 15, 4, '0-9'),
    facebook: rule(false, false, 3, 50, 1),
    wechat: rule(false, false, 3, 30, 1),
    idNumber: rule(false, false, 13, 13, 4, '0-9'),
    email: rule(true, false, 6, 60, 11),
    mobileNum: rule(true, true, 9, 10, 4, '0-9'),
    recommenderId: rule(true, false, 4, 20, 3, 'A-Za-z0-9'),
    affiliateCode: rule(true, false, 4, 20, 3, 'A-Za-z0-9'),
    captcha: rule(true, true, 5, 5, 3, 'A-Za-z0-9'),
  };
  return REGISTER_FIELDS.map((field) => ({
    field,
    ...(overrides[field] ?? base[field] ?? rule(false, false, 0, 0)),
  }));
}

const HELP_LINKS: ReadonlyArray<[string, string, string]> = [
  ['about', 'About Us', 'เกี่ยวกับเรา'],
  ['deposit', 'How to Deposit', 'วิธีฝากเงิน'],
  ['withdraw', 'How to Withdraw', 'วิธีถอนเงิน'],
  ['rules', 'Terms and Rules', 'ข้อกำหนดและกติกา'],
  ['responsible', 'Responsible Gaming', 'การเล่นอย่างรับผิดชอบ'],
  ['privacy', 'Privacy Policy', 'นโยบายความเป็นส่วนตัว'],
  ['faq', 'FAQ', 'คำถามที่พบบ่อย'],
  ['contact', 'Contact Us', 'ติดต่อเรา'],
];

const res = (
  resourceType: string,
  labelNameEn: string,
  labelNameTh: string | null,
  url: string,
  icon: string | null = null,
) => ({
  labelNameEn,
  labelNameTh,
  url,
  resourceType,
  icon,
});

function sharedResources(code: MerchantCode, social: string): Resource[] {
  return [
    res('SOCIAL', 'Facebook', 'เฟซบุ๊ก', `https://facebook.com/${social}`, 'facebook'),
    res('SOCIAL', 'Telegram', 'เทเลแกรม', `https://t.me/${social}`, 'telegram'),
    res('SOCIAL', 'LINE', 'ไลน์', `https://line.me/R/ti/p/@${social}`, 'line'),
    res('SOCIAL', 'YouTube', 'ยูทูบ', `https://youtube.com/@${social}`, 'youtube'),
    res('SOCIAL', 'Instagram', 'อินสตาแกรม', `https://instagram.com/${social}`, 'instagram'),
    res('CERTIFICATION', 'GLI', null, 'https://gaminglabs.com', 'gli'),
    res('CERTIFICATION', 'iTech Labs', null, 'https://itechlabs.com', 'itechlabs'),
    res('CERTIFICATION', 'BMM', null, 'https://bmm.com', 'bmm'),
    res('RESPONSIBLE_GAMING', '18+', '18+', `/help#responsible`, 'age18'),
    res('RESPONSIBLE_GAMING', 'GamCare', null, 'https://www.gamcare.org.uk', 'gamcare'),
    res('RESPONSIBLE_GAMING', 'BeGambleAware', null, 'https://www.begambleaware.org', 'begambleaware'),
    res('BROWSER', 'Chrome', null, 'https://www.google.com/chrome/', 'chrome'),
    res('BROWSER', 'Firefox', null, 'https://www.mozilla.org/firefox/', 'firefox'),
    res('BROWSER', 'Safari', null, 'https://www.apple.com/safari/', 'safari'),
    res('BROWSER', 'Edge', null, 'https://www.microsoft.com/edge', 'edge'),
    ...HELP_LINKS.map(([anchor, en, th]) => res('HELP_ENTRY', en, th, `/help#${anchor}`)),
    // Keeps the merchant code visible in the download link for app-store analytics.
    res(
      'ANDROID_APP',
      'Android App',
      'แอป Android',
      `https://play.example.com/store/apps/${code}`,
      'android',
    ),
  ];
}

const support = (handle: string, title: string): CustomerService[] => [
  { csType: 'LIVECHAT', title: `${title} Live Chat`, url: `https://chat.example.com/${handle}` },
  { csType: 'FACEBOOK', title: 'Facebook Messenger', url: `https://m.me/${handle}` },
  { csType: 'TELEGRAM', title: 'Telegram', url: `https://t.me/${handle}_support` },
  { csType: 'LINE', title: 'LINE Official', url: `https://line.me/R/ti/p/@${handle}` },
  { csType: 'QR', title: 'Scan to chat', url: `https://qr.example.com/${handle}.png` },
];

// 203.0.113.0/24 is TEST-NET-3 (RFC 5737): never routed, so the region-restriction demo blocks no one real.
const RESTRICTED_DEMO_RANGES = ['203.0.113.0/24'];

export const MERCHANTS: readonly MerchantDef[] = [
  {
    code: 'siam',
    name: 'Siam Royal',
    brand: {
      name: 'Siam Royal',
      logoUrl: '/assets/art/brand/siam/logo.svg',
      faviconUrl: '/assets/art/brand/siam/favicon.svg',
      primaryColor: '#f5b301',
      accentColor: '#0b1640',
      defaultTheme: 'dark',
    },
    logoInk: {
      plate: '#0b1640',
      ink: '#f5b301',
      tagline: '#e8d9a8',
      emblem: 'crown',
      slogan: 'ROYAL CASINO',
    },
    languages: SIAM_LANGUAGES,
    defaultLanguage: 'th',
    currency: 'THB',
    currencySymbol: '฿',
    limits: { minDeposit: '฿100', minWithdraw: '฿300' },
    features: featureTree({ smsLogin: true, freePlay: true, mobileReg: true, join: true, hourly: true }),
    registerSettings: {
      rules: registerRules({}),
      minAge: 18,
      termsDefaultChecked: true,
      smsVerification: true,
    },
    resources: [
      res('IOS_APP', 'iOS App', 'แอป iOS', '/down#ios', 'ios'),
      res('NAV_LINK', 'Live Scores', 'ผลบอลสด', 'https://www.livescore.com', 'scores'),
      ...sharedResources('siam', 'siamroyal'),
    ],
    customerService: support('siamroyal', 'Siam Royal'),
    settings: {
      mainDomain: 'localhost',
      analyticsId: 'G-SIAM0001',
      imageCdn: '',
      launchGameCdn: '',
      gameListCentreTypes: ['CRASH'],
      restrictedRanges: RESTRICTED_DEMO_RANGES,
      dialingCode: '+66',
      passwordExpiryDays: 90,
      singleWallet: false,
      withdrawal: {
        min: 300_00,
        max: 200_000_00,
        dailyCount: 5,
        autoReceiveMinutes: 30,
        banks: [
          { code: 'KBANK', name: 'Kasikorn Bank' },
          { code: 'SCB', name: 'Siam Commercial Bank' },
          { code: 'BBL', name: 'Bangkok Bank' },
          { code: 'KTB', name: 'Krungthai Bank' },
          { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)' },
          { code: 'TTB', name: 'TMBThanachart Bank' },
        ],
      },
    },
    domains: [
      { domain: 'localhost', main: true },
      { domain: 'siam.localhost', main: false },
    ],
  },
  {
    code: 'lucky',
    name: 'Lucky Star',
    brand: {
      name: 'Lucky Star',
      logoUrl: '/assets/art/brand/lucky/logo.svg',
      faviconUrl: '/assets/art/brand/lucky/favicon.svg',
      primaryColor: '#0f9d7a',
      accentColor: '#f59e0b',
      defaultTheme: 'light',
    },
    logoInk: { plate: '#0f9d7a', ink: '#0f9d7a', tagline: '#64748b', emblem: 'star', slogan: 'PLAY BRIGHT' },
    languages: LUCKY_LANGUAGES,
    defaultLanguage: 'en',
    currency: 'USD',
    currencySymbol: '$',
    limits: { minDeposit: '$10', minWithdraw: '$20' },
    features: featureTree({ smsLogin: false, freePlay: false, mobileReg: false, join: false, hourly: false }),
    registerSettings: {
      rules: registerRules({
        mobileNum: rule(true, false, 9, 10, 4, '0-9'),
        line: rule(false, false, 3, 30, 1),
        whatsapp: rule(true, false, 6, 15, 4, '0-9'),
        email: rule(true, true, 6, 60, 11),
      }),
      minAge: 21,
      termsDefaultChecked: true,
      smsVerification: false,
    },
    resources: sharedResources('lucky', 'luckystar'),
    customerService: support('luckystar', 'Lucky Star'),
    settings: {
      mainDomain: 'lucky.localhost',
      analyticsId: null,
      imageCdn: '',
      launchGameCdn: '',
      gameListCentreTypes: [],
      restrictedRanges: RESTRICTED_DEMO_RANGES,
      dialingCode: '+63',
      passwordExpiryDays: null,
      singleWallet: true,
      withdrawal: {
        min: 20_00,
        max: 10_000_00,
        dailyCount: 3,
        autoReceiveMinutes: 60,
        banks: [
          { code: 'CHASE', name: 'JPMorgan Chase' },
          { code: 'BOFA', name: 'Bank of America' },
          { code: 'WELLS', name: 'Wells Fargo' },
          { code: 'CITI', name: 'Citibank' },
        ],
      },
    },
    domains: [
      { domain: 'lucky.localhost', main: true },
      { domain: '127.0.0.1', main: false },
    ],
  },
];

export function findMerchant(code: string): MerchantDef | undefined {
  return MERCHANTS.find((m) => m.code === code);
}
