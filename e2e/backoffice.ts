import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type Authenticator, createAuthenticator } from '../apps/server/test/operator-authenticator.ts';

/** The back office's address on the journeys' platform. */
export const backoffice = `${inject('baseUrl')}/bo/`;

/** An authenticator app on this machine's clock: it sleeps when the codes of the window are used. */
export function authenticatorApp(): Authenticator {
  return createAuthenticator({
    now: Date.now,
    waitUntil: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now()))),
  });
}

/**
 * Signs an operator in to the back office as a person does: the password, then the authenticator's code;
 * at the first login of an admin or finance operator, the enrolment (the key the QR code carries goes
 * into the app) and its recovery codes. Ends on the signed-in shell. `home` is the back office of a
 * journey's own platform (the shared one's by default).
 */
export async function signIn(
  page: Page,
  who: { username: string; password: string },
  app: Authenticator,
  onEnrol?: () => Promise<void>,
  home = backoffice,
): Promise<void> {
  if (!page.url().startsWith(home)) await page.goto(home);
  await page.getByTestId('bo-username').fill(who.username);
  await page.getByTestId('bo-password').fill(who.password);
  await page.getByTestId('bo-login-submit').click();
  const next = page.getByTestId('bo-code').or(page.getByTestId('bo-operator'));
  await next.first().waitFor();
  if (await page.getByTestId('bo-operator').isVisible()) return;
  const enrolling = await page.getByTestId('bo-enrol').isVisible();
  if (enrolling) {
    const secret = ((await page.getByTestId('bo-enrol-secret').textContent()) ?? '').replace(/\s/g, '');
    app.add(who.username, secret);
    await onEnrol?.();
  }
  await page.getByTestId('bo-code').fill(await app.code(who.username));
  await page.getByTestId('bo-code-submit').click();
  if (enrolling) {
    const codes = page.getByTestId('bo-recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('li').count()).toBe(10);
    await page.getByTestId('bo-codes-done').click();
  }
  await page.getByTestId('bo-operator').waitFor();
}

/** The back office in the light theme (it starts dark): set before the first page of a context loads. */
export async function backofficeTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.context().addInitScript((chosen) => localStorage.setItem('bo.theme', chosen), theme);
}

/**
 * Chooses a screen's merchant in its picker and waits until the screen shows it: the screen's panels are
 * made anew for the merchant (their filters start empty), so typing before then would be lost.
 */
export async function chooseMerchant(page: Page, pickerTestId: string, code: string): Promise<void> {
  await page.getByTestId(pickerTestId).selectOption(code);
  await page.locator(`[data-testid="${pickerTestId}"][data-merchant="${code}"]`).waitFor();
}

/** Opens the Players screen from the menu, searches a username and opens the one player found. */
export async function openPlayer(page: Page, username: string): Promise<void> {
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByTestId('bo-player-q').fill(username);
  await page.getByTestId('bo-player-by').selectOption('username');
  await page.getByTestId('bo-player-search').click();
  const found = page.getByTestId('bo-player-open');
  await expect.poll(() => found.allInnerTexts()).toEqual([username]);
  await found.click();
  await expect.poll(() => page.getByTestId('bo-player').getAttribute('data-player')).toBe(username);
}
