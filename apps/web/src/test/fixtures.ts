import type { Announcement, AnnouncementPayload } from '@portal/contracts/content';
import type { Vendor, VendorLane } from '@portal/contracts/games';
import type { MemberInfo } from '@portal/contracts/member';
import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import type { WalletBalance } from '@portal/contracts/wallet.schema';
import { okRoutes, type Routes } from './fake-api.ts';

/** Answers as the platform gives them, for every web test; override only what a test is about. */

/** A well-formed public key for statuses in tests (the portal only encrypts with it in calls). */
export const TEST_PAYLOAD_KEY: SystemStatus['info']['payloadKey'] = {
  kid: 'test-kid',
  alg: 'RSA-OAEP-256',
  jwk: {
    kty: 'RSA',
    n: 'sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsueri23bOdgWp4Dy1WlUzewbgBHod5pcM9H95GQRV3JDXboIRROSBigeC5yjU1hGzHHyXss8UDprecbAYxknTcQkhslANGRUZmdTOQ5qTRsLAt6BTYuyvVRdhS8exSZEy_c4gs_7svlJJQ4H9_NxsiIoLwAEk7-Q3UXERGYw_75IDrGA84-lA_-Ct4eTlXHBIY2EaV7t7LjJaynVJCpkv4LKjTTAumiGUIuQhrNhZLuF_RJLqHpM2kgWFLU7-VTdL1VbC2tejvcI2BlMkEpk1BzBZI0KQB0GaDWFLN-aEAw3vRw',
    e: 'AQAB',
  },
};

/** What a test changes in a status: top-level fields, and single fields of `info` (merged into the default). */
export type StatusOverrides = Partial<Omit<SystemStatus, 'info'>> & { info?: Partial<SystemStatus['info']> };

/** The loaded system status of one Thai merchant ("siam"), with every field a test may change. */
export function makeStatus({ info, ...overrides }: StatusOverrides = {}): SystemStatus {
  return {
    mode: 0,
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'TH' },
    info: {
      merchantCode: 'siam',
      platform: 'WEB',
      lotteryType: 'Elott',
      brand: {
        name: 'Siam Star',
        logoUrl: '/assets/brand/siam/logo.svg',
        faviconUrl: '/assets/brand/siam/favicon.svg',
        primaryColor: '#7c3aed',
        accentColor: '#f5b301',
        defaultTheme: 'dark',
      },
      languages: ['th', 'en', 'zh', 'ja', 'vi'],
      defaultLanguage: 'th',
      currency: 'THB',
      currencySymbol: '฿',
      imgUrl: '/assets',
      domainRoute: [],
      resources: [
        {
          labelNameEn: 'Blog',
          labelNameTh: 'บล็อก',
          url: 'https://blog.example',
          resourceType: 'NAV_LINK',
          icon: null,
        },
        {
          labelNameEn: 'iOS',
          labelNameTh: null,
          url: 'https://apps.example/ios',
          resourceType: 'IOS_APP',
          icon: null,
        },
      ],
      customerService: [
        { csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.example/live' },
        { csType: 'LINE', title: 'LINE', url: 'https://line.example/siam' },
        { csType: 'QR', title: 'LINE QR', url: 'https://line.example/qr' },
      ],
      whitelabelVal: [],
      registerSetting: { rules: [], minAge: 18, termsDefaultChecked: true, smsVerification: false },
      mainDomain: 'siam.example',
      analyticsId: null,
      imageCdn: '',
      launchGameCdn: '',
      payloadKey: TEST_PAYLOAD_KEY,
      gameListCentreTypes: ['CRASH'],
      dialingCode: '66',
      ...info,
    },
    ...overrides,
  };
}

export function makeVendor(code: string): Vendor {
  return {
    displayName: `${code} Gaming`,
    vassalage: code,
    gameType: 'RNG',
    accountTypeName: `${code}_SLOT`,
    isGame: 'VASSALAGE',
    gameCode: null,
    maintenance: false,
    icons: {
      DEFAULT: `/v/${code}.svg`,
      ACTIVE: `/v/${code}.svg`,
      WHITE: `/v/${code}-w.svg`,
      COLOR: `/v/${code}-c.svg`,
      PURPLE: '',
    },
  };
}

export function makeLanes(): VendorLane[] {
  return [
    { gameCategory: 'RNG', vendors: Array.from({ length: 14 }, (_, i) => makeVendor(`SLOT${i}`)) },
    { gameCategory: 'LIVE', vendors: [makeVendor('HLIVE')] },
    { gameCategory: 'FISH', vendors: [] },
    { gameCategory: 'SPORTS', vendors: [makeVendor('FB')] },
  ];
}

export function makeAnnouncement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'PL',
    title: `Notice ${id}`,
    content: `<p>Content ${id}</p>`,
    startDateStr: '2026-11-01 10:00:00',
    endDateStr: null,
    promotionType: null,
    execution: 'B',
    groupName: null,
    imageUrl: null,
    url: null,
    linkageType: 'NONE',
    ...overrides,
  };
}

export function makeAnnouncements(overrides: Partial<AnnouncementPayload> = {}): AnnouncementPayload {
  return { banners: [], player: [], popup: [], promotion: [], help: [], ...overrides };
}

/** A member as GET member info answers it (a real account, not an agent), with a test's changes. */
export function makeUser(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'somchai88',
    nickname: null,
    type: 0,
    isAgent: false,
    isTrial: false,
    firstTimeLogin: false,
    mustChangePassword: false,
    icon: 'tiger',
    mobileNum: null,
    email: null,
    parentAccount: null,
    affiliateCode: null,
    lastLoginAt: '2026-11-20T08:30:00Z',
    lastLoginIp: '203.0.113.9',
    createdAt: '2025-03-14T10:00:00Z',
    ...overrides,
  };
}

export const AGENT = { type: 1, isAgent: true } as const;
export const TRIAL = { type: 4, isTrial: true } as const;

export const feature = (modId: string, enabled: boolean): FeatureNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes: [],
});

export function statusWith(modules: FeatureNode[]): SystemStatus {
  return makeStatus({ info: { whitelabelVal: modules } });
}

/** The main wallet's balance as GET /wps/v2/wallets/balance answers it. */
export const balanceOf = (balance: number, overrides: Partial<WalletBalance> = {}): WalletBalance => ({
  currency: 'THB',
  currencySymbol: '฿',
  balance,
  pendingWithdrawal: 0,
  ...overrides,
});

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The home page's calls, answered empty but for the announcements: for tests that render the whole portal. */
export function emptyHomeRoutes(): Routes {
  return okRoutes({
    '/wps/relay/GCSGAME_gameList': { content: [], pageNum: 1, pageSize: 24, totalPages: 0, total: 0 },
    '/wps/relay/GCSGAME_hotGamesV2': [],
    '/wps/relay/GCSGAME_winnerBoard': [],
    '/wps/announcement': makeAnnouncements(),
  });
}
