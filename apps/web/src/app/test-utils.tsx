import type { MemberInfo } from '@portal/contracts/accounts';
import type { Announcement, AnnouncementPayload } from '@portal/contracts/content';
import type { Vendor, VendorLane } from '@portal/contracts/games';
import type { SystemStatus } from '@portal/contracts/system';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../features/auth/session-store.ts';
import { createI18n } from '../i18n/setup.ts';
import { ALL_TEXTS } from '../i18n/test-texts.ts';
import { createQueryClient, Providers } from './providers.tsx';

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

export function makeStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
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

export type Seed = {
  status?: SystemStatus;
  lanes?: VendorLane[];
  announcements?: Partial<Record<'A' | 'B' | 'F', AnnouncementPayload>>;
  language?: string;
};

/** A query client holding the given server state, so components render without fetching it. */
export function seededClient(seed: Seed): QueryClient {
  const client = createQueryClient();
  const status = seed.status ?? makeStatus();
  client.setQueryData(['system', 'status'], status);
  client.setQueryData(['games', 'vendor-lanes', status.info.merchantCode], seed.lanes ?? makeLanes());
  for (const [execution, payload] of Object.entries(seed.announcements ?? {})) {
    client.setQueryData(['announcements', execution, seed.language ?? 'en'], payload);
  }
  return client;
}

/** Renders `ui` in the portal's providers and a memory router at `path`. */
export function renderInShell(ui: ReactNode, seed: Seed = {}, path = '/') {
  const client = seededClient(seed);
  const i18n = createI18n(seed.language ?? 'en', ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, client, i18n };
}

/** Answers API calls from a table of path prefixes; anything else is a 404 envelope. */
export function stubApi(table: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const key = Object.keys(table).find((prefix) => path.startsWith(prefix));
    const body =
      key === undefined
        ? { success: false, value: null, message: 'Not found', errorCode: 'not.found' }
        : { success: true, value: table[key], message: null, errorCode: null };
    return new Response(JSON.stringify(body), {
      status: key === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call the page made, as the server saw it. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a route answers: a value, an error (code and status), or a function of the call. */
export type Answer =
  | { value: unknown }
  | { error: string; status?: number }
  | ((call: Call) => Answer | Promise<Answer>);
export const ok = (value: unknown): Answer => ({ value });
export const fail = (error: string, status = 400): Answer => ({ error, status });

/**
 * Fakes the platform at the fetch level: routes are "METHOD /path" (no query), and every call is
 * recorded. Unknown routes answer 404 not.found. A route given a list answers its entries in turn,
 * then keeps answering the last one.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://portal.test',
    );
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = `${method} ${url.pathname}`;
    const entry = routes[route];
    let answer: Answer | undefined;
    if (Array.isArray(entry)) {
      const index = served.get(route) ?? 0;
      served.set(route, index + 1);
      answer = entry[Math.min(index, entry.length - 1)];
    } else {
      answer = entry;
    }
    while (typeof answer === 'function') answer = await answer(call);
    const body =
      answer === undefined
        ? { success: false, value: null, message: 'Not found', errorCode: 'not.found' }
        : 'error' in answer
          ? {
              success: false,
              value: null,
              message: `server text for ${answer.error}`,
              errorCode: answer.error,
            }
          : { success: true, value: answer.value, message: null, errorCode: null };
    const status = answer === undefined ? 404 : 'error' in answer ? (answer.status ?? 400) : 200;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

/** Renders a member-centre page as the centre would: providers, texts of every namespace, a router. */
export function renderMemberPage(
  ui: ReactNode,
  { language = 'en', status = makeStatus() }: { language?: string; status?: SystemStatus } = {},
) {
  const client = seededClient({ status });
  client.setDefaultOptions({ queries: { ...createQueryClient().getDefaultOptions().queries, retry: false } });
  const i18n = createI18n(language, ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, client, i18n };
}

export function signInMember(): void {
  act(() => {
    useSession.getState().setToken('session-token');
  });
}

/**
 * Each test of a member-centre page starts signed in with the clock at `now` (its quick ranges count back
 * from it) and leaves nothing behind. Call it at the top of a test file.
 */
export function memberPageTestsAt(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    resetMemberState();
    signInMember();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The query of a page's last GET to a path, as a plain object. */
export function lastQueryTo(api: ReturnType<typeof fakeApi>, path: string): Record<string, string> {
  return Object.fromEntries(api.callsTo('GET', path).at(-1)?.query ?? []);
}

/** Signed out, with nothing stored: the state each member-centre test starts from. */
export function resetMemberState(): void {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
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
