import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, shot } from './browser.ts';

// Spec section 8: a lazy chunk that fails to load is reported, retried once, then the page shows the
// chunk error page with a reload button. A visitor page, so no copy of the demo accounts is needed.
const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('chunk-load errors', () => {
  it('shows the reload page when the promotions chunk is missing, and reloading loads it', async () => {
    const page = await openPage(browser);
    const chunk = /\/assets\/promotions-page-[^/]*\.js$/;
    const failed: string[] = [];
    await page.route(chunk, (route) => {
      failed.push(route.request().url());
      return route.fulfill({ status: 404, body: 'missing' });
    });
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[chunk-load]')) reports.push(message.text());
    });
    await page.goto(`${base}/promotions`);
    const errorPage = page.getByTestId('chunk-error-page');
    await expect.poll(() => errorPage.isVisible()).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    // reported (type and address in the console), never shown raw to the player
    expect(reports.length).toBeGreaterThan(0);
    expect(await errorPage.innerText()).not.toContain('/assets/');
    expect(await page.getByTestId('main-nav').count()).toBe(1);
    await shot(page, 'chunk-error');

    await page.unroute(chunk);
    await page.getByTestId('chunk-error-reload').click();
    await expect.poll(() => page.getByTestId('promotion-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('chunk-error-page').count()).toBe(0);
    await page.close();
  });
});
