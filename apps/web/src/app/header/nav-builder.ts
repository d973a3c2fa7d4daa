import type { Vendor, VendorLane } from '@portal/contracts/games';
import { CATEGORY_ROUTES, FOOTER_EXCLUDED_CATEGORIES } from '@portal/contracts/games';
import type { Resource } from '@portal/contracts/system';

/** Spec section 9: the header drop-down shows at most 11 vendors, then a More tile. */
export const NAV_DROPDOWN_LIMIT = 11;

/** Slot sub-categories the navigation may show besides the category routes (spec section 2). */
const EXTRA_CLASSIFY_CATEGORIES = ['JP', 'TG', 'AC'] as const;
/** Bingo: only when the language list includes 'ty' (spec section 2). */
const BINGO = 'BG';

export type NavEntry =
  | { kind: 'route'; code: string; to: string }
  | { kind: 'category'; code: string; to: string; vendors: Vendor[]; vendorCount: number }
  | { kind: 'logo'; code: 'LOGO'; to: '/' }
  | { kind: 'link'; code: string; href: string; label: string };

export type NavInput = {
  lanes: readonly VendorLane[];
  languages: readonly string[];
  resources: readonly Resource[];
  gameListCentreTypes: readonly string[];
  /** UI language: picks the Thai or English label of link resources. */
  uiLanguage: string;
  /** The whitelabel menu names the points mall and the points system is on (decision 0046). */
  pointMall?: boolean;
};

/**
 * The route a category links to, or null when the navigation does not offer it. LOTT and ELOTT both
 * go to /elott; slot sub-categories open the RNG list filtered by gameClassify; game-list-centre
 * types get `/<type lower-case>`.
 */
export function categoryPath(
  code: string,
  gameListCentreTypes: readonly string[],
  languages: readonly string[],
): string | null {
  if (code === 'LOTT' || code === 'ELOTT') return CATEGORY_ROUTES.ELOTT;
  if (code in CATEGORY_ROUTES) return CATEGORY_ROUTES[code as keyof typeof CATEGORY_ROUTES];
  if ((EXTRA_CLASSIFY_CATEGORIES as readonly string[]).includes(code)) return `/rng?gameClassify=${code}`;
  if (code === BINGO) return languages.includes('ty') ? `/rng?gameClassify=${BINGO}` : null;
  if (gameListCentreTypes.includes(code)) return `/${code.toLowerCase()}`;
  return null;
}

/** LOTT is treated as ELOTT (spec section 4): both lottery lanes share the one /elott entry. */
function navCode(category: string): string {
  return category === 'LOTT' ? 'ELOTT' : category;
}

export function resourceLabel(resource: Resource, uiLanguage: string): string {
  return uiLanguage === 'th' && resource.labelNameTh ? resource.labelNameTh : resource.labelNameEn;
}

/** The header navigation, built from the vendor lanes exactly by the rules of spec section 2. */
export function buildNavigation(input: NavInput): NavEntry[] {
  const entries: NavEntry[] = [
    { kind: 'route', code: 'HOME', to: '/' },
    { kind: 'route', code: 'HOT', to: CATEGORY_ROUTES.HOT },
  ];
  const seen = new Set<string>(['HOME', 'HOT', 'PROMO']);
  const vendorsOf = new Map<string, Vendor[]>();
  for (const lane of input.lanes) {
    const code = navCode(lane.gameCategory);
    if (lane.vendors.length === 0) continue;
    const known = vendorsOf.get(code);
    if (known) {
      // the second lottery lane joins the one /elott entry
      if (code === 'ELOTT') known.push(...lane.vendors);
      continue;
    }
    if (seen.has(code)) continue;
    const to = categoryPath(code, input.gameListCentreTypes, input.languages);
    if (!to) continue;
    seen.add(code);
    const vendors = [...lane.vendors];
    vendorsOf.set(code, vendors);
    entries.push({ kind: 'category', code, to, vendors, vendorCount: 0 });
  }
  for (const entry of entries) {
    if (entry.kind !== 'category') continue;
    entry.vendorCount = entry.vendors.length;
    entry.vendors = entry.vendors.slice(0, NAV_DROPDOWN_LIMIT);
  }
  entries.push({ kind: 'logo', code: 'LOGO', to: '/' });
  entries.push({ kind: 'route', code: 'PROMO', to: '/promotions' });
  if (input.pointMall) entries.push({ kind: 'route', code: 'POINTMALL', to: '/pointMall' });
  input.resources
    .filter((resource) => resource.resourceType === 'NAV_LINK')
    .forEach((resource, index) => {
      entries.push({
        kind: 'link',
        code: `LINK-${index}`,
        href: resource.url,
        label: resourceLabel(resource, input.uiLanguage),
      });
    });
  return entries;
}

/** The footer's product list: the lane categories with vendors, without PROMO and HOME. */
export function buildProductList(
  input: Omit<NavInput, 'resources' | 'uiLanguage'>,
): { code: string; to: string }[] {
  const excluded: readonly string[] = FOOTER_EXCLUDED_CATEGORIES;
  const products: { code: string; to: string }[] = [];
  const seen = new Set<string>();
  for (const lane of input.lanes) {
    const code = navCode(lane.gameCategory);
    if (excluded.includes(code) || seen.has(code) || lane.vendors.length === 0) continue;
    const to = categoryPath(code, input.gameListCentreTypes, input.languages);
    if (!to) continue;
    seen.add(code);
    products.push({ code, to });
  }
  return products;
}
