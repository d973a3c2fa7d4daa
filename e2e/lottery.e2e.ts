import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAuthenticator,
  loginWithCode,
  type OpsAnswer,
} from '../apps/server/test/operator-authenticator.ts';
import { visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn } from './portal.ts';

/**
 * The lottery journeys (issue 16): a bet on a fast game whose result and payout arrive without a reload,
 * a chase, a VN lô slip and verifying a draw. An admin makes Fast 3 Dice draw every 15 seconds (the
 * operator lottery API), so a journey waits seconds, not a minute. The player is this file's copy of the
 * demo account `gamer` (players.ts).
 */
const base = inject('baseUrl');
const { gamer } = playersOf('lot');
const ADMIN = operatorsOf('lot').admin;
const K3 = `${base}/lottery?gameCode=LOTT_K3`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  const app = createAuthenticator({
    now: Date.now,
    waitUntil: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now()))),
  });
  const call = async (method: string, path: string, body: unknown, token?: string) =>
    (await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    }).then((res) => res.json())) as OpsAnswer;
  const { token } = await loginWithCode((path, body) => call('POST', path, body), app, ADMIN);
  const fast = await call(
    'PATCH',
    '/ops/v1/lottery/games/LOTT_K3?merchant=siam',
    { cron: '*/15 * * * * *', closeSeconds: 5 },
    token,
  );
  expect(fast.success, fast.message ?? '').toBe(true);
});
afterAll(() => browser.close());

/** A signed-in player's page: logged in at desktop size, then at the size asked for. */
async function player(options: { phone?: boolean; theme?: 'dark' | 'light'; lang?: string } = {}) {
  const page = await openPage(browser, {
    lang: options.lang ?? 'en',
    theme: options.theme ?? 'dark',
    ...visitor(),
    ...(options.phone ? { deviceScaleFactor: 2, hasTouch: true } : {}),
  });
  await logIn(page, gamer.username, gamer.password);
  if (options.phone) await page.setViewportSize(PHONE.viewport);
  return page;
}

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const balance = async (page: Page) => money(await page.getByTestId('user-balance').textContent());

/** Waits until the draw on sale closes in at least `seconds`: a slip confirmed now still makes it. */
async function saleOpenFor(page: Page, seconds: number) {
  await expect
    .poll(
      async () => {
        const [mm = 0, ss = 0] = ((await page.getByTestId('countdown-clock').textContent()) ?? '')
          .split(':')
          .map(Number);
        return mm * 60 + ss >= seconds;
      },
      { timeout: 70_000 },
    )
    .toBe(true);
}

async function placeAndConfirm(page: Page) {
  await page.getByTestId('place-slip').click();
  await page.getByTestId('confirm-place').dblclick();
  await page.getByTestId('slip-placed').waitFor();
}

describe('lottery', () => {
  it('bets on a fast game: the countdown passes, the result, the ticket and the balance change without a reload', async () => {
    const page = await player({ phone: true, theme: 'dark', lang: 'th' });
    await page.goto(K3);
    await saleOpenFor(page, 4);
    const start = await balance(page);
    // big, small, odd and even of the sum: four bets, two of which win unless the dice are a triple
    await page.getByTestId('play-k3.big-small').click();
    await page.getByTestId('quick-0-all').click();
    await expect.poll(() => page.getByTestId('bets').textContent()).toBe('4');
    await shot(page, 'lottery-k3-phone-dark-th');
    await placeAndConfirm(page);
    await expect.poll(() => balance(page)).toBe(start - 400);
    await page.getByTestId('tab-orders').click();
    const newest = page.getByTestId('ticket').first();
    await expect.poll(() => newest.getAttribute('data-status')).toBe('open');
    const issue = (await newest.getAttribute('data-issue')) as string;
    const ticket = page.locator(`[data-testid="ticket"][data-issue="${issue}"]`);
    await shot(page, 'lottery-orders-phone-dark-th');
    // the draw passes: "drawing", then its result, then the settled ticket and its payout, all in place
    await expect
      .poll(async () => (await page.getByTestId('last-draw').getAttribute('data-issue')) ?? '', {
        timeout: 40_000,
      })
      .toBe(issue);
    await expect.poll(() => ticket.first().getAttribute('data-status'), { timeout: 30_000 }).not.toBe('open');
    const status = await ticket.first().getAttribute('data-status');
    const paid =
      status === 'won' ? money(await ticket.first().getByTestId('ticket-payout').textContent()) : 0;
    if (status === 'won') expect(paid).toBe(398);
    await expect.poll(() => balance(page)).toBe(start - 400 + paid);
    await shot(page, 'lottery-settled-phone-dark-th');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('chases three draws with one slip, stopping after a win', async () => {
    const page = await player({ theme: 'light' });
    await page.goto(K3);
    await page.getByTestId('pick-0-10').click();
    await page.getByTestId('pick-0-11').click();
    await page.getByTestId('add-line').click();
    await page.getByTestId('chase-toggle').check();
    await page.getByTestId('chase-draws').fill('3');
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toContain('6.00');
    await page.getByTestId('place-slip').click();
    await page.getByTestId('confirm-slip').waitFor();
    await shot(page, 'lottery-chase-confirm-desktop-light');
    // the draws come every 15 seconds here: the slip goes while its first draw has time left (a loaded
    // machine took longer than the sale between the picks, the picture and the confirmation)
    await saleOpenFor(page, 6);
    await page.getByTestId('confirm-place').click();
    await page.getByTestId('slip-placed').waitFor();
    const chased = page.locator('[data-testid="ticket"][data-status="open"]');
    await expect.poll(() => chased.count()).toBeGreaterThanOrEqual(3);
    const issues = await chased.evaluateAll((items) => items.map((item) => item.getAttribute('data-issue')));
    expect(new Set(issues).size).toBeGreaterThanOrEqual(3);
    await shot(page, 'lottery-chase-desktop-light');
    await page.close();
  }, 120_000);

  it('places a VN lô slip on a phone, in Thai', async () => {
    const page = await player({ phone: true, theme: 'light', lang: 'th' });
    // the VN lobby launch (spec section 7) answers the lobby's page, its back link returning to /lott
    const lobby = await page.evaluate(async () => {
      const query = 'lottoArea=VN&launchMode=LOTT&prizeMode=LOTT&gameCode=VN_NORTH&device=H5&backUrl=%2Flott';
      const answer = await fetch(`/wps/game/launchLottery?${query}&language=th`, {
        headers: { authorization: sessionStorage.getItem('token') ?? '' },
      });
      return (await answer.json()) as { value: { url: string; mode: string } };
    });
    expect(lobby.value.mode).toBe('page');
    await page.goto(`${base}${lobby.value.url}`);
    await page.getByTestId('play-vn-north.lo').or(page.getByTestId('group-lo')).first().waitFor();
    await page.getByTestId('pick-0-27').click();
    await page.getByTestId('pick-0-68').click();
    await expect.poll(() => page.getByTestId('bets').textContent()).toBe('2');
    await shot(page, 'lottery-vn-lo-phone-light-th');
    await placeAndConfirm(page);
    await page.getByTestId('tab-orders').click();
    const ticket = page.locator('[data-testid="ticket"]').filter({ hasText: '27 68' });
    await expect.poll(() => ticket.first().getAttribute('data-status')).toBe('open');
    await page.getByTestId('lottery-return').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lott');
    await page.close();
  });

  it('verifies a draw in the browser: the commitment and the result check', async () => {
    const page = await player({ theme: 'dark', lang: 'th' });
    await page.goto(K3);
    await page.getByTestId('verify-last').click();
    await expect
      .poll(() => page.getByTestId('verify-commitment').getAttribute('data-ok'), { timeout: 15_000 })
      .toBe('true');
    expect(await page.getByTestId('verify-outcome').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('verify-secret').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, 'lottery-verify-desktop-dark-th');
    await page.keyboard.press('Escape');
    await page.getByTestId('tab-trends').click();
    await page.getByTestId('trends').waitFor();
    await shot(page, 'lottery-trends-desktop-dark-th');
    await page.close();
  });
});
