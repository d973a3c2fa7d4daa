import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, shot } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const THAI = /[\u0E00-\u0E7F]/;

describe('languages', () => {
  it('starts in the configured Thai, switches to English and back, remembering the choice', async () => {
    const page = await openPage(browser);
    await page.goto(base);
    const nav = page.getByTestId('main-nav');
    await expect.poll(async () => THAI.test(await nav.innerText())).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');

    await page.getByTestId('language-selector').click();
    // the merchant lists 35 and more; the selector offers the ones the site has texts in
    const options = page.locator('[data-testid^="language-option-"]');
    await expect.poll(() => options.count()).toBe(2);
    await page.getByTestId('language-option-en').click();
    await expect.poll(async () => THAI.test(await nav.innerText())).toBe(false);
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', 'en']);
    await shot(page, 'home-english');

    await page.reload();
    await expect.poll(async () => THAI.test(await nav.innerText())).toBe(false);

    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-th').click();
    await expect.poll(async () => THAI.test(await nav.innerText())).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');
    await page.close();
  });

  it('falls back to English texts for a listed language without its own texts', async () => {
    const page = await openPage(browser, { lang: 'ja' });
    await page.goto(base);
    const nav = page.getByTestId('main-nav');
    await expect.poll(() => nav.innerText()).toMatch(/[A-Za-z]{3,}/);
    expect(THAI.test(await nav.innerText())).toBe(false);
    await page.close();
  });
});
