import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { openCentre } from './portal.ts';

/**
 * The red envelope (issue 19, decision 0039), on this file's own copy of the demo accounts: an operator
 * starts a campaign on Lucky with a drop live now from the operator tool; on a phone, the player sees the
 * floating envelope, opens it, reads the amount and finds it among the bonuses; a second open of the same
 * drop is refused; the operator reads the drop's one open on the back office's Red envelopes screen and
 * ends the campaign there. The campaign is short and ended at once, so no other journey's Lucky player
 * meets it.
 * The budget under 1,000 concurrent opens and the amounts' fairness are proven on the server
 * (apps/server/src/modules/red-envelopes/red-envelopes.test.ts).
 */
const lucky = `http://lucky.localhost:${inject('port')}`;
const own = playersOf('env');
const ADMIN = operatorsOf('env').admin;
/** The admin's authenticator app, for the ops tool and the back office alike. */
const app = authenticatorApp();
let browser: Browser;
let ops: OpsTool;
let campaignId = '';
beforeAll(async () => {
  [browser, ops] = await Promise.all([launch(), opsToolAs(ADMIN, app)]);
});
afterAll(async () => {
  if (campaignId) ops('envelope', 'end', campaignId, '--merchant', 'lucky');
  ops.logout();
  await browser.close();
});

describe('red envelope', () => {
  it('opens the live drop on a phone, shows the amount as a bonus, and refuses a second open', async () => {
    // reduced motion: the floating envelope bobs, and a moving button cannot be clicked steadily
    const page = await openPage(browser, {
      lang: 'en',
      theme: 'light',
      reducedMotion: 'reduce',
      ...visitor(),
      ...PHONE,
    });
    await page.goto(lucky);
    await page.getByTestId('login-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('login-username').fill(own.luckyPlayer.username);
    await modal.getByTestId('login-password').fill(own.luckyPlayer.password);
    const status = page.waitForResponse((r) => r.url().endsWith('/wps/red-envelope'));
    await modal.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('user-menu-toggle').isVisible()).toBe(true);
    // no campaign runs yet: nothing is shown
    await status;
    expect(await page.getByTestId('envelope-float').count()).toBe(0);

    const now = Date.now();
    const campaign = {
      names: { en: 'Journey envelopes', th: 'อั่งเปาทดสอบ' },
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 5 * 60_000).toISOString(),
      everyMinutes: 5,
      openMinutes: 5,
      totalBudget: 10_000,
      dropBudget: 5_000,
      tiers: [
        { amount: 888, weight: 1 },
        { amount: 1888, weight: 1 },
      ],
      condition: 'none',
      conditionAmount: 0,
      turnoverMultiplier: 1,
    };
    const made = JSON.parse(
      ops('envelope', 'create', JSON.stringify(campaign), '--merchant', 'lucky', '--json'),
    ) as { id: number; status: string };
    campaignId = String(made.id);
    expect(made.status).toBe('active');

    // the next read of the campaigns (a reload, or the minute's poll) shows the envelope
    await page.reload();
    const float = page.getByTestId('envelope-float');
    await float.waitFor();
    await float.click();
    const dialog = page.getByTestId('envelope-dialog');
    await expect.poll(() => dialog.getByTestId('red-envelope').getAttribute('data-state')).toBe('sealed');
    await dialog.getByTestId('envelope-open').click();
    await expect.poll(() => dialog.getByTestId('red-envelope').getAttribute('data-state')).toBe('open');
    const amount = (await dialog.getByTestId('envelope-amount').innerText()).replace(/[^\d.]/g, '');
    expect(['8.88', '18.88']).toContain(amount);
    expect(await dialog.getByTestId('envelope-result').innerText()).toContain('1× the amount');
    await shot(page, 'red-envelope-opened-phone-light');
    await page.keyboard.press('Escape');
    await expect.poll(() => float.count()).toBe(0);

    // a second open of the drop is refused by the server
    const again = await page.evaluate(
      async (id) =>
        (
          await fetch('/wps/red-envelope/open', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: sessionStorage.getItem('token') ?? '',
            },
            body: JSON.stringify({ campaignId: id }),
          })
        ).json() as Promise<{ errorCode: string }>,
      made.id,
    );
    expect(again.errorCode).toBe('envelope.already');

    // the campaign page: the player's envelope, and the drops still to come
    await page.goto(`${lucky}/redEnvelope`);
    await expect.poll(() => page.getByTestId('envelope-history').innerText()).toContain(amount);
    expect(await page.getByTestId('envelope-result').innerText()).toContain(amount);
    await shot(page, 'red-envelope-page-phone-light');

    // the amount is a bonus, in the wallet at once
    await openCentre(page, 'bonusDetails', lucky);
    const rows = page.getByTestId('bonus-row');
    await expect
      .poll(async () => (await rows.allInnerTexts()).some((row) => row.includes(amount)))
      .toBe(true);
    // the one console error is the refused second open's 409, asked for above
    expect(problemsOf(page).filter((p) => !p.includes('409 (Conflict)'))).toEqual([]);
    await page.close();

    // the operator reads the drop's one open and ends the campaign on the back office
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, ADMIN, app);
    await admin.getByRole('link', { name: 'Red envelopes' }).click();
    await chooseMerchant(admin, 'bo-envelopes-merchant', 'lucky');
    await admin.getByTestId(`bo-envelope-drops-${campaignId}`).click();
    const drop = admin.getByTestId('bo-envelope-drops-row').first();
    await expect.poll(() => drop.innerText()).toContain(amount);
    await shot(admin, 'backoffice-envelopes-drops-dark');
    await admin.getByTestId(`bo-envelope-end-${campaignId}`).click();
    await admin.getByTestId('bo-envelope-end-confirm-ok').click();
    await expect.poll(() => admin.getByTestId(`bo-envelope-end-${campaignId}`).count()).toBe(0);
    campaignId = '';
    expect(problemsOf(admin)).toEqual([]);
    await admin.close();
  });
});
