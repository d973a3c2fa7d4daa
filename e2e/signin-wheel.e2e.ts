import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backoffice, backofficeTheme, openPlayer, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn, openCentre } from './portal.ts';

/**
 * The sign-in task and the lucky wheel (issue 19, decision 0036), on this file's own copy of the demo
 * accounts: a player checks in from the side bar's shortcut on two days, sees the streak and claims both
 * days' cash in the reward centre; a finance operator grants wheel tickets in the back office; on a phone in
 * the light theme the player spins the wheel until a cash prize and finds it credited.
 *
 * The second day is reached by moving the sign-in task's clock a day ahead: the journeys' server runs in
 * development mode, whose POST /dev/clock moves only the engagement module's "today" (no other module, so
 * no other journey, reads it; production has neither the route nor the clock). The clock is put back in a
 * `finally`, so a failure cannot leave it moved. The rest of the streak over merchant days (day 3 to 7,
 * the streak reward, the restart, the reset after a missed day) is proven on the server
 * (apps/server/src/modules/engagement-signin/engagement.test.ts).
 */
const base = inject('baseUrl');
const own = playersOf('sgn');
const FINANCE = operatorsOf('sgn').finance;
const TICKETS = 8;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** Moves the sign-in task's "today" by whole days (0: the system's day again). */
async function moveClock(days: number) {
  const res = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  expect(res.status).toBe(200);
}
async function checkIn(page: Page, day: number) {
  await expect.poll(() => page.getByTestId(`signin-day-${day}`).getAttribute('data-state')).toBe('today');
  await page.getByTestId('signin-check-in').click();
  await expect.poll(() => page.getByTestId('signin-done').innerText()).toContain(`Day ${day} checked in!`);
  expect(await page.getByTestId('signin-done').innerText()).toContain(
    '฿5.00 is waiting for you in the Reward centre.',
  );
  await expect.poll(() => page.getByTestId('signin-streak').innerText()).toContain(`${day}-day streak`);
  await expect.poll(() => page.getByTestId(`signin-day-${day}`).getAttribute('data-state')).toBe('done');
  expect(await page.getByTestId('signin-check-in').isDisabled()).toBe(true);
}

describe('sign-in task and wheel', () => {
  it('checks in from the side bar on two days, sees the streak, and claims both days in the reward centre', async () => {
    const page = await visit({ theme: 'dark' });
    await logIn(page, own.demo.username, own.demo.password);
    const openSignin = async () => {
      const shortcut = page.getByTestId('shortcut-signInTask');
      await expect.poll(() => shortcut.getAttribute('data-state')).toBe('ready');
      await shortcut.click();
      await page.getByTestId('signin-page').waitFor();
    };
    await openSignin();
    await expect.poll(() => page.getByTestId('signin-day-1').getAttribute('data-state')).toBe('today');
    expect(await page.getByTestId('signin-streak').innerText()).toContain('0-day streak');
    await shot(page, 'signin-calendar-dark');
    await checkIn(page, 1);

    // tomorrow, on the sign-in task's clock: day 2 is the next, and the streak goes on
    try {
      await moveClock(1);
      await page.reload();
      await openSignin();
      await expect.poll(() => page.getByTestId('signin-check-in').isDisabled()).toBe(false);
      expect(await page.getByTestId('signin-streak').innerText()).toContain('1-day streak');
      await checkIn(page, 2);
      await shot(page, 'signin-checked-in-dark');
    } finally {
      await moveClock(0);
    }

    await page.getByTestId('signin-to-rewards').click();
    await page.getByTestId('reward-centre-page').waitFor();
    const cards = page.locator('[data-testid^="reward-signin-"]');
    await expect.poll(() => cards.count()).toBe(2);
    const texts = (await cards.allInnerTexts()).join(' ');
    expect(texts).toContain('Sign-in reward: day 1');
    expect(texts).toContain('Sign-in reward: day 2');
    await shot(page, 'signin-reward-centre-dark');
    for (const left of [1, 0]) {
      await cards.first().locator('[data-testid^="claim-signin-"]').click();
      await expect.poll(() => page.getByTestId('reward-outcome').innerText()).toContain('฿5.00');
      await expect.poll(() => cards.count()).toBe(left);
    }
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('lets a finance operator see the calendar and the wheel and grant tickets with a reason', async () => {
    const app = authenticatorApp();
    const page = await visit();
    await backofficeTheme(page, 'light');
    await signIn(page, FINANCE, app);
    await openPlayer(page, own.demo.username);
    const id = new URL(page.url()).searchParams.get('player');
    expect(id).toMatch(/^\d+$/);

    await page.goto(`${backoffice}signin-wheel?merchant=siam`);
    await page.getByTestId('bo-signin-day-7-cash').waitFor();
    expect(await page.getByTestId('bo-signin-day-7-cash').inputValue()).toBe('30.00');
    await shot(page, 'bo-signin-calendar-light');
    await page.getByTestId('bo-tab-wheel').click();
    await expect.poll(() => page.getByTestId('bo-wheel-7-chance').innerText()).toContain('0.50%');
    await shot(page, 'bo-wheel-light');

    await page.goto(`${backoffice}signin-wheel?tab=player&player=${id}`);
    await page.getByTestId('bo-engagement-tickets').waitFor();
    expect(await page.getByTestId('bo-engagement-checkins').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('bo-engagement-grant-count').fill(String(TICKETS));
    await page.getByTestId('bo-engagement-grant').click();
    const dialog = page.getByTestId('bo-engagement-grant-dialog');
    await dialog.getByRole('textbox').fill('Journey: welcome spins');
    await dialog.getByRole('button', { name: `Grant ${TICKETS}` }).click();
    await expect
      .poll(() => page.getByTestId('bo-engagement-granted').innerText())
      .toContain(`now has ${TICKETS}`);
    await shot(page, 'bo-engagement-player-light');
    await page.close();
  });

  it('spins the wheel on a phone in the light theme and finds the prize credited', async () => {
    const page: Page = await visit({ ...PHONE, theme: 'light' });
    await page.goto(base);
    await page.getByTestId('login-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('login-username').fill(own.demo.username);
    await modal.getByTestId('login-password').fill(own.demo.password);
    await modal.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('user-menu-toggle').isVisible()).toBe(true);
    await openCentre(page, 'signInTask');
    await page.getByTestId('signin-page').waitFor();
    // back on the system's day after the check-in of tomorrow: the streak of two stands
    expect(await page.getByTestId('signin-streak').innerText()).toContain('2-day streak');
    await shot(page, 'signin-phone-light');
    await page.getByTestId('tab-wheel').click();
    await expect.poll(() => page.getByTestId('wheel-tickets').innerText()).toContain(`${TICKETS} tickets`);
    expect(await page.getByTestId('wheel-odds').innerText()).toContain('30.0%');
    await shot(page, 'wheel-phone-light');

    let won = 0;
    for (let spin = 0; spin < TICKETS && won === 0; spin++) {
      // the journeys ask for reduced motion, where the wheel stops at once: the first spin is seen turning
      if (spin === 0) await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.getByTestId('wheel-spin').click();
      if (spin === 0) {
        await expect.poll(() => page.getByTestId('wheel').getAttribute('data-turning')).toBe('true');
        await shot(page, 'wheel-turning-phone-light');
        await page.emulateMedia({ reducedMotion: 'reduce' });
      }
      await expect
        .poll(
          async () =>
            (await page.getByTestId('wheel-won').count()) + (await page.getByTestId('wheel-nothing').count()),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      await expect
        .poll(() => page.getByTestId('wheel-tickets').innerText())
        .toContain(`${TICKETS - spin - 1} ticket`);
      if ((await page.getByTestId('wheel-won').count()) === 1)
        won = amountOf((await page.getByTestId('wheel-won').innerText()).split('!')[0] ?? '');
    }
    expect(won).toBeGreaterThan(0);
    await shot(page, 'wheel-won-phone-light');
    // the prize is a bonus, in the wallet at once: the bonus details list it beside the two sign-in bonuses
    await openCentre(page, 'bonusDetails');
    const rows = page.getByTestId('bonus-row');
    await expect.poll(() => rows.count()).toBe(3);
    const wonText = won.toFixed(2);
    await expect
      .poll(async () => (await rows.allInnerTexts()).some((row) => row.includes(wonText)))
      .toBe(true);
    await shot(page, 'wheel-bonus-phone-light');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
