import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, openPage, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs, orderIdOf } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { bankDeposit, logIn } from './portal.ts';

/**
 * Realtime (issue 20, decision 0041), on this file's own copy of the demo accounts: the player's page is
 * open when an operator approves its deposit with the ops tool, and the header balance rises without a
 * reload or a click; the operator then locks the player, and the open page signs out and says why.
 */
const base = inject('baseUrl');
const own = playersOf('rt');
const ADMIN = operatorsOf('rt').admin;
let ops: OpsTool;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ops = await opsToolAs(ADMIN);
});
afterAll(async () => {
  ops.logout();
  await browser.close();
});

/** Pushes arrive within this: the server's own goal is 100 ms, the rest is the browser and the tool. */
const PUSHED = { timeout: 3_000, interval: 100 };

describe('realtime', () => {
  it('raises the header balance when the operator approves a deposit, and signs out a locked player', async () => {
    const page = await openPage(browser, { lang: 'en', ...visitor(), theme: 'dark' });
    await logIn(page, own.demo.username, own.demo.password);
    const orderNo = await bankDeposit(page, '1500');
    // Back on the home page, nothing polls the balance while the socket is up.
    await page.goto(base);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.realtime)).toBe('on');
    const balance = page.getByTestId('user-balance');
    await expect.poll(() => balance.textContent()).toContain('5,000.00');

    ops('deposit', 'approve', orderIdOf(ops, 'deposits', orderNo));
    await expect.poll(() => balance.textContent(), PUSHED).toContain('6,500.00');
    await shot(page, 'realtime-balance-pushed-dark');

    const accountId = await page.evaluate(async () => {
      const res = await fetch('/wps/member/info', {
        headers: { authorization: sessionStorage.getItem('token') ?? '' },
      });
      return ((await res.json()) as { value: { id: number } }).value.id;
    });
    try {
      expect(ops('player', 'lock', String(accountId), '--note', 'realtime journey')).toContain('1 session');
      await expect.poll(() => page.getByTestId('signed-out-alert').isVisible(), PUSHED).toBe(true);
      await expect.poll(() => page.getByTestId('user-balance').isVisible()).toBe(false);
      await expect.poll(() => page.getByTestId('header-login').isVisible()).toBe(true);
      await shot(page, 'realtime-signed-out-dark');
    } finally {
      ops('player', 'unlock', String(accountId));
    }
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
