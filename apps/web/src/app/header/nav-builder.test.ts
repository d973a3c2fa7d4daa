import type { VendorLane } from '@portal/contracts/games';
import type { Resource } from '@portal/contracts/system';
import { describe, expect, it } from 'vitest';
import { makeVendor } from '../../test/fixtures.ts';
import { buildNavigation, buildProductList, NAV_DROPDOWN_LIMIT } from './nav-builder.ts';

function lane(gameCategory: string, count: number): VendorLane {
  return {
    gameCategory,
    vendors: Array.from({ length: count }, (_, i) => makeVendor(`${gameCategory}${i}`)),
  };
}

const navLink = (url: string, en: string, th: string | null): Resource => ({
  labelNameEn: en,
  labelNameTh: th,
  url,
  resourceType: 'NAV_LINK',
  icon: null,
});

const base = { languages: ['th', 'en'], resources: [], gameListCentreTypes: [], uiLanguage: 'en' };

describe('buildNavigation', () => {
  it('puts HOME and HOT first, one entry per lane with vendors, then the logo and PROMO', () => {
    const nav = buildNavigation({
      ...base,
      lanes: [lane('RNG', 3), lane('LIVE', 0), lane('SPORTS', 2), lane('FISH', 1)],
    });
    expect(nav.map((entry) => entry.code)).toEqual(['HOME', 'HOT', 'RNG', 'SPORTS', 'FISH', 'LOGO', 'PROMO']);
    expect(nav[0]).toMatchObject({ to: '/' });
    expect(nav[1]).toMatchObject({ to: '/hot' });
    expect(nav.find((entry) => entry.code === 'PROMO')).toMatchObject({ to: '/promotions' });
  });

  it('keeps lane order and maps every category to its route', () => {
    const nav = buildNavigation({
      ...base,
      lanes: [lane('PVP', 1), lane('LIVE', 1), lane('COCKFIGHT', 1), lane('ESPORTS', 1), lane('RNG', 1)],
    });
    const routes = nav.filter((entry) => entry.kind === 'category').map((entry) => [entry.code, entry.to]);
    expect(routes).toEqual([
      ['PVP', '/pvp'],
      ['LIVE', '/live'],
      ['COCKFIGHT', '/cockfight'],
      ['ESPORTS', '/esports'],
      ['RNG', '/rng'],
    ]);
  });

  it('gives both lottery categories one ELOTT entry to /elott with the vendors of both lanes', () => {
    const nav = buildNavigation({ ...base, lanes: [lane('LOTT', 2), lane('PVP', 1), lane('ELOTT', 3)] });
    expect(nav.map((entry) => entry.code)).toEqual(['HOME', 'HOT', 'ELOTT', 'PVP', 'LOGO', 'PROMO']);
    const lottery = nav.find((entry) => entry.code === 'ELOTT');
    if (lottery?.kind !== 'category') throw new Error('missing lottery entry');
    expect(lottery.to).toBe('/elott');
    expect(lottery.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'LOTT0',
      'LOTT1',
      'ELOTT0',
      'ELOTT1',
      'ELOTT2',
    ]);
    const onlyLott = buildNavigation({ ...base, lanes: [lane('LOTT', 1)] });
    expect(onlyLott.find((entry) => entry.kind === 'category')).toMatchObject({
      code: 'ELOTT',
      to: '/elott',
    });
  });

  it('offers JP, TG and AC as filtered RNG lists and drops unknown categories', () => {
    const nav = buildNavigation({
      ...base,
      lanes: [lane('JP', 1), lane('TG', 1), lane('AC', 1), lane('ZZZ', 4)],
    });
    const routes = nav.filter((entry) => entry.kind === 'category').map((entry) => entry.to);
    expect(routes).toEqual(['/rng?gameClassify=JP', '/rng?gameClassify=TG', '/rng?gameClassify=AC']);
  });

  it('shows BG only when the language list includes ty', () => {
    const without = buildNavigation({ ...base, lanes: [lane('BG', 2)] });
    expect(without.some((entry) => entry.code === 'BG')).toBe(false);
    const withTy = buildNavigation({ ...base, languages: ['th', 'en', 'ty'], lanes: [lane('BG', 2)] });
    expect(withTy.find((entry) => entry.code === 'BG')).toMatchObject({ to: '/rng?gameClassify=BG' });
  });

  it('links game-list-centre types to their lower-case path', () => {
    const nav = buildNavigation({ ...base, gameListCentreTypes: ['CRASH'], lanes: [lane('CRASH', 2)] });
    expect(nav.find((entry) => entry.code === 'CRASH')).toMatchObject({ to: '/crash' });
  });

  it('appends NAV_LINK resources as link entries after PROMO, labelled in the UI language', () => {
    const resources: Resource[] = [
      navLink('https://blog.example', 'Blog', 'บล็อก'),
      { ...navLink('https://x.example', 'X', null), resourceType: 'SOCIAL' },
      navLink('https://news.example', 'News', null),
    ];
    const en = buildNavigation({ ...base, lanes: [lane('RNG', 1)], resources });
    expect(en.slice(-2)).toEqual([
      { kind: 'link', code: 'LINK-0', href: 'https://blog.example', label: 'Blog' },
      { kind: 'link', code: 'LINK-1', href: 'https://news.example', label: 'News' },
    ]);
    const th = buildNavigation({ ...base, uiLanguage: 'th', lanes: [], resources });
    expect(th.filter((entry) => entry.kind === 'link').map((entry) => entry.label)).toEqual(['บล็อก', 'News']);
  });

  it('caps the drop-down at 11 vendors and remembers how many there are', () => {
    const nav = buildNavigation({ ...base, lanes: [lane('RNG', 15), lane('LIVE', 4)] });
    const rng = nav.find((entry) => entry.code === 'RNG');
    const live = nav.find((entry) => entry.code === 'LIVE');
    if (rng?.kind !== 'category' || live?.kind !== 'category') throw new Error('missing category entries');
    expect(NAV_DROPDOWN_LIMIT).toBe(11);
    expect(rng.vendors).toHaveLength(11);
    expect(rng.vendors[0]?.vassalage).toBe('RNG0');
    expect(rng.vendorCount).toBe(15);
    expect(live.vendors).toHaveLength(4);
  });

  it('never duplicates HOME, HOT or PROMO from lanes', () => {
    const nav = buildNavigation({ ...base, lanes: [lane('HOT', 3), lane('PROMO', 1), lane('RNG', 1)] });
    expect(nav.map((entry) => entry.code)).toEqual(['HOME', 'HOT', 'RNG', 'LOGO', 'PROMO']);
  });
});

describe('buildProductList', () => {
  it('lists lane categories with vendors, never PROMO or HOME', () => {
    const products = buildProductList({
      languages: ['en'],
      gameListCentreTypes: [],
      lanes: [lane('HOME', 1), lane('RNG', 2), lane('PROMO', 1), lane('LIVE', 0), lane('FISH', 1)],
    });
    expect(products).toEqual([
      { code: 'RNG', to: '/rng' },
      { code: 'FISH', to: '/fish' },
    ]);
  });
});
