import type { Frame, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { loaded } from './browser.ts';

/** A player's steps on the portal that more than one journey takes. */

const base = inject('baseUrl');

/** Logs a player in from the header of a site (Siam unless given). */
export async function logIn(page: Page, username: string, password: string, site = base) {
  await page.goto(site);
  const form = page.getByTestId('header-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(password);
  await page.getByTestId('header-login-submit').click();
  await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(username);
}

/** The header balance as the player reads it: the member centre closed (it covers the header), refreshed. */
export async function headerBalance(page: Page): Promise<string> {
  if (await page.getByTestId('member-centre').isVisible()) await page.keyboard.press('Escape');
  await page.getByTestId('balance-refresh').click();
  return (await page.getByTestId('user-balance').textContent()) ?? '';
}

/** Opens a member-centre page by its spec name (`?page=`). */
export const openCentre = (page: Page, centrePage: string, site = base) =>
  page.goto(`${site}/?page=${centrePage}`);

/** Moves to an address of the site inside the running app, as its links do (no reload). */
export const goInside = (page: Page, address: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/**
 * Moves to a member-centre page inside the running app, as its menu does (no reload), and waits until the
 * page has loaded: for pictures of several pages in a row.
 */
export async function showCentre(page: Page, centrePage: string) {
  await goInside(page, `/?page=${centrePage}`);
  await page.locator(`[data-testid="member-centre-page"][data-page="${centrePage}"]`).waitFor();
  await loaded(page);
}

/** A bank-transfer deposit the player sends from the deposit page; its order number. */
export async function bankDeposit(page: Page, amount: string, site = base): Promise<string> {
  await openCentre(page, 'depositv2', site);
  await page.getByTestId('deposit-channel-BANK').click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-payer-name').fill('Somchai Demo');
  await page.getByTestId('deposit-reference').fill('KBANK-7781');
  await page.getByTestId('deposit-submit').click();
  const order = page.getByTestId('deposit-order');
  await expect.poll(() => order.isVisible()).toBe(true);
  const orderNo = (await order.getAttribute('data-order-no')) as string;
  expect(orderNo).toBeTruthy();
  return orderNo;
}

/** Plays `spins` rounds of Dragon Fortune for real money and closes the game. */
export async function spinSlot(page: Page, spins: number) {
  await page.goto(`${base}/rng`);
  const card = page
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: 'Dragon Fortune' }) })
    .first();
  await card.hover();
  await card.getByTestId('play-now').click();
  await expect.poll(() => page.getByTestId('game-popup').isVisible()).toBe(true);
  const element = await page.getByTestId('game-frame').elementHandle();
  const frame = (await element?.contentFrame()) as Frame;
  await frame.getByTestId('slot-page').waitFor();
  for (let i = 0; i < spins; i++) {
    const slot = frame.getByTestId('slot-page');
    const before = await slot.getAttribute('data-last-round');
    await frame.getByTestId('spin-button').click();
    await expect
      .poll(
        async () =>
          (await slot.getAttribute('data-last-round')) !== before &&
          (await frame.getByTestId('spin-button').isEnabled()),
        { timeout: 40_000 },
      )
      .toBe(true);
  }
  await page.getByTestId('game-popup-close').click();
}
