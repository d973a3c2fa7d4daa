import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backoffice, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf } from './players.ts';

/**
 * The back office's content screen (issue 15): an admin edits a home banner's English title and the
 * portal's home page shows it over the banner at once; the title is set back, since other journeys read
 * the home banners. A viewer reads the lists and the editor without the means to change them.
 */
const base = inject('baseUrl');
const operators = operatorsOf('cms');
const app = authenticatorApp();
const ORIGINAL = '100% Welcome Bonus';
const EDITED = 'Royal Welcome Weekend';
const homeBanners = `${backoffice}content?merchant=siam&tab=B&group=w_home`;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });

const rowOf = (page: Page, title: string) => page.getByTestId('bo-content-row').filter({ hasText: title });

/** Opens a banner's editor from its row, writes its English headline and saves. */
async function retitle(page: Page, from: string, to: string, look?: () => Promise<void>) {
  await rowOf(page, from).getByTestId('bo-content-open').click();
  const editor = page.getByTestId('bo-content-editor');
  await editor.waitFor();
  await page.getByTestId('bo-content-title-en').fill(to);
  // the preview draws the headline as it is typed, once in each theme
  const previews = page.getByTestId('bo-content-preview').locator('figure');
  await expect.poll(() => previews.count()).toBe(2);
  for (const figure of await previews.all()) await expect.poll(() => figure.innerText()).toContain(to);
  await look?.();
  await page.getByTestId('bo-content-save').click();
  await editor.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('bo-content-outcome').textContent()).toContain('Saved');
  await expect.poll(() => rowOf(page, to).count()).toBe(1);
}

/** The home carousel's texts as a visitor of the portal sees them. */
async function portalHome(theme: 'dark' | 'light' = 'dark') {
  const portal = await visit({ theme });
  await portal.goto(base);
  const carousel = portal.getByTestId('banner-carousel');
  await expect.poll(() => carousel.getByTestId('banner-slide').count()).toBeGreaterThan(0);
  return { portal, carousel };
}

describe('back office content', () => {
  it('an admin retitles a home banner and the portal shows the new title over it at once', async () => {
    const page = await visit();
    await signIn(page, operators.admin, app);
    await page.goto(homeBanners);
    await expect.poll(() => rowOf(page, ORIGINAL).count()).toBe(1);
    await expect.poll(() => page.getByTestId('bo-content-row').count()).toBe(4);
    await shot(page, 'backoffice-content-banners');

    await retitle(page, ORIGINAL, EDITED, async () => {
      await page.evaluate(() => document.fonts.ready);
      await shot(page, 'backoffice-content-editor');
      // the Thai tab previews the Thai headline
      await page.getByTestId('bo-content-lang-th').click();
      await expect.poll(() => page.getByTestId('bo-content-preview').innerText()).toContain('โบนัสต้อนรับ 100%');
      await shot(page, 'backoffice-content-editor-th');
      await page.getByTestId('bo-content-lang-en').click();
    });

    const { portal, carousel } = await portalHome();
    const active = carousel.locator('.swiper-slide-active [data-testid="banner-slide"]');
    await expect.poll(() => active.innerText()).toContain(EDITED);
    await active.locator('img').waitFor();
    await portal.evaluate(() => document.fonts.ready);
    await shot(portal, 'backoffice-content-portal-home');
    await portal.close();

    // set back: the other journeys read the seeded home banners
    await retitle(page, EDITED, ORIGINAL);
    const again = await portalHome('light');
    await expect.poll(() => again.carousel.innerText()).toContain(ORIGINAL);
    expect(await again.carousel.innerText()).not.toContain(EDITED);
    await again.portal.close();

    // the light theme of the screen itself
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
    await rowOf(page, ORIGINAL).getByTestId('bo-content-open').click();
    await page.getByTestId('bo-content-editor').waitFor();
    await expect.poll(() => page.getByTestId('bo-content-preview').locator('img').count()).toBe(2);
    await shot(page, 'backoffice-content-editor-light');
    await page.keyboard.press('Escape');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('a viewer reads the lists and the editor of its merchant without the means to change them', async () => {
    const page = await visit({ ...PHONE });
    await signIn(page, operators.siamViewer, app);
    await page.goto(homeBanners);
    await expect.poll(() => rowOf(page, ORIGINAL).count()).toBe(1);
    expect(await page.getByTestId('bo-content-new').count()).toBe(0);
    expect(await page.getByTestId('bo-content-switch').count()).toBe(0);
    expect(await page.getByTestId('bo-content-delete').count()).toBe(0);
    // one merchant: no merchant to choose
    expect(await page.getByTestId('bo-content-merchant').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'backoffice-content-phone');

    await page.getByTestId('bo-content-tab-PU').click();
    await expect.poll(() => page.getByTestId('bo-content-row').count()).toBeGreaterThan(0);
    await page.getByTestId('bo-content-row').first().getByTestId('bo-content-open').click();
    await page.getByTestId('bo-content-editor').waitFor();
    expect(await page.getByTestId('bo-content-save').count()).toBe(0);
    expect(await page.getByTestId('bo-content-title-en').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => page.getByTestId('bo-content-preview').locator('figure').count()).toBe(2);
    await shot(page, 'backoffice-content-phone-editor');
    await page.getByTestId('bo-content-editor').getByRole('button', { name: 'Close' }).last().click();

    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
    await page.getByTestId('bo-content-tab-help').click();
    await expect.poll(() => page.getByTestId('bo-content-row').count()).toBeGreaterThan(3);
    await shot(page, 'backoffice-content-phone-help-light');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
