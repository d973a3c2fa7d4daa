import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs, orderIdOf } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { bankDeposit, logIn, openCentre, spinSlot } from './portal.ts';

/**
 * Rebates and VIP (issue 18, decision 0031), on this file's own copy of the demo accounts: a player spins a
 * slot, claims the manual rebate and finds it in the account record; a deposit approved with the ops tool
 * takes it from Bronze to Silver, and the player rank page shows the new level and its level-up reward.
 */
const own = playersOf('vip');
const FINANCE = operatorsOf('vip').finance;
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

describe('rebates and VIP', () => {
  it('bets, claims the manual rebate, and sees it in the account record', async () => {
    const page = await visit({ theme: 'dark' });
    await logIn(page, own.gamer.username, own.gamer.password);
    await spinSlot(page, 3);
    // The rebate counts bets 5 seconds after they settle: the page is read again until it can be claimed.
    await expect
      .poll(
        async () => {
          await openCentre(page, 'manualRebate');
          const button = page.getByTestId('rebate-claim');
          await button.waitFor();
          return button.isEnabled();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(true);
    const slots = page.locator('[data-testid="rebate-row"][data-category="RNG"]');
    expect(await slots.innerText()).toContain('1.2%');
    await shot(page, 'vip-manual-rebate-dark');
    await page.getByTestId('rebate-claim').click();
    const paid = page.getByTestId('rebate-paid');
    await expect.poll(() => paid.isVisible()).toBe(true);
    expect(await paid.innerText()).toMatch(/has been paid to your wallet/);
    await expect.poll(() => page.getByTestId('rebate-next').isVisible()).toBe(true);
    await shot(page, 'vip-manual-rebate-claimed-dark');

    await openCentre(page, 'transactionHistory');
    const rebate = page.locator('[data-testid="records-row"][data-type="rebate"]');
    await expect.poll(() => rebate.count()).toBe(1);
    await shot(page, 'vip-rebate-record-dark');
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await page.close();
  }, 120_000);

  it('reaches the next VIP level by a deposit, and the rank page shows it, in both themes and on a phone', async () => {
    const page = await visit({ theme: 'light' });
    await logIn(page, own.demo.username, own.demo.password);
    await openCentre(page, 'playerRank');
    const level = page.getByTestId('rank-level');
    await expect.poll(() => level.getAttribute('data-level')).toBe('1');
    expect(await level.innerText()).toContain('Bronze');
    expect(await page.getByTestId('rank-left').innerText()).toContain('Deposit ฿1,000.00 more');
    expect(await page.getByTestId('rank-benefit-row').count()).toBe(6);
    await shot(page, 'vip-rank-bronze-light');

    const orderNo = await bankDeposit(page, '1000');
    expect(
      ops('deposit', 'approve', orderIdOf(ops, 'deposits', orderNo), '--note', 'seen on the statement'),
    ).toContain(orderNo);

    await expect
      .poll(
        async () => {
          await openCentre(page, 'playerRank');
          await level.waitFor();
          return level.getAttribute('data-level');
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('2');
    expect(await level.innerText()).toContain('Silver');
    expect(await page.getByTestId('rank-left').innerText()).toContain('Deposit ฿9,000.00 more');
    await expect.poll(() => page.getByTestId('reward').count()).toBe(1);
    await shot(page, 'vip-rank-silver-light');
    await page.getByTestId('reward-claim').click();
    await expect.poll(() => page.getByTestId('reward-claimed').isVisible()).toBe(true);
    expect(await page.getByTestId('reward-claimed').innerText()).toContain('฿100.00');
    await shot(page, 'vip-rank-reward-claimed-light');
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await page.close();

    for (const theme of ['dark', 'light'] as const) {
      // Logged in on a wide screen (the header's form), then narrowed to a phone.
      const phone = await visit({ theme });
      await logIn(phone, own.demo.username, own.demo.password);
      await phone.setViewportSize(PHONE.viewport);
      await openCentre(phone, 'playerRank');
      await expect.poll(() => phone.getByTestId('rank-level').getAttribute('data-level')).toBe('2');
      await shot(phone, `vip-rank-phone-${theme}`);
      await openCentre(phone, 'manualRebate');
      await phone.getByTestId('manual-rebate-page').waitFor();
      await shot(phone, `vip-manual-rebate-phone-${theme}`);
      await phone.close();
    }
  }, 180_000);
});
