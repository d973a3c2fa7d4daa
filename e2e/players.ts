/**
 * Each journey file's own copy of the demo accounts, so the files run side by side without one changing
 * another's balance, password or cards. global-setup.ts seeds one copy per label (`ops seed --copies`):
 * the demo tree under `<username><label>` (letters and digits, as a player's own), with the demo passwords and opening balances.
 */
export const JOURNEY_LABELS = [
  'acc',
  'wal',
  'gam',
  'txt',
  'a11y',
  'home',
  'bo',
  'cat',
  'cms',
  'ply',
  'mch',
  'lot',
  'blot',
  'agt',
  'bagt',
  'agc',
  'vip',
  'bvip',
  'promo',
  'bpro',
  'sgn',
  'mis',
  'pts',
  'msg',
  'env',
  'raf',
  'rt',
  'mini',
  'chat',
] as const;
export type JourneyLabel = (typeof JOURNEY_LABELS)[number];

export function playersOf(label: JourneyLabel) {
  const name = (username: string) => `${username}${label}`;
  return {
    /** Siam: a player under the agent, 5,000.00 to start with. */
    demo: { username: name('demo'), password: 'Demo@2026' },
    /** Siam: the agent above demo, gamer and newbie, 20,000.00. */
    agent: { username: name('agent01'), password: 'Agent@2026' },
    /** Siam: the games player, 10,000.00. */
    gamer: { username: name('gamer'), password: 'Gamer@2026' },
    /** Siam: an account on the default password, which must change it at the first login. */
    newbie: { username: name('newbie'), password: 'Welcome@2026' },
    /** Lucky: an agent, 2,000.00. */
    luckyAgent: { username: name('luckyagent'), password: 'Agent@2026' },
    /** Lucky: a player under it, 500.00, with an e-mail address for the reset link. */
    luckyPlayer: {
      username: name('player1'),
      password: 'Lucky@2026',
      email: `player1+${label}@lucky.example`,
    },
  };
}

/**
 * Each journey file's own copy of the demo operators (the seed's `<username><label>`): an operator's
 * authenticator secret lives in the journey that enrolled it, so two files never share one.
 */
export function operatorsOf(label: JourneyLabel) {
  const name = (username: string) => `${username}${label}`;
  return {
    /** Every merchant, everything. Must enrol an authenticator at its first login. */
    admin: { username: name('admin'), password: 'Admin@2026' },
    /** Every merchant, approvals. Must enrol an authenticator at its first login. */
    finance: { username: name('finance'), password: 'Finance@2026' },
    /** Siam only, reads; no second factor required. */
    siamViewer: { username: name('siamviewer'), password: 'Viewer@2026' },
  };
}
