import type { Announcement } from '@portal/contracts/content';
import { CATEGORY_ROUTES, type CategoryCode } from '@portal/contracts/games';

export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'external'; url: string }
  | { kind: 'route'; path: string };

function isCategory(code: string): code is CategoryCode {
  return Object.hasOwn(CATEGORY_ROUTES, code);
}

/**
 * Where a banner click leads, by linkageType. GAME banners carry the game's category code in url
 * (optionally 'CATEGORY:gameCode'); until game launch exists they open that category's page.
 */
export function bannerTarget(banner: Pick<Announcement, 'linkageType' | 'url'>): BannerTarget {
  const url = banner.url?.trim();
  if (!url) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'URL':
      return { kind: 'external', url };
    case 'ROUTE':
      return { kind: 'route', path: url.startsWith('/') ? url : `/${url}` };
    case 'GAME': {
      const code = (url.split(/[:/?]/)[0] ?? '').toUpperCase();
      return { kind: 'route', path: isCategory(code) ? CATEGORY_ROUTES[code] : CATEGORY_ROUTES.HOT };
    }
    default:
      return { kind: 'none' };
  }
}

/** Swiper options of the home carousel (spec sections 2 and 9). */
export function carouselOptions(bannerCount: number) {
  return {
    loop: bannerCount > 1,
    speed: 1000,
    autoplay: { delay: 5000, disableOnInteraction: false },
    pagination: { clickable: true },
  } as const;
}
