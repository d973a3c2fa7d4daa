import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { lowContrast } from './axe.ts';
import { launch, loaded, openPage, PHONE } from './browser.ts';
import { playersOf } from './players.ts';

/**
 * Every text reads against its background at WCAG AA contrast (axe-core's color-contrast rule), in both
 * themes, on a wide and a phone screen, for a visitor and a logged-in player on both sites.
 */
const base = inject('baseUrl');
const lucky = base.replace('localhost', 'lucky.localhost');
const { demo, agent } = playersOf('a11y');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * The contrast of an element's text on its own background. axe leaves a text over a translucent header
 * undecided (it cannot tell what shows through), so the header's own buttons are measured here.
 */
function ownContrast(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((el) => {
    // computed colours may be oklab() or color(): a canvas turns any of them into sRGB bytes
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (value: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

/** The page loaded; its animations are stilled (the journeys ask for reduced motion), so colours rest. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await loaded(page);
}

async function logIn(page: Page, site: string, who: { username: string; password: string } = demo) {
  await page.goto(site);
  const form = page.getByTestId('header-login');
  await form.getByTestId('login-username').fill(who.username);
  await form.getByTestId('login-password').fill(who.password);
  await page.getByTestId('header-login-submit').click();
  await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(who.username);
}

describe('contrast', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`reads at AA contrast for a visitor and a player, ${theme} theme`, async () => {
      const found: string[] = [];
      const check = async (page: Page, where: string) => {
        await settle(page);
        for (const f of await lowContrast(page)) found.push(`${where} ${f.target}: ${f.summary}`);
      };
      for (const [site, name, paths] of [
        [base, 'siam', ['/', '/rng', '/promotions', '/winners']],
        [lucky, 'lucky', ['/']],
      ] as const) {
        const page = await openPage(browser, { theme, lang: 'en', bypassCSP: true, ...visitor() });
        for (const path of paths) {
          await page.goto(`${site}${path}`);
          await check(page, `${name}${path}`);
        }
        await page.close();
      }
      const player = await openPage(browser, { theme, lang: 'en', bypassCSP: true, ...visitor() });
      await logIn(player, base);
      await check(player, 'siam/ player');
      for (const centrePage of ['securityCenter', 'withdraw', 'personalHistoryCopy']) {
        await player.goto(`${base}/?page=${centrePage}`);
        await expect
          .poll(() => player.getByTestId('member-centre-page').getAttribute('data-page'))
          .toBe(centrePage);
        await check(player, `siam/?page=${centrePage}`);
      }
      await player.close();
      // an agent's header carries the agent-centre button
      const agentPage = await openPage(browser, { theme, lang: 'en', bypassCSP: true, ...visitor() });
      await logIn(agentPage, base, agent);
      await expect.poll(() => agentPage.getByTestId('user-agent-centre').isVisible()).toBe(true);
      expect(await ownContrast(agentPage, 'user-agent-centre')).toBeGreaterThanOrEqual(4.5);
      await check(agentPage, 'siam/ agent');
      await agentPage.close();
      const phone = await openPage(browser, { theme, lang: 'en', bypassCSP: true, ...PHONE, ...visitor() });
      await phone.goto(base);
      await check(phone, 'siam/ phone');
      // a chosen quick amount on the phone's deposit page (once yellow on yellow)
      await phone.getByTestId('login-button').click();
      const modal = phone.getByTestId('login-modal');
      await modal.getByTestId('login-username').fill(demo.username);
      await modal.getByTestId('login-password').fill(demo.password);
      await modal.getByTestId('login-submit').click();
      await expect.poll(() => phone.getByTestId('user-menu-toggle').isVisible()).toBe(true);
      await phone.goto(`${base}/?page=depositv2`);
      await phone.getByTestId('deposit-channel-BANK').click();
      const chip = phone.locator('[data-testid^="deposit-quick-"]:not([data-testid$="-chips"])').first();
      await chip.click();
      await check(phone, 'siam/?page=depositv2 phone, a quick amount chosen');
      await phone.close();
      expect(found).toEqual([]);
    }, 180_000);
  }
});
