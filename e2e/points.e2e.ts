import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backofficeTheme, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { headerBalance, logIn, openCentre } from './portal.ts';

/**
 * Points and the points mall (issue 19, decision 0035), on this file's own copy of the demo accounts: demo
 * (seeded with 5,000 points) sets a payment password, reaches /pointMall from the header's entry, redeems a gift with it (the stock
 * falls, the exchange is in progress), converts points to cash (the wallet rises at once), and an operator
 * approves the gift's exchange with the ops tool; the page in both themes and on a phone.
 */
const base = inject('baseUrl');
const own = playersOf('pts');
const FINANCE = operatorsOf('pts').finance;
const PIN = '246810';
let ops: OpsTool;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ops = await opsToolAs(FINANCE);
});
afterAll(async () => {
  ops.logout();
  await browser.close();
});

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });

const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function openMall(page: Page) {
  await page.goto(`${base}/pointMall`);
  await page.getByTestId('point-mall-page').waitFor();
  await expect.poll(() => page.getByTestId('mall-item').count()).toBeGreaterThan(0);
}

/** The mall reached from the header's entry (the whitelabel menu names it; decision 0046), no page load. */
async function mallFromHeader(page: Page) {
  await page.getByTestId('nav-item-POINTMALL').click();
  await page.getByTestId('point-mall-page').waitFor();
  await expect.poll(() => page.getByTestId('mall-item').count()).toBeGreaterThan(0);
}

async function confirmWithPin(page: Page) {
  const dialog = page.getByTestId('points-confirm');
  await dialog.waitFor();
  await page.getByTestId('points-password').fill(PIN);
  await page.getByTestId('points-confirm-submit').click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('points mall', () => {
  it('redeems a gift and converts points with the payment password; an operator approves the gift', async () => {
    const page = await visit({ theme: 'dark' });
    await logIn(page, own.demo.username, own.demo.password);
    await openCentre(page, 'withdraw');
    await page.getByTestId('paypw-login').fill(own.demo.password);
    await page.getByTestId('paypw-new').fill(PIN);
    await page.getByTestId('paypw-confirm').fill(PIN);
    await page.getByTestId('paypw-submit').click();
    await page.getByTestId('card-bank').waitFor();
    const cashBefore = amountOf(await headerBalance(page));

    await mallFromHeader(page);
    const balance = page.getByTestId('points-balance');
    await expect.poll(() => balance.textContent()).toBe('5,000');
    await shot(page, 'points-mall-dark');

    const coin = page.getByTestId('mall-item').filter({ hasText: 'Gold coin keepsake' });
    const stock = coin.getByTestId('mall-item-stock');
    const stockBefore = amountOf((await stock.textContent()) ?? '');
    await coin.getByTestId('mall-redeem').click();
    await shot(page, 'points-redeem-dialog-dark');
    await confirmWithPin(page);
    await expect.poll(() => balance.textContent()).toBe('4,500');
    await expect.poll(async () => amountOf((await stock.textContent()) ?? '')).toBe(stockBefore - 1);
    const first = page.getByTestId('points-exchange').first();
    await expect.poll(() => first.getAttribute('data-status')).toBe('pending');
    expect(await first.innerText()).toContain('In progress');

    await page.getByTestId('points-convert-amount').fill('1000');
    expect(await page.getByTestId('points-convert-cash').innerText()).toContain('100.00');
    await page.getByTestId('points-convert-submit').click();
    await confirmWithPin(page);
    await expect.poll(() => balance.textContent()).toBe('3,500');
    await expect
      .poll(() => page.getByTestId('points-exchange').first().getAttribute('data-status'))
      .toBe('approved');
    await shot(page, 'points-after-exchanges-dark');
    await expect.poll(async () => amountOf(await headerBalance(page))).toBe(cashBefore + 100);

    const waiting = JSON.parse(
      ops('points', 'exchanges', '--merchant', 'siam', '--status', 'pending', '--json'),
    ) as {
      content: Array<{ id: number; username: string }>;
    };
    const mine = waiting.content.find((e) => e.username === own.demo.username);
    expect(mine).toBeDefined();
    expect(
      ops('points', 'approve', String(mine?.id), '--merchant', 'siam', '--note', 'Sent by courier'),
    ).toContain('approved');
    await openMall(page);
    const gift = page.getByTestId('points-exchange').filter({ hasText: 'Gold coin keepsake' });
    await expect.poll(() => gift.getAttribute('data-status')).toBe('approved');
    expect(await gift.innerText()).toContain('Remark: Sent by courier');
    await page.getByTestId('points-history').scrollIntoViewIfNeeded();
    await shot(page, 'points-history-approved-dark');
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the mall in the light theme and on a phone', async () => {
    const page = await visit({ theme: 'light' });
    await logIn(page, own.gamer.username, own.gamer.password);
    await openMall(page);
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('2,000');
    await shot(page, 'points-mall-light');
    await page.setViewportSize(PHONE.viewport);
    // on a phone the entry is in the header's drawer
    await page.getByTestId('nav-burger').click();
    await mallFromHeader(page);
    await shot(page, 'points-mall-phone-light');
    await page.close();
    const phone = await visit({ theme: 'dark' });
    await logIn(phone, own.gamer.username, own.gamer.password);
    await phone.setViewportSize(PHONE.viewport);
    await openMall(phone);
    await shot(phone, 'points-mall-phone-dark');
    await phone.close();
  }, 90_000);

  it("shows the back office's exchanges, items and rates, in both themes and on a phone", async () => {
    const app = authenticatorApp();
    const admin = operatorsOf('pts').admin;
    for (const theme of ['dark', 'light'] as const) {
      const page = await openPage(browser, { lang: 'en' });
      if (theme === 'light') await backofficeTheme(page, 'light');
      await signIn(page, admin, app);
      await page.getByRole('link', { name: 'Points mall' }).click();
      await page.getByTestId('bo-points-page').waitFor();
      await chooseMerchant(page, 'bo-points-merchant', 'siam');
      await page.getByTestId('bo-points-status').selectOption('');
      const gift = page.getByTestId('bo-points-exchanges-row').filter({ hasText: own.demo.username }).first();
      await expect.poll(() => gift.count()).toBe(1);
      await shot(page, `backoffice-points-exchanges-${theme}`);
      await page.getByTestId('bo-tab-items').click();
      await expect.poll(() => page.getByTestId('bo-points-items-row').count()).toBeGreaterThan(3);
      await shot(page, `backoffice-points-items-${theme}`);
      if (theme === 'light') {
        await page.getByTestId('bo-tab-settings').click();
        await expect.poll(() => page.getByTestId('bo-points-RNG').inputValue()).toBe('100');
        await shot(page, 'backoffice-points-settings-light');
        await page.setViewportSize(PHONE.viewport);
        await page.getByTestId('bo-tab-exchanges').click();
        await shot(page, 'backoffice-points-phone-light');
      }
      expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
      await page.close();
    }
  }, 120_000);
});
