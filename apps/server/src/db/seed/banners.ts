import type { Motif, PaletteName } from './catalogue.ts';

/** What a banner picture says; the banner renderer draws it at 1600x480. */
export type BannerArt = {
  key: string;
  headline: string;
  sub: string;
  cta: string;
  palette: PaletteName;
  motif: Motif;
};

export const BANNER_ART: readonly BannerArt[] = [
  {
    key: 'siam-welcome',
    headline: '100% Welcome Bonus',
    sub: 'Double your first deposit up to ฿10,000',
    cta: 'Claim now',
    palette: 'night',
    motif: 'crown',
  },
  {
    key: 'siam-dragon',
    headline: 'Dragon Fortune',
    sub: 'Ride the dragon to 5,000x wins',
    cta: 'Play now',
    palette: 'ruby',
    motif: 'dragon',
  },
  {
    key: 'siam-live',
    headline: 'Live Baccarat Nights',
    sub: 'Real dealers, 24 hours a day',
    cta: 'Join a table',
    palette: 'emerald',
    motif: 'chip',
  },
  {
    key: 'siam-football',
    headline: 'Football Weekend',
    sub: 'Boosted odds on every big match',
    cta: 'Bet now',
    palette: 'sapphire',
    motif: 'football',
  },
  {
    key: 'siam-login',
    headline: 'Welcome Back',
    sub: 'Your favourite games are waiting',
    cta: 'Log in',
    palette: 'night',
    motif: 'star',
  },
  {
    key: 'siam-register',
    headline: 'Join Siam Royal',
    sub: 'Sign up in one minute and get a bonus',
    cta: 'Register',
    palette: 'gold',
    motif: 'coin',
  },
  {
    key: 'siam-forget',
    headline: 'Locked Out?',
    sub: 'Reset your password by SMS in seconds',
    cta: 'Reset',
    palette: 'sapphire',
    motif: 'gem',
  },
  {
    key: 'siam-rebate',
    headline: 'Daily Rebate 1.2%',
    sub: 'Cash back on every slot spin',
    cta: 'Learn more',
    palette: 'jade',
    motif: 'coin',
  },
  {
    key: 'siam-vip',
    headline: 'VIP Royal Club',
    sub: 'Birthday gifts, faster withdrawals',
    cta: 'Discover',
    palette: 'violet',
    motif: 'crown',
  },
  {
    key: 'siam-daily',
    headline: 'Daily Reload 20%',
    sub: 'A fresh bonus every single day',
    cta: 'Reload',
    palette: 'sunset',
    motif: 'gem',
  },
  {
    key: 'siam-lotto',
    headline: 'Thai Lotto Payout 900x',
    sub: 'Bet from ฿1 on every draw',
    cta: 'Pick numbers',
    palette: 'ember',
    motif: 'balls',
  },
  {
    key: 'siam-cockfight',
    headline: 'Sabong Live Arena',
    sub: 'Fight nights streamed in HD',
    cta: 'Watch live',
    palette: 'ember',
    motif: 'rooster',
  },
  {
    key: 'lucky-welcome',
    headline: 'Lucky Start Pack',
    sub: '$500 bonus and 100 free spins',
    cta: 'Get started',
    palette: 'emerald',
    motif: 'star',
  },
  {
    key: 'lucky-login',
    headline: 'Good to See You',
    sub: 'Spin, win and cash out fast',
    cta: 'Log in',
    palette: 'ocean',
    motif: 'star',
  },
  {
    key: 'lucky-register',
    headline: 'Join Lucky Star',
    sub: 'Sign up today, play in a minute',
    cta: 'Register',
    palette: 'emerald',
    motif: 'gem',
  },
  {
    key: 'lucky-forget',
    headline: 'Forgot Password?',
    sub: 'We will e-mail you a reset link',
    cta: 'Reset',
    palette: 'ice',
    motif: 'gem',
  },
  {
    key: 'lucky-cashback',
    headline: '10% Weekly Cashback',
    sub: 'Every Monday, no wagering',
    cta: 'Learn more',
    palette: 'jade',
    motif: 'coin',
  },
  {
    key: 'lucky-vip',
    headline: 'Star VIP Lounge',
    sub: 'Personal host and bigger limits',
    cta: 'Discover',
    palette: 'violet',
    motif: 'crown',
  },
  {
    key: 'lucky-reload',
    headline: 'Second Deposit 50%',
    sub: 'Top up again and play with more',
    cta: 'Deposit',
    palette: 'sunset',
    motif: 'coin',
  },
  {
    key: 'lucky-daily',
    headline: 'Daily Free Spins',
    sub: '20 spins on Cosmic Gems every day',
    cta: 'Spin now',
    palette: 'neon',
    motif: 'gem',
  },
];

export function findBanner(key: string): BannerArt | undefined {
  return BANNER_ART.find((b) => b.key === key);
}

export function bannerUrl(key: string): string {
  return `/assets/art/banners/${key}.svg`;
}
