import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, problemsOf, shot } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('navigation', () => {
  it('puts home and hot first, then categories with vendors, then promotions', async () => {
    const page = await openPage(browser);
    await page.goto(base);
    const items = page.getByTestId('main-nav').locator('[data-testid^="nav-item-"]');
    await expect.poll(() => items.count()).toBeGreaterThan(6);
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids.slice(0, 2)).toEqual(['nav-item-HOME', 'nav-item-HOT']);
    expect(ids).toContain('nav-item-RNG');
    expect(ids).toContain('nav-item-PROMO');
    expect(ids).not.toContain('nav-item-BG');
    await page.close();
  });

  it('drops down at most 11 vendor tiles and a More tile that opens the category page', async () => {
    const page = await openPage(browser);
    await page.goto(base);
    await page.getByTestId('nav-item-ESPORTS').hover();
    const dropdown = page.getByTestId('nav-dropdown-ESPORTS');
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    const tiles = await dropdown.locator('a').count();
    expect(tiles).toBeGreaterThan(1);
    expect(tiles).toBeLessThanOrEqual(12);
    await shot(page, 'nav-dropdown');
    await dropdown.getByTestId('nav-dropdown-more').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/esports');
    await expect.poll(() => page.getByTestId('game-list-page').isVisible()).toBe(true);
    await page.close();
  });

  it('opens every category page with games', async () => {
    const page = await openPage(browser);
    for (const path of [
      '/hot',
      '/rng',
      '/live',
      '/sports',
      '/fish',
      '/pvp',
      '/cockfight',
      '/elott',
      '/crash',
    ]) {
      await page.goto(`${base}${path}`);
      await expect.poll(() => page.getByTestId('game-list-page').isVisible(), { message: path }).toBe(true);
      await expect.poll(() => page.getByTestId('game-card').count(), { message: path }).toBeGreaterThan(0);
    }
    await shot(page, 'game-list-crash');
    await page.goto(`${base}/rng`);
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(6);
    await shot(page, 'game-list-rng');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('opens help at a section in a modal and returns home when closed', async () => {
    const page = await openPage(browser);
    await page.goto(`${base}/help#withdraw`);
    await expect.poll(() => page.getByTestId('help-page').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('help-section-withdraw').isVisible()).toBe(true);
    await shot(page, 'help-modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('shows promotions, the join page and the app download steps', async () => {
    const page = await openPage(browser);
    await page.goto(`${base}/promotions`);
    await expect.poll(() => page.getByTestId('promotion-card').count()).toBeGreaterThanOrEqual(5);
    await shot(page, 'promotions');
    await page.goto(`${base}/join`);
    await expect.poll(() => page.getByTestId('join-page').isVisible()).toBe(true);
    await shot(page, 'join');
    await page.goto(`${base}/down`);
    await expect.poll(() => page.getByTestId('download-page').isVisible()).toBe(true);
    expect(await page.locator('#ios').count()).toBe(1);
    expect(await page.locator('#android').count()).toBe(1);
    await shot(page, 'download');
    await page.close();
  });
});

describe('header and side bar controls', () => {
  it('switches between dark and light and remembers the choice', async () => {
    // No preset theme: the brand's default (dark for this merchant) until the visitor chooses.
    const page = await openPage(browser);
    await page.goto(base);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('dark');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(theme).toBe('light');
    await page.reload();
    await expect.poll(theme).toBe('light');
    await page.close();
  });

  it('opens live chat from the side bar in its own 440 by 750 window', async () => {
    const page = await openPage(browser);
    await page.goto(base);
    const entry = page.getByTestId('cs-entry-LIVECHAT');
    await expect.poll(() => entry.isVisible()).toBe(true);
    const opened = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const original = window.open.bind(window);
          window.open = (url?: string | URL, target?: string, features?: string) => {
            resolve(`${String(url)} | ${features ?? ''}`);
            return original('about:blank', target, features);
          };
        }),
    );
    await entry.click();
    const call = await opened;
    expect(call).toMatch(/^https:\/\//);
    expect(call).toContain('width=440');
    expect(call).toContain('height=750');
    await page.close();
  });
});
