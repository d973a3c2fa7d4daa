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
 * Where a banner click leads, by linkageType. A GAME banner's url names the game as
 * 'VENDOR/GAMECODE' (or starts with a category code); until game launch exists the click opens the
 * category page of that game, found through the vendor's lane.
 */
export function bannerTarget(
  banner: Pick<Announcement, 'linkageType' | 'url'>,
  categoryOfVendor: (vassalage: string) => string | undefined = () => undefined,
): BannerTarget {
  const url = banner.url?.trim();
  if (!url) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'URL':
      return { kind: 'external', url };
    case 'ROUTE':
      return { kind: 'route', path: url.startsWith('/') ? url : `/${url}` };
    case 'GAME': {
      const head = url.split(/[:/?]/)[0] ?? '';
      const code = head.toUpperCase();
      if (isCategory(code)) return { kind: 'route', path: CATEGORY_ROUTES[code] };
      const category = categoryOfVendor(head);
      return {
        kind: 'route',
        path: category && isCategory(category) ? CATEGORY_ROUTES[category] : CATEGORY_ROUTES.HOT,
      };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * Swiper options of the home carousel (spec sections 2 and 9). A visitor who asked the system for less
 * motion gets banners that stay until they swipe or pick one (Swiper's slides ignore the media query);
 * still pages cost a phone's battery less too.
 */
export function carouselOptions(bannerCount: number, reducedMotion = false) {
  return {
    loop: bannerCount > 1,
    speed: reducedMotion ? 0 : 1000,
    autoplay: reducedMotion ? (false as const) : { delay: 5000, disableOnInteraction: false },
    pagination: { clickable: true },
  };
}
