import type { OpsFeature } from '@portal/contracts/operators-merchants.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** The screen's tabs, each saving its own section of the set-up. */
export const MERCHANT_TABS = [
  'brand',
  'languages',
  'domains',
  'features',
  'registration',
  'payments',
  'access',
] as const;
export type MerchantTab = (typeof MERCHANT_TABS)[number];
export const isMerchantTab = (value: string | null): value is MerchantTab =>
  MERCHANT_TABS.includes(value as MerchantTab);

/** #rrggbb, as the API takes a brand colour. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A feature as the tree shows it: its own switch, and the nearest switched-off module above it. */
export type FeatureRow = OpsFeature & { offThrough: string | null };

/**
 * The flattened tree with each module's switch as drafted, and for each the module above it that is off
 * (the portal treats a module under a disabled parent as off, whatever its own switch says).
 */
export function featureRows(features: readonly OpsFeature[], draft: Readonly<Record<string, boolean>>) {
  const byId = new Map(features.map((f) => [f.modId, f]));
  const on = (modId: string) => draft[modId] ?? byId.get(modId)?.enabled ?? true;
  return features.map((feature): FeatureRow => {
    let offThrough: string | null = null;
    for (let parent = feature.parent; parent !== null; parent = byId.get(parent)?.parent ?? null) {
      if (!on(parent)) offThrough = parent;
    }
    return { ...feature, enabled: on(feature.modId), offThrough };
  });
}

/** The restricted ranges typed one a line: blank lines and spaces around a range left out. */
export function rangesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Minor units as the amount fields show them ("1,000.00"). */
export const amountText = (minor: number) => formatMinor(minor);

/** Quick amounts typed as major units separated by spaces ("100 500 1,000"); null when one is not an amount. */
export function quickAmountsOf(text: string): number[] | null {
  const parts = text.split(/\s+/).filter(Boolean);
  const amounts = parts.map((part) => parseMajor(part));
  return amounts.every((amount): amount is number => amount !== null) ? amounts : null;
}

/** Quick amounts as the field shows them: whole amounts without ".00". */
export const quickText = (amounts: readonly number[]) =>
  amounts.map((minor) => formatMinor(minor).replace(/,/g, '').replace(/\.00$/, '')).join(' ');

/**
 * A merchant's site from this back office: the platform answers every merchant's domains on its one
 * port, so the same scheme and port with the merchant's host.
 */
export function siteAddress(domain: string, here: Pick<Location, 'protocol' | 'port'> = window.location) {
  return `${here.protocol}//${domain}${here.port ? `:${here.port}` : ''}/`;
}

/** The host of what an operator pastes ("https://Lucky.example:3000/home" → "lucky.example"); '' for nothing. */
export function hostOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}

/** The platform's drawn wordmark of a merchant: its name in its primary colour, following both. */
export const drawnLogo = (code: string) => `/assets/art/brand/${code}/logo.svg`;

export const isDrawnLogo = (code: string, url: string) =>
  url === drawnLogo(code) || url.startsWith(`${drawnLogo(code)}?`);

/**
 * The logo a preview shows. A merchant's drawn wordmark (the platform's brand art, until an operator
 * uploads a logo) is drawn in the name and the primary colour its address names, and follows a rename or
 * a recolour once saved: the preview asks for it in the ones being typed.
 */
export function previewLogo(code: string, logoUrl: string, name: string, primaryColor: string): string {
  if (!isDrawnLogo(code, logoUrl)) return logoUrl;
  const drawn = drawnLogo(code);
  const look = new URLSearchParams();
  const shown = name.trim();
  if (shown.length > 0 && shown.length <= 60) look.set('n', shown);
  if (HEX_COLOR.test(primaryColor)) look.set('c', primaryColor.slice(1).toLowerCase());
  return look.size > 0 ? `${drawn}?${look}` : drawn;
}
