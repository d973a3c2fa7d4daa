import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorApp, backofficeTheme, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn } from './portal.ts';

/**
 * The back office's lottery (issue 16): an administrator takes Siam's Vietnam South off simulation, onto a
 * draw every 15 seconds and a limit of 1,000.00 a number; a player chases two draws on lô 27 and 05; the
 * administrator sees the exposure near the limit, enters the first draw's official result through the
 * form (27 wins twice) and voids the second. A Siam viewer reads the same screen on a phone. Only this
 * journey uses VN_SOUTH (the portal's lottery journeys play the house games and VN_NORTH).
 */
const operators = operatorsOf('blot');
const { gamer } = playersOf('blot');
const app = authenticatorApp();

/** An official result of the South's 18 prizes, tier by tier. */
const RESULT: Record<string, string[]> = {
  special: ['804127'],
  first: ['31945'],
  second: ['77012'],
  third: ['50321', '18846'],
  fourth: ['90412', '33571', '64208', '11937', '08265', '47790', '25113'],
  fifth: ['6649'],
  sixth: ['3021', '7788', '1450'],
  seventh: ['392'],
  eighth: ['27'],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openLottery(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Lottery' }).click();
  await page.getByTestId('bo-lottery-games').waitFor();
}

/** Brings an element to the top of the window, clear of the sticky top bar, for the pictures. */
const toTop = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    const bar = document.querySelector('[data-testid="bo-operator"]')?.closest('header');
    window.scrollBy({ top: -((bar?.getBoundingClientRect().height ?? 0) + 12), behavior: 'instant' });
  });

/** A draw's row in the list, by its issue. */
const rowOf = (page: Page, issue: string) =>
  page.getByTestId('bo-lottery-draws-row').filter({ has: page.locator(`[data-issue="${issue}"]`) });

const statusOf = (page: Page, issue: string) =>
  rowOf(page, issue).getByTestId('bo-draw-status').getAttribute('data-status');

describe('back office lottery', () => {
  it("reschedules an outside game, enters a draw's official result and voids another", async () => {
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, operators.admin, app);
    await openLottery(admin);
    await chooseMerchant(admin, 'bo-lottery-merchant', 'siam');
    const vn = admin.getByTestId('bo-lottery-games-row').filter({ hasText: 'VN_SOUTH' });
    await expect.poll(() => vn.innerText()).toContain('Vietnam South Lotto');
    expect(await vn.getByTestId('bo-lottery-simulated').count()).toBe(1);
    await shot(admin, 'backoffice-lottery-games-dark');

    // the set-up: simulation off, then a draw every 15 seconds with sales closing 5 seconds before
    await admin.getByTestId('bo-lottery-open-VN_SOUTH').click();
    await admin.getByTestId('bo-tab-setup').click();
    await admin.getByTestId('bo-lottery-simulate').click();
    await admin.getByTestId('bo-lottery-switches-save').click();
    await expect.poll(() => admin.getByTestId('bo-lottery-switches-notice').innerText()).toContain('Saved.');
    await admin.getByTestId('bo-lottery-cron').fill('*/15 * * * * *');
    await admin.getByTestId('bo-lottery-close').fill('5');
    expect(await admin.getByTestId('bo-lottery-schedule').innerText()).toContain(
      'Reads as: Every 15 seconds',
    );
    await admin.getByTestId('bo-lottery-cron-help').locator('summary').click();
    await admin.getByTestId('bo-lottery-schedule-save').click();
    await expect.poll(() => admin.getByTestId('bo-lottery-schedule-notice').innerText()).toContain('Saved.');
    expect(await admin.getByTestId('bo-lottery-summary').innerText()).toContain('Every 15 seconds');

    await admin.getByTestId('bo-lottery-liabilityLimit').fill('1,000');
    await admin.getByTestId('bo-lottery-stakes-save').click();
    await expect.poll(() => admin.getByTestId('bo-lottery-stakes-notice').innerText()).toContain('Saved.');

    // a player chases the next two draws: lô 27 at 180.00 (owing 948.60 of the 1,000.00) and 05 at 50.00
    const portal = await openPage(browser, { lang: 'en' });
    await logIn(portal, gamer.username, gamer.password);
    const slip = await portal.evaluate(async () => {
      const answer = await fetch('/lgw/orders/betting', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: sessionStorage.getItem('token') ?? '' },
        body: JSON.stringify({
          gameCode: 'VN_SOUTH',
          requestId: crypto.randomUUID(),
          draws: 2,
          lines: [
            { play: 'vn-south.lo', pick: [[27]], unitStake: 18_000, multiplier: 1 },
            { play: 'vn-south.lo', pick: [[5]], unitStake: 5_000, multiplier: 1 },
          ],
        }),
      });
      return (await answer.json()) as { value: { issues: string[] } | null; errorCode: string | null };
    });
    expect(slip.errorCode).toBeNull();
    const [first = '', second = ''] = slip.value?.issues ?? [];
    await portal.close();

    // the first draw: its exposure against the limit, 27 near it; the result waits for the draw's time
    await admin.getByTestId('bo-tab-draws').click();
    await rowOf(admin, first).getByTestId('bo-draw-open').click();
    const card = admin.getByTestId('bo-draw-card');
    const bars = card.getByTestId('bo-exposure-row');
    await expect.poll(() => bars.count()).toBe(2);
    expect(await bars.first().getAttribute('data-level')).toBe('near');
    expect(await bars.first().innerText()).toContain('95% of limit');
    await expect.poll(() => rowOf(admin, first).innerText()).toContain('230.00');
    await toTop(card);
    await shot(admin, 'backoffice-lottery-exposure-dark');
    // while the draw's time comes: the set-up's pictures
    await admin.getByTestId('bo-tab-setup').click();
    await toTop(admin.getByTestId('bo-lottery-schedule'));
    await shot(admin, 'backoffice-lottery-setup-dark');
    await toTop(admin.getByTestId('bo-lottery-odds'));
    await shot(admin, 'backoffice-lottery-odds-dark');
    await admin.getByTestId('bo-tab-draws').click();
    const firstAt = Date.parse(
      (await rowOf(admin, first).getByTestId('bo-draw-open').getAttribute('data-draw-at')) ?? '',
    );
    expect(firstAt - Date.now()).toBeLessThan(20_000);
    if (firstAt > Date.now()) expect(await card.innerText()).toContain('once the draw');
    await card.getByTestId('bo-draw-enter').waitFor({ timeout: Math.max(0, firstAt - Date.now()) + 10_000 });
    expect(await statusOf(admin, first)).toBe('open');

    // the result form: a prize of the wrong length is refused here, the right result is sent
    await card.getByTestId('bo-draw-enter').click();
    const form = card.getByTestId('bo-result-form');
    for (const [tier, numbers] of Object.entries(RESULT))
      for (const [i, number] of numbers.entries())
        await form.getByTestId(`bo-result-${tier}[${i}]`).fill(tier === 'fifth' ? number.slice(1) : number);
    await form.getByTestId('bo-result-submit').click();
    expect(await form.getByTestId('bo-result-problem').innerText()).toBe(
      'Fifth prize needs exactly 4 digits.',
    );
    await toTop(card);
    await shot(admin, 'backoffice-lottery-result-form-dark');
    await form.getByTestId('bo-result-fifth[0]').fill(RESULT.fifth?.[0] ?? '');
    expect(await form.getByTestId('bo-result-problem').count()).toBe(0);
    await form.getByTestId('bo-result-submit').click();
    await expect.poll(() => card.getByTestId('bo-draw-done').innerText()).toContain('Result entered.');
    expect(await rowOf(admin, first).getByTestId('bo-draw-result').innerText()).toContain('804127');
    // settled by the job: 27 ends the special and the eighth prize, 180.00 at 5.27 twice
    await expect.poll(() => statusOf(admin, first), { timeout: 20_000 }).toBe('settled');
    expect(await rowOf(admin, first).innerText()).toContain('1,897.20');
    expect(await card.getByTestId('bo-draw-prizes').innerText()).toContain('25113');
    await toTop(card);
    await shot(admin, 'backoffice-lottery-draw-dark');

    // the next draw is voided, with a reason
    await rowOf(admin, second).getByTestId('bo-draw-open').click();
    await expect.poll(() => card.getByRole('heading').first().innerText()).toBe(`Draw ${second}`);
    await card.getByTestId('bo-draw-void').click();
    const dialog = admin.getByTestId('bo-void');
    expect(await dialog.getByTestId('bo-void-ok').isDisabled()).toBe(true);
    await dialog.getByTestId('bo-void-reason').fill('Official draw postponed by the lottery office');
    await shot(admin, 'backoffice-lottery-void-dark');
    await dialog.getByTestId('bo-void-ok').click();
    await expect.poll(() => statusOf(admin, second)).toBe('void');
    expect(await rowOf(admin, second).innerText()).toContain('230.00');
    expect(await card.getByTestId('bo-draw-void-reason').innerText()).toBe(
      'Official draw postponed by the lottery office',
    );

    // the same screen in the light theme
    await admin.getByRole('button', { name: 'Switch theme' }).click();
    await rowOf(admin, first).getByTestId('bo-draw-open').click();
    await toTop(admin.getByTestId('bo-lottery-draws'));
    await shot(admin, 'backoffice-lottery-draws-light');

    expect(problemsOf(admin)).toEqual([]);
    await admin.close();
  });

  it('shows a Siam viewer the lottery read only, on a phone', async () => {
    const viewer = await openPage(browser, { lang: 'en', ...PHONE });
    await backofficeTheme(viewer, 'light');
    await signIn(viewer, operators.siamViewer, app);
    await openLottery(viewer);
    expect(await viewer.getByText('Read only').count()).toBe(1);
    expect(await viewer.getByTestId('bo-lottery-merchant').isDisabled()).toBe(true);
    await shot(viewer, 'backoffice-lottery-games-phone-light');
    await viewer.getByTestId('bo-lottery-open-VN_NORTH').click();
    await viewer.getByTestId('bo-draw-open').first().click();
    const card = viewer.getByTestId('bo-draw-card');
    await card.getByTestId('bo-draw-exposure').waitFor();
    expect(await card.getByTestId('bo-draw-enter').count()).toBe(0);
    expect(await card.getByTestId('bo-draw-void').count()).toBe(0);
    await toTop(card);
    await shot(viewer, 'backoffice-lottery-draw-phone-light');
    await viewer.getByTestId('bo-tab-setup').click();
    expect(await viewer.locator('[data-testid$="-save"]').count()).toBe(0);
    expect(await viewer.getByTestId('bo-lottery-cron').isDisabled()).toBe(true);
    await shot(viewer, 'backoffice-lottery-setup-phone-light');
    // in Thai
    await viewer.getByRole('combobox', { name: 'Language' }).selectOption('th');
    await viewer.getByTestId('bo-tab-draws').click();
    await toTop(card);
    await shot(viewer, 'backoffice-lottery-draw-phone-th');
    expect(problemsOf(viewer)).toEqual([]);
    await viewer.close();
  });
});
