import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES, ROUTE_CATEGORIES } from './games.ts';

describe('category routes', () => {
  it('maps the spec routes to category codes', () => {
    expect(CATEGORY_ROUTES).toMatchObject({
      SPORTS: '/sports',
      ESPORTS: '/esports',
      LIVE: '/live',
      LOTT: '/lott',
      ELOTT: '/elott',
      FISH: '/fish',
      PVP: '/pvp',
      RNG: '/rng',
      COCKFIGHT: '/cockfight',
      HOT: '/hot',
    });
  });

  it('maps back for every category except HOT', () => {
    expect(ROUTE_CATEGORIES['/hot']).toBeUndefined();
    for (const [code, route] of Object.entries(CATEGORY_ROUTES)) {
      if (code !== 'HOT') expect(ROUTE_CATEGORIES[route]).toBe(code);
    }
  });
});
