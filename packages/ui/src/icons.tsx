import { type SVGProps, useSyncExternalStore } from 'react';
import type { EXTRA_PATHS } from './icons-extra.ts';

/**
 * The portal's inline icon set: 24x24 stroke icons drawn with currentColor, so they follow the text
 * colour and theme. No icon font and no external files. Each icon is the static SVG markup of its
 * shapes (smaller than the same shapes as elements). The icons of the first page (header, footer,
 * navigation, home) are here; the rest (account, money and agent screens, all lazy) load with the
 * first screen that draws one (icons-extra.ts), which keeps them out of the home route's bundle.
 */
export const PATHS = {
  home: '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"/>',
  fire: '<path d="M12 2c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5ZM12 22a3 3 0 0 0 3-3c0-2-1.5-2.5-2-4-1 1-4 2-4 4a3 3 0 0 0 3 3Z"/>',
  slot: '<rect x="3" y="5" width="15" height="14" rx="2"/><path d="M8 5v14M13 5v14M18 9h1.5a1.5 1.5 0 0 0 1.5-1.5V5"/><circle cx="21" cy="4" r="1"/>',
  cards:
    '<rect x="3" y="6" width="11" height="15" rx="2" transform="rotate(-8 8.5 13.5)"/><path d="M12 3.5 19 4.5a2 2 0 0 1 1.7 2.3l-1.8 12.4a2 2 0 0 1-2.2 1.7"/><path d="m8.5 11 1 2.5-2.5 1"/>',
  ball: '<circle cx="12" cy="12" r="9"/><path d="m12 7 4 3-1.5 4.5h-5L8 10Z"/><path d="M12 3v4M21 11l-5-1M17.5 19.5l-3-5M6.5 19.5l3-5M3 11l5-1"/>',
  controller:
    '<path d="M6 8h12a4 4 0 0 1 4 4.5l-.6 4A3 3 0 0 1 16 17.5L14.5 16h-5L8 17.5a3 3 0 0 1-5.4-1l-.6-4A4 4 0 0 1 6 8Z"/><path d="M7 11v3M5.5 12.5h3"/><circle cx="16" cy="11.5" r=".8"/><circle cx="18" cy="13.5" r=".8"/>',
  lottery:
    '<circle cx="7.5" cy="8" r="4"/><circle cx="16.5" cy="8" r="4"/><circle cx="12" cy="16" r="4"/><path d="M7 7h1v2M16 7h1M17 7v2M11.5 15h1v2"/>',
  fish: '<path d="M3 12c3-5 9-6.5 13-3l4-3v12l-4-3c-4 3.5-10 2-13-3Z"/><circle cx="8" cy="11" r=".9"/>',
  spade: '<path d="M12 3c3 4 7 6 7 10a3.5 3.5 0 0 1-6 2.5L14 20H10l1-4.5A3.5 3.5 0 0 1 5 13c0-4 4-6 7-10Z"/>',
  rooster:
    '<path d="M9 4c1-1.5 3-1.5 3 0 1-1 3-.5 2.5 1.5"/><path d="M8 6a3 3 0 0 1 4 2l1 3c2-1 5-2 7 0-1 4-4 8-9 8a6 6 0 0 1-6-6c0-2 1-3 2-3.5L5 8.5 8 6Z"/><path d="M10 19v2M13 19v2"/>',
  jackpot: '<path d="m3 7 4 3 5-6 5 6 4-3-2 11H5Z"/><path d="M5 21h14"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13"/><path d="M12 8S11 3 8 3.5C5.5 4 6.5 8 12 8Zm0 0s1-5 4-4.5C18.5 4 17.5 8 12 8Z"/>',
  star: '<path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9Z"/>',
  grid: '<rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="3" width="7" height="7" rx="1.5"/><rect x="3" y="14" width="7" height="7" rx="1.5"/><rect x="14" y="14" width="7" height="7" rx="1.5"/>',
  external:
    '<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z"/>',
  download: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M12 7v7M9 11l3 3 3-3M10 18.5h4"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  chevronUp: '<path d="m6 15 6-6 6 6"/>',
  chevronLeft: '<path d="m15 6-6 6 6 6"/>',
  chevronRight: '<path d="m9 6 6 6-6 6"/>',
  arrowUp: '<path d="M12 20V5M6 11l6-6 6 6"/>',
  headset:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6" rx="1.5"/><rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19c0 1.5-2 2.5-5 2.5"/>',
  facebook: '<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z"/>',
  telegram: '<path d="M21 4 3 11l6 2.5M21 4l-3 16-7-5.5M21 4 9 13.5v5l2.5-3.5"/>',
  line: '<path d="M12 4c5 0 9 3.1 9 7 0 4.3-5 7.4-9.5 9.5.5-1 .7-2 .5-2.5C7 17.5 3 14.5 3 11c0-3.9 4-7 9-7Z"/><path d="M7.5 9v4h2M11.5 9v4M14 13V9l2.5 4V9"/>',
  qr: '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><path d="M14 14h3v3M21 14v.01M17 21h4v-4M14 18v3"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  calendar:
    '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><path d="m9 15 2 2 4-4"/>',
  trophy:
    '<path d="M8 4h8v6a4 4 0 0 1-8 0Z"/><path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6"/>',
  shield: '<path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6Z"/><path d="m9 12 2 2 4-4"/>',
  browser: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 9h18M6.5 6.5h.01M9 6.5h.01"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01"/>',
  apple:
    '<path d="M16.5 12.5c0-2.3 1.9-3.3 2-3.4-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8A4.6 4.6 0 0 0 4.6 10c-1.7 2.9-.4 7.2 1.2 9.6.8 1.1 1.7 2.4 3 2.4 1.2 0 1.6-.8 3.1-.8s1.8.8 3.1.8c1.3 0 2.1-1.2 2.9-2.3a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.7-4.5Z"/><path d="M14.2 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.8 1.1.1 2.1-.5 2.8-1.3Z"/>',
  android:
    '<path d="M5 11a7 7 0 0 1 14 0v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1Z"/><path d="M5 11h14M9 8h.01M15 8h.01M7 3.5 8.5 6M17 3.5 15.5 6"/>',
  megaphone:
    '<path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Z"/><path d="M15 9a3.5 3.5 0 0 1 0 6M18 6.5a7 7 0 0 1 0 11"/>',
  login: '<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4"/><path d="M10 16l4-4-4-4M14 12H3"/>',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="m10 9 5 3-5 3Z"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  age: '<circle cx="12" cy="12" r="9"/><path d="M7.5 9.5 9 8.5v7M13.5 12a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5Zm0 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"/>',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof PATHS | keyof typeof EXTRA_PATHS;

let extraPaths: Readonly<Record<string, string>> | null = null;
let extraRequested = false;
const extraListeners = new Set<() => void>();

function loadExtraPaths(): void {
  if (extraRequested) return;
  extraRequested = true;
  void import('./icons-extra.ts').then((module) => {
    extraPaths = module.EXTRA_PATHS;
    for (const listener of extraListeners) listener();
  });
}

function subscribeExtra(listener: () => void): () => void {
  extraListeners.add(listener);
  return () => extraListeners.delete(listener);
}

/** The shapes of an icon; a rarer one is drawn once its module is there (an empty box until then). */
function useIconPaths(name: IconName): string {
  const loaded = useSyncExternalStore(subscribeExtra, () => extraPaths);
  const core = (PATHS as Record<string, string>)[name];
  if (core) return core;
  // idempotent: the first rare icon starts the one import, like a lazy component does
  if (!loaded) loadExtraPaths();
  return loaded?.[name] ?? '';
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'children' | 'dangerouslySetInnerHTML'> & {
  name: IconName;
  size?: number;
};

export function Icon({ name, size = 20, strokeWidth = 1.8, ...rest }: IconProps) {
  const markup = useIconPaths(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is this module's own constants, never input
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

const RESOURCE_ICONS: Record<string, IconName> = {
  facebook: 'facebook',
  telegram: 'telegram',
  line: 'line',
  youtube: 'youtube',
  instagram: 'instagram',
  ios: 'apple',
  apple: 'apple',
  android: 'android',
  age18: 'age',
  scores: 'ball',
};

/** Resource icons are either image URLs or symbolic names; a name maps to an inline icon when known. */
export function resourceIcon(icon: string | null): { src: string } | { name: IconName } | null {
  if (!icon) return null;
  if (/^(https?:|\/|data:image\/)/.test(icon)) return { src: icon };
  const name = RESOURCE_ICONS[icon.toLowerCase()];
  return name ? { name } : null;
}

/** The icon that stands for a category code in navigation and lists. */
export function categoryIcon(code: string): IconName {
  switch (code) {
    case 'HOME':
      return 'home';
    case 'HOT':
      return 'fire';
    case 'RNG':
    case 'TG':
    case 'AC':
      return 'slot';
    case 'JP':
      return 'jackpot';
    case 'BG':
      return 'lottery';
    case 'LIVE':
      return 'cards';
    case 'SPORTS':
      return 'ball';
    case 'ESPORTS':
      return 'controller';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'FISH':
      return 'fish';
    case 'PVP':
      return 'spade';
    case 'COCKFIGHT':
      return 'rooster';
    case 'PROMO':
      return 'gift';
    case 'POINTMALL':
      return 'star';
    default:
      return 'grid';
  }
}
