import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, loaded, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { playersOf } from './players.ts';
import { goInside, headerBalance, logIn } from './portal.ts';

/**
 * The mini game (issue 20, decision 0045), on this file's own copy of the demo accounts: a visitor's tap
 * on the launcher asks for a login; demo opens the dialog over the promotions page, plays two rounds of
 * Hi-Lo dice, and the balance moves by exactly the rounds' results (the dialog's and the header's) while
 * the page under it stays as it was; pictures in the dark and light themes and on a phone.
 */
const own = playersOf('mini');
const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));
const dialogBalance = async (page: Page) =>
  Number(await page.getByTestId('mini-game-balance').getAttribute('data-balance'));

async function playRound(page: Page, pick: 'LOW' | 'SEVEN' | 'HIGH', rounds: number) {
  const before = await dialogBalance(page);
  await page.getByTestId(`mini-pick-${pick}`).click();
  await page.getByTestId('mini-game-roll').click();
  const outcome = page.getByTestId('mini-game-outcome');
  await expect
    .poll(() => page.getByTestId('mini-game-result').getAttribute('data-rounds'))
    .toBe(String(rounds));
  const payout = Number(await outcome.getAttribute('data-payout'));
  const stake = Number(await outcome.getAttribute('data-stake'));
  await expect.poll(() => dialogBalance(page)).toBe(before + payout - stake);
  return payout - stake;
}

describe('the mini game', () => {
  it('plays two rounds over a page without leaving it, the balance moving by the results', async () => {
    const page = await openPage(browser, { lang: 'en', theme: 'dark', ...visitor() });
    // a visitor is asked to log in first
    await page.goto(base);
    await page.getByTestId('mini-game-float').click();
    await page.getByTestId('login-modal').waitFor();
    expect(await page.getByTestId('mini-game-dialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    await logIn(page, own.demo.username, own.demo.password);
    await goInside(page, '/promotions');
    await page.getByTestId('promotions-page').waitFor();
    await loaded(page);
    const address = page.url();
    const under = await page.locator('#main').innerText();
    const start = minor(await headerBalance(page));

    await page.getByTestId('mini-game-float').click();
    const dialog = page.getByTestId('mini-game-dialog');
    await dialog.getByTestId('mini-game-panel').waitFor();
    expect(await dialog.getByTestId('mini-game-edge').innerText()).toContain('95.83%');
    expect(await dialogBalance(page)).toBe(start);
    const first = await playRound(page, 'HIGH', 1);
    await shot(page, 'mini-game-dialog-dark');
    const second = await playRound(page, 'SEVEN', 2);
    expect(await dialogBalance(page)).toBe(start + first + second);

    // the header shows the same balance; the page under the dialog is where and as it was
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => minor(await headerBalance(page))).toBe(start + first + second);
    expect(page.url()).toBe(address);
    expect(await page.locator('#main').innerText()).toBe(under);
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);

    // the light theme and a phone
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('mini-game-float').click();
    await dialog.getByTestId('mini-game-panel').waitFor();
    await shot(page, 'mini-game-dialog-light');
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE.viewport);
    await page.getByTestId('mini-game-float').click();
    await dialog.getByTestId('mini-game-panel').waitFor();
    await shot(page, 'mini-game-dialog-phone-light');
    await page.close();
  }, 120_000);
});
