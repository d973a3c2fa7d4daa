import type { Motif, PaletteName } from './catalogue.ts';

/** How a banner picture looks; the renderer draws it at 1600x480 without words (the portal writes the texts). */
export type BannerArt = { key: string; palette: PaletteName; motif: Motif };

export const BANNER_ART: readonly BannerArt[] = [
  {
    key: 'siam-welcome',
    palette: 'night',
    motif: 'crown',
  },
  {
    key: 'siam-dragon',
    palette: 'ruby',
    motif: 'dragon',
  },
  {
    key: 'siam-live',
    palette: 'emerald',
    motif: 'chip',
  },
  {
    key: 'siam-football',
    palette: 'sapphire',
    motif: 'football',
  },
  {
    key: 'siam-login',
    palette: 'night',
    motif: 'star',
  },
  {
    key: 'siam-register',
    palette: 'gold',
    motif: 'coin',
  },
  {
    key: 'siam-forget',
    palette: 'sapphire',
    motif: 'gem',
  },
  {
    key: 'siam-rebate',
    palette: 'jade',
    motif: 'coin',
  },
  {
    key: 'siam-vip',
    palette: 'violet',
    motif: 'crown',
  },
  {
    key: 'siam-daily',
    palette: 'sunset',
    motif: 'gem',
  },
  {
    key: 'siam-lotto',
    palette: 'ember',
    motif: 'balls',
  },
  {
    key: 'siam-cockfight',
    palette: 'ember',
    motif: 'rooster',
  },
  {
    key: 'lucky-welcome',
    palette: 'emerald',
    motif: 'star',
  },
  {
    key: 'lucky-login',
    palette: 'ocean',
    motif: 'star',
  },
  {
    key: 'lucky-register',
    palette: 'emerald',
    motif: 'gem',
  },
  {
    key: 'lucky-forget',
    palette: 'ice',
    motif: 'gem',
  },
  {
    key: 'lucky-cashback',
    palette: 'jade',
    motif: 'coin',
  },
  {
    key: 'lucky-vip',
    palette: 'violet',
    motif: 'crown',
  },
  {
    key: 'lucky-reload',
    palette: 'sunset',
    motif: 'coin',
  },
  {
    key: 'lucky-daily',
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
