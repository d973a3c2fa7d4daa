import type { MerchantCode } from './catalogue.ts';

export type DemoAccount = {
  username: string;
  /** null: the configured default password, which must be changed at the first login. */
  password: string | null;
  type: number;
  parent?: string;
  affiliateCode?: string;
  nickname?: string;
  email?: string;
  mobile?: string;
  dialingCode?: string;
};

/**
 * Demo accounts (README lists them): a player, an agent with an affiliate code and a player under it,
 * and an account created with the default password, per merchant. Created once; a changed password
 * is kept by later seeds.
 */
export const DEMO_ACCOUNTS: Record<MerchantCode, DemoAccount[]> = {
  siam: [
    {
      username: 'agent01',
      password: 'Agent@2026',
      type: 1,
      affiliateCode: 'SIAM01',
      nickname: 'Siam Agent',
      email: 'agent01@siam.example',
    },
    {
      username: 'demo',
      password: 'Demo@2026',
      type: 0,
      parent: 'agent01',
      nickname: 'Demo Player',
      email: 'demo@siam.example',
      mobile: '0812345678',
      dialingCode: '+66',
    },
    { username: 'newbie', password: null, type: 0, parent: 'agent01', email: 'newbie@siam.example' },
    // the player of the games walkthrough (README) and the browser journeys of issue 5
    { username: 'gamer', password: 'Gamer@2026', type: 0, parent: 'agent01', nickname: 'Lucky Spinner' },
  ],
  lucky: [
    {
      username: 'luckyagent',
      password: 'Agent@2026',
      type: 2,
      affiliateCode: 'LUCKY7',
      nickname: 'Lucky Agent',
    },
    {
      username: 'player1',
      password: 'Lucky@2026',
      type: 0,
      parent: 'luckyagent',
      email: 'player1@lucky.example',
    },
  ],
};

/**
 * The demo accounts of a merchant, then one copy of them per label: the same tree, passwords and opening
 * balances under `<username><label>` (no mobile number, affiliate code and e-mail made unique). Browser
 * journeys running side by side each take a copy, so no journey changes another's accounts.
 */
export function demoAccountsOf(
  code: MerchantCode,
  copies: readonly string[] = [],
): Array<DemoAccount & { original: string }> {
  const originals = DEMO_ACCOUNTS[code].map((a) => ({ ...a, original: a.username }));
  return [
    ...originals,
    ...copies.flatMap((label) =>
      originals.map(({ mobile: _mobile, dialingCode: _dialingCode, ...a }) => ({
        ...a,
        username: `${a.username}${label}`,
        ...(a.parent ? { parent: `${a.parent}${label}` } : {}),
        ...(a.affiliateCode ? { affiliateCode: `${a.affiliateCode}${label.toUpperCase()}` } : {}),
        ...(a.email ? { email: a.email.replace('@', `+${label}@`) } : {}),
      })),
    ),
  ];
}

/** A copy's label: letters and digits, short enough for the usernames it suffixes. */
export const COPY_LABEL = /^[a-z0-9]{1,5}$/;
