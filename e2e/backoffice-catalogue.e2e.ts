import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backofficeTheme, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';

/**
 * The back office's catalogue (issue 15): an administrator closes a game for maintenance, the portal
 * marks it and says so when a player tries to open it, and opening works again once it is switched back.
 * The game is one no other journey opens (Pearl River, siam); the player is this file's copy of `gamer`.
 */
const base = inject('baseUrl');
const { gamer } = playersOf('cat');
const operators = operatorsOf('cat');
/** The catalogue journey's own authenticator app: its admin enrols at the first sign-in. */
const app = authenticatorApp();
const GAME = 'Pearl River';
const MAINTENANCE_TEXT = 'The game is under maintenance, please try other games.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Failures the journey causes on purpose: the refused launch's 503 shows as a failed resource. */
const unexpected = (page: Page) => problemsOf(page).filter((problem) => !problem.includes('status of 503'));

/**
 * Opens the catalogue from the menu, on siam's games, filtered down to one game. An operator of every
 * merchant picks siam first (a merchant's own operator has no picker).
 */
async function catalogueRow(page: Page, name: string, everyMerchant: boolean): Promise<Locator> {
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByTestId('bo-catalogue').waitFor();
  if (everyMerchant) await chooseMerchant(page, 'bo-catalogue-merchant', 'siam');
  await page.getByTestId('bo-game-search').fill(name);
  const rows = page.getByTestId('bo-games-row');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().innerText()).toContain(name);
  return rows.first();
}

/** Turns a row's switch to the wanted position and waits until the server's answer is on screen. */
async function setSwitch(row: Locator, name: string, on: boolean): Promise<void> {
  const control = row.getByTestId(`bo-game-${name}`);
  expect(await control.getAttribute('aria-checked')).toBe(String(!on));
  await control.click();
  await expect.poll(() => control.getAttribute('aria-checked')).toBe(String(on));
  await expect.poll(() => control.getAttribute('aria-busy')).toBeNull();
}

/** The vendor cards' logos have arrived (a picture without them says little). */
async function logosDrawn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByTestId('bo-vendor')
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
}

async function logInPlayer(page: Page): Promise<void> {
  await page.goto(base);
  const form = page.getByTestId('header-login');
  await form.getByTestId('login-username').fill(gamer.username);
  await form.getByTestId('login-password').fill(gamer.password);
  await page.getByTestId('header-login-submit').click();
  await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(gamer.username);
}

/** The game's card on the slots page, found by the page's own search. */
async function portalCard(page: Page): Promise<Locator> {
  await page.goto(`${base}/rng?gameName=${encodeURIComponent(GAME)}`);
  const card = page
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: GAME }) })
    .first();
  await card.waitFor();
  return card;
}

describe('back office catalogue', () => {
  it('closes a game for maintenance: the portal marks it and says so to a player who opens it; reopened, it plays', async () => {
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, operators.admin, app);
    const row = await catalogueRow(admin, GAME, true);
    expect(await row.getByTestId('bo-state').innerText()).toBe('Live');
    await setSwitch(row, 'maintenance', true);
    expect(await row.getByTestId('bo-state').innerText()).toBe('Maintenance');
    await expect.poll(() => admin.getByTestId('bo-catalogue-notice').innerText()).toContain(`${GAME} saved.`);
    await shot(admin, 'backoffice-catalogue-maintenance-dark');
    // a look at the vendors keeps the games tab as it was
    await admin.getByTestId('bo-tab-vendors').click();
    await expect.poll(() => admin.getByTestId('bo-vendor').count()).toBeGreaterThan(10);
    await logosDrawn(admin);
    await shot(admin, 'backoffice-catalogue-vendors-dark');
    await admin.getByTestId('bo-tab-games').click();
    expect(await admin.getByTestId('bo-game-search').inputValue()).toBe(GAME);

    const player = await openPage(browser, { lang: 'en', theme: 'dark', ...visitor() });
    await logInPlayer(player);
    const card = await portalCard(player);
    expect(await card.getByTestId('game-maintenance').innerText()).toMatch(/maintenance/i);
    await card.hover();
    await card.getByTestId('play-now').click();
    const refusal = player.getByTestId('launch-error');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await refusal.innerText()).toContain(MAINTENANCE_TEXT);
    await shot(player, 'backoffice-catalogue-portal-refused');
    await refusal.getByRole('button', { name: 'Got it' }).click();

    // a visitor's free trial on a phone is refused the same way
    const phone = await openPage(browser, { lang: 'en', theme: 'light', ...PHONE, ...visitor() });
    const phoneCard = await portalCard(phone);
    await phoneCard.getByTestId('free-trial').click();
    await expect.poll(() => phone.getByTestId('launch-error').isVisible()).toBe(true);
    expect(await phone.getByTestId('launch-error').innerText()).toContain(MAINTENANCE_TEXT);
    await shot(phone, 'backoffice-catalogue-portal-refused-phone');
    expect(unexpected(phone)).toEqual([]);
    await phone.close();

    await setSwitch(row, 'maintenance', false);
    expect(await row.getByTestId('bo-state').innerText()).toBe('Live');
    const reopened = await portalCard(player);
    expect(await reopened.getByTestId('game-maintenance').count()).toBe(0);
    await reopened.hover();
    await reopened.getByTestId('play-now').click();
    await expect.poll(() => player.getByTestId('game-popup').isVisible()).toBe(true);
    expect(await player.getByTestId('launch-error').count()).toBe(0);
    await player.getByTestId('game-popup-close').click();

    // the change and its undoing are in the audit log, newest first
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.getByTestId('bo-audit-action').fill('catalogue.game.update');
    // the unfiltered rows stay on screen until the filtered page arrives: wait for every row to be the action's
    const auditRows = admin.getByTestId('bo-audit-row');
    await expect
      .poll(async () => {
        const rows = await auditRows.allInnerTexts();
        return rows.length >= 2 && rows.every((row) => row.includes('catalogue.game.update'));
      })
      .toBe(true);
    expect(await auditRows.first().innerText()).toContain('"to":false');

    expect(unexpected(admin)).toEqual([]);
    expect(unexpected(player)).toEqual([]);
    await admin.close();
    await player.close();
  });

  it('shows the catalogue read only to a viewer, and fits a phone in the light theme', async () => {
    const viewer = await openPage(browser, { lang: 'en' });
    await backofficeTheme(viewer, 'light');
    await signIn(viewer, operators.siamViewer, app);
    const row = await catalogueRow(viewer, GAME, false);
    expect(await row.getByTestId('bo-game-maintenance').isDisabled()).toBe(true);
    await viewer.getByTestId('bo-tab-hot').click();
    await expect.poll(() => viewer.getByTestId('bo-hot-row').count()).toBeGreaterThan(5);
    expect(await viewer.getByTestId('bo-hot-up').count()).toBe(0);
    await shot(viewer, 'backoffice-catalogue-hot-viewer-light');
    await viewer.close();

    const phone = await openPage(browser, { lang: 'en', ...PHONE });
    await backofficeTheme(phone, 'light');
    await signIn(phone, operators.admin, app);
    await catalogueRow(phone, GAME, true);
    await shot(phone, 'backoffice-catalogue-phone-light');
    await phone.getByTestId('bo-tab-vendors').click();
    await expect.poll(() => phone.getByTestId('bo-vendor').count()).toBeGreaterThan(10);
    await logosDrawn(phone);
    await shot(phone, 'backoffice-catalogue-vendors-phone-light');
    expect(problemsOf(phone)).toEqual([]);
    await phone.close();
  });
});
