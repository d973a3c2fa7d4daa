import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, loaded, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { playersOf } from './players.ts';

/**
 * The games journeys (issue 5): a free trial as a visitor, a real slot round changing the balance and the
 * betting record, a trial account refused from real play, favourites, a sandbox-vendor sports bet, the
 * baccarat table, and the lottery launch routes. The player is this file's copy of the demo account
 * `gamer` (players.ts).
 */
const base = inject('baseUrl');
const { gamer } = playersOf('gam');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });

async function logIn(page: Page, username = gamer.username, password = gamer.password) {
  await page.goto(base);
  const form = page.getByTestId('header-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(password);
  await page.getByTestId('header-login-submit').click();
  await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(username);
}

/** The game card of a title on the current page. */
const card = (page: Page, title: string) =>
  page
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();

/** The game inside the popup's frame, once its page has opened its session. */
async function gameFrame(page: Page, testId: string): Promise<Frame> {
  const popup = page.getByTestId('game-popup');
  await expect.poll(() => popup.isVisible()).toBe(true);
  const element = await page.getByTestId('game-frame').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  await frame.getByTestId(testId).waitFor();
  return frame;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** One spin, played out: the vendor has recorded a new round and the button is ready again. */
async function spinOnce(frame: Frame): Promise<number> {
  const page = frame.getByTestId('slot-page');
  const before = await page.getAttribute('data-last-round');
  await frame.getByTestId('spin-button').click();
  await expect
    .poll(
      async () =>
        (await page.getAttribute('data-last-round')) !== before &&
        (await frame.getByTestId('spin-button').isEnabled()),
      // free spins (about one spin in two hundred) play out one by one before the button is back
      { timeout: 40_000 },
    )
    .toBe(true);
  return amountOf(await frame.getByTestId('balance').textContent());
}

describe('games', () => {
  it('lets a visitor try a slot for free on demo credit', async () => {
    const page = await visit();
    await page.goto(`${base}/rng`);
    await card(page, 'Dragon Fortune').hover();
    await card(page, 'Dragon Fortune').getByTestId('free-trial').click();
    const frame = await gameFrame(page, 'slot-page');
    await expect.poll(() => frame.getByTestId('trial-badge').isVisible()).toBe(true);
    const before = amountOf(await frame.getByTestId('balance').textContent());
    expect(before).toBe(2000);
    await spinOnce(frame);
    await shot(page, 'games-slot-trial');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('plays a real slot round: the balance and the betting record change', async () => {
    const page = await visit();
    await logIn(page);
    await page.goto(`${base}/rng`);
    await card(page, 'Dragon Fortune').hover();
    await card(page, 'Dragon Fortune').getByTestId('play-now').click();
    const frame = await gameFrame(page, 'slot-page');
    const opening = amountOf(await frame.getByTestId('balance').textContent());
    expect(opening).toBeGreaterThan(0);
    let after = opening;
    for (let i = 0; i < 2; i++) after = await spinOnce(frame);
    await shot(page, 'games-slot-real');
    await page.getByTestId('game-popup-close').click();
    // the header balance follows the game's once the popup closes
    await expect.poll(async () => amountOf(await page.getByTestId('user-balance').textContent())).toBe(after);
    await page.goto(`${base}/?page=personalHistoryCopy`);
    const rows = page.getByTestId('bet-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await rows.first().textContent()).toContain('Dragon Fortune');
    await shot(page, 'games-betting-record');
    await page.goto(`${base}/?page=personalProfit`);
    await expect.poll(() => page.getByTestId('profit-row').count()).toBeGreaterThanOrEqual(1);
    await shot(page, 'games-personal-profit');
    // the home page under the member centre: its winner board leads to the whole winners list (decision 0043)
    await page.getByTestId('member-centre-close').click();
    await page.getByTestId('winners-all').click();
    await page.getByTestId('winners-page').waitFor();
    await expect.poll(() => page.getByTestId('winners-row').count()).toBeGreaterThan(0);
    await loaded(page);
    await shot(page, 'games-winners');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('refuses real play to a trial account and asks for a real one', async () => {
    const page = await visit();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-modal').getByTestId('guest-play').click();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toContain('trial');
    await page.goto(`${base}/rng`);
    await card(page, 'Dragon Fortune').hover();
    await card(page, 'Dragon Fortune').getByTestId('play-now').click();
    const refusal = page.getByTestId('real-account-dialog');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await page.getByTestId('game-popup').count()).toBe(0);
    await page.close();
  });

  it('adds a favourite and removes it again', async () => {
    const page = await visit();
    await logIn(page);
    await page.goto(`${base}/rng`);
    const heart = card(page, 'Neon Koi').getByTestId('favourite-toggle');
    await card(page, 'Neon Koi').hover();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await card(page, 'Neon Koi').hover();
    await expect
      .poll(() => card(page, 'Neon Koi').getByTestId('favourite-toggle').getAttribute('aria-pressed'))
      .toBe('true');
    await page.waitForTimeout(1100);
    await card(page, 'Neon Koi').getByTestId('favourite-toggle').click();
    await expect
      .poll(() => card(page, 'Neon Koi').getByTestId('favourite-toggle').getAttribute('aria-pressed'))
      .toBe('false');
    await page.close();
  });

  it('places a sports bet at the sandbox vendor and settles it', async () => {
    const page = await visit();
    await logIn(page);
    await page.goto(`${base}/sports`);
    await page.getByTestId('vendor-card').filter({ hasText: 'Sandbox Sports' }).first().click();
    await expect.poll(() => page.url()).toContain('/seamless');
    const element = await page.getByTestId('game-frame').elementHandle();
    const frame = (await element?.contentFrame()) as Frame;
    await frame.getByTestId('sandbox-page').waitFor();
    const opening = amountOf(await frame.getByTestId('balance').textContent());
    await frame.getByTestId('event-row').first().getByTestId('odds-button').first().click();
    await frame.getByTestId('stake-input').fill('50');
    await frame.getByTestId('place-bet').click();
    await expect.poll(() => frame.getByTestId('ticket-row').first().getAttribute('data-status')).toBe('open');
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').textContent()))
      .toBe(opening - 50);
    await frame.getByTestId('play-now').first().click();
    await expect
      .poll(() => frame.getByTestId('ticket-row').first().getAttribute('data-status'))
      .toMatch(/won|lost/);
    await shot(page, 'games-sandbox-sports');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('deals a baccarat round at the live table', async () => {
    const page = await visit({ theme: 'light' });
    await logIn(page);
    await page.goto(`${base}/live`);
    // House Live is a vendor of many games: its card opens the popup game list
    await page.getByTestId('vendor-card').filter({ hasText: 'House Live' }).first().click();
    const list = page
      .getByTestId('vendor-games')
      .getByTestId('game-card')
      .filter({ hasText: 'Speed Baccarat' })
      .first();
    await list.hover();
    await list.getByTestId('play-now').click();
    const frame = await gameFrame(page, 'table-page');
    await frame.getByTestId('chip').first().click();
    await frame.locator('[data-testid="bet-spot"][data-bet="BANKER"]').click();
    await frame.getByTestId('deal-button').click();
    await expect.poll(() => frame.getByTestId('outcome').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'games-baccarat');
    await page.close();
  });

  it('sends lottery games to their pages, which need a login', async () => {
    const guest = await visit();
    await guest.goto(`${base}/vnLottery?gameCode=VN_NORTH`);
    // /login shows the home page with the login modal and leaves for / at once: the modal is the proof
    await expect.poll(() => guest.getByTestId('login-modal').isVisible()).toBe(true);
    expect(new URL(guest.url()).pathname).toBe('/');
    await guest.close();
    const page = await visit();
    await logIn(page);
    await page.goto(`${base}/lott`);
    // the vendor tile opens its lobby; a game's card opens the lobby at that game
    await page.getByTestId('vendor-card').filter({ hasText: 'VN Lotto' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/vnLottery');
    await page.goto(`${base}/lott`);
    const north = card(page, 'Vietnam North Lotto');
    await north.hover();
    await north.getByTestId('play-now').click();
    await expect.poll(() => page.url()).toContain('/vnLottery?gameCode=VN_NORTH');
    await expect.poll(() => page.getByTestId('lottery-title').textContent()).toContain('Vietnam North Lotto');
    await page.goto(`${base}/lottery?gameCode=LOTT_K3`);
    await expect.poll(() => page.url()).toContain('/lottery?gameCode=LOTT_K3');
    await page.close();
  });

  it('shows the slot on a phone in the dark theme', async () => {
    const page = await visit({ ...PHONE, theme: 'dark' });
    await page.goto(`${base}/rng`);
    await card(page, 'Dragon Fortune').getByTestId('free-trial').click();
    await gameFrame(page, 'slot-page');
    await shot(page, 'games-slot-phone');
    await page.close();
  });

  it('fits the table, the event book and the fishing scene on a phone, in both themes', async () => {
    // each page as a free trial, the way a visitor opens it from a game card
    const table = await visit({ ...PHONE, theme: 'light' });
    await table.goto(`${base}/play/house/table/BACCARAT_GOLD?trial=1&lang=en`);
    await table.getByTestId('table-page').waitFor();
    await table.getByTestId('chip').first().click();
    await table.locator('[data-testid="bet-spot"][data-bet="PLAYER"]').click();
    await table.getByTestId('deal-button').click();
    await expect.poll(() => table.getByTestId('outcome').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(table, 'games-baccarat-phone-light');
    expect(problemsOf(table)).toEqual([]);
    await table.close();

    const fishing = await visit({ ...PHONE, theme: 'dark' });
    await fishing.goto(`${base}/play/sandbox/OCEAN_KING?trial=1&lang=en`);
    await fishing.getByTestId('fish-scene').waitFor();
    await expect.poll(() => fishing.getByTestId('fish-target').count()).toBeGreaterThan(0);
    await shot(fishing, 'games-fishing-phone-dark');
    expect(problemsOf(fishing)).toEqual([]);
    await fishing.close();

    const sports = await visit({ ...PHONE, theme: 'light' });
    await sports.goto(`${base}/play/sandbox/SBX_SPORTS?trial=1&lang=en`);
    await sports.getByTestId('sandbox-page').waitFor();
    await expect.poll(() => sports.getByTestId('event-row').count()).toBeGreaterThan(0);
    await shot(sports, 'games-sports-phone-light');
    expect(problemsOf(sports)).toEqual([]);
    await sports.close();

    const slot = await visit({ theme: 'light' });
    await slot.goto(`${base}/play/house/slot/GOLDEN_TEMPLE?trial=1&lang=en`);
    await slot.getByTestId('slot-page').waitFor();
    await shot(slot, 'games-slot-light');
    expect(problemsOf(slot)).toEqual([]);
    await slot.close();
  });
});
