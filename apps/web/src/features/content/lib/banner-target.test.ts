import { describe, expect, it } from 'vitest';
import { bannerTarget, carouselOptions } from './banner-target.ts';

describe('carousel options', () => {
  it('loops only with more than one banner', () => {
    expect(carouselOptions(0).loop).toBe(false);
    expect(carouselOptions(1).loop).toBe(false);
    expect(carouselOptions(2).loop).toBe(true);
  });

  it('autoplays every 5000 ms without stopping on interaction, 1000 ms transitions, clickable pagination', () => {
    const options = carouselOptions(3);
    expect(options.autoplay).toEqual({ delay: 5000, disableOnInteraction: false });
    expect(options.speed).toBe(1000);
    expect(options.pagination.clickable).toBe(true);
  });

  it('stays on a banner until the visitor moves it, without a sliding transition, when less motion is asked for', () => {
    const options = carouselOptions(3, true);
    expect(options.autoplay).toBe(false);
    expect(options.speed).toBe(0);
    expect(options.loop).toBe(true);
    expect(options.pagination.clickable).toBe(true);
  });
});

describe('banner target by linkageType', () => {
  it('URL opens the url outside the portal', () => {
    expect(bannerTarget({ linkageType: 'URL', url: 'https://example.com/a' })).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
  });

  it('ROUTE navigates inside the portal', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', url: '/promotions' })).toEqual({
      kind: 'route',
      path: '/promotions',
    });
    expect(bannerTarget({ linkageType: 'ROUTE', url: 'join' })).toEqual({ kind: 'route', path: '/join' });
  });

  it("GAME opens the game's category page", () => {
    expect(bannerTarget({ linkageType: 'GAME', url: 'LIVE:baccarat' })).toEqual({
      kind: 'route',
      path: '/live',
    });
    expect(bannerTarget({ linkageType: 'GAME', url: 'rng' })).toEqual({ kind: 'route', path: '/rng' });
    expect(bannerTarget({ linkageType: 'GAME', url: 'unknown-code' })).toEqual({
      kind: 'route',
      path: '/hot',
    });
  });

  it('NONE, a missing url or an unknown type does nothing', () => {
    expect(bannerTarget({ linkageType: 'NONE', url: 'https://example.com' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', url: null })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'OTHER', url: '/x' })).toEqual({ kind: 'none' });
  });
});
