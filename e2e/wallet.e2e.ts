import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs, orderIdOf } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { bankDeposit, headerBalance, logIn, openCentre, showCentre } from './portal.ts';

/**
 * The money journeys (issue 4): deposits by bank transfer (approved with the ops tool) and through the
 * sandbox gateway, a withdrawal from binding a card to confirming receipt, a not-received case with its
 * proof, and a transfer to the upline, on this file's own copy of the demo accounts (players.ts).
 */
const base = inject('baseUrl');
const own = playersOf('wal');
const FINANCE = operatorsOf('wal').finance;
/** The finance operator's authenticator app (the server tests' one), on this machine's clock. */
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

describe('money', () => {
  it('deposits by bank transfer, the operator approves with the ops tool, the balance rises', async () => {
    const page = await visit();
    await logIn(page, own.demo.username, own.demo.password);
    await expect.poll(() => headerBalance(page)).toContain('5,000.00');
    // masked and shown again
    await page.getByTestId('balance-mask').click();
    await expect.poll(() => page.getByTestId('user-balance').textContent()).toContain('***');
    await page.getByTestId('balance-mask').click();

    const orderNo = await bankDeposit(page, '1500');
    await shot(page, 'deposit-bank-pending');

    expect(
      ops('deposit', 'approve', orderIdOf(ops, 'deposits', orderNo), '--note', 'seen on the statement'),
    ).toContain(orderNo);
    await expect.poll(() => headerBalance(page)).toContain('6,500.00');
    await openCentre(page, 'depositv2');
    await expect
      .poll(() => page.locator(`[data-testid="deposit-history-row"][data-status="paid"]`).count())
      .toBeGreaterThan(0);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('deposits through the sandbox gateway: the pay page, the signed notification, credited once', async () => {
    const lucky = base.replace('localhost', 'lucky.localhost');
    const page = await visit();
    await logIn(page, own.luckyAgent.username, own.luckyAgent.password, lucky);
    await expect.poll(() => headerBalance(page)).toContain('2,000.00');
    await page.goto(`${lucky}/?page=depositv2`);
    await page.getByTestId('deposit-channel-SANDBOX').click();
    await page.getByTestId('deposit-amount').fill('25');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await shot(page, 'deposit-gateway-pay-page');
    await page.getByRole('button', { name: /pay/i }).first().click();
    await page.waitForURL(/page=depositv2|\/$/);
    await expect.poll(() => headerBalance(page)).toContain('2,025.00');
    await page.close();
  });

  it('binds a card, sets the payment password, withdraws, the operator pays, the player confirms', async () => {
    const page = await visit();
    await logIn(page, own.agent.username, own.agent.password);
    await openCentre(page, 'withdraw');
    // the payment password first
    await page.getByTestId('paypw-login').fill(own.agent.password);
    await page.getByTestId('paypw-new').fill('246810');
    await page.getByTestId('paypw-confirm').fill('246810');
    await page.getByTestId('paypw-submit').click();
    // then a card in the agent's name (the first card sets the real name)
    await page.getByTestId('card-bank').selectOption('KBANK');
    await page.getByTestId('card-number').fill('0123456789');
    await page.getByTestId('card-name').fill('Anan Agent');
    await page.getByTestId('card-submit').click();
    await expect.poll(() => page.getByTestId('card-item').count()).toBeGreaterThan(0);

    await page.getByTestId('withdraw-amount').fill('500');
    await page.getByTestId('withdraw-password').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    const order = page.getByTestId('withdraw-order');
    await expect.poll(() => order.isVisible()).toBe(true);
    const orderNo = (await order.getAttribute('data-order-no')) as string;
    await expect.poll(() => headerBalance(page)).toContain('19,500.00');
    await shot(page, 'withdraw-pending');

    ops('withdrawal', 'approve', orderIdOf(ops, 'withdrawals', orderNo));
    await openCentre(page, 'withdraw');
    const row = page.locator(`[data-testid="withdraw-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    await row.getByTestId('withdraw-received').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('received');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('reports a withdrawal as not received with proof, and the case reopens for the operator', async () => {
    const page = await visit(PHONE);
    await page.goto(base);
    await page.getByTestId('login-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('login-username').fill(own.agent.username);
    await modal.getByTestId('login-password').fill(own.agent.password);
    await modal.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('user-menu-toggle').isVisible()).toBe(true);
    await openCentre(page, 'withdraw');
    await page.getByTestId('withdraw-amount').fill('300');
    await page.getByTestId('withdraw-password').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    const order = page.getByTestId('withdraw-order');
    await expect.poll(() => order.isVisible()).toBe(true);
    const orderNo = (await order.getAttribute('data-order-no')) as string;
    ops('withdrawal', 'approve', orderIdOf(ops, 'withdrawals', orderNo));

    await openCentre(page, 'withdraw');
    const row = page.locator(`[data-testid="withdraw-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    await row.getByTestId('withdraw-not-received').click();
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('proof-comment').fill('Nothing arrived on my statement.');
    await shot(page, 'withdraw-proof-phone');
    await page.getByTestId('proof-submit').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('not_received');
    const cases = JSON.parse(ops('withdrawals', '--status', 'not_received', '--json')) as {
      content: Array<{ orderNo: string; proofIds: number[] }>;
    };
    expect(cases.content.find((c) => c.orderNo === orderNo)?.proofIds).toHaveLength(1);
    await page.close();
    // Two runs of the operator's command-line tool (a process each, with its login) take most of it.
  }, 120_000);

  it('transfers to the upline with the payment password', async () => {
    const page = await visit();
    await logIn(page, own.demo.username, own.demo.password);
    await openCentre(page, 'transferUpline');
    // demo has no payment password yet: the page says so and its button opens the dialog
    await page.getByTestId('upline-set-password').click();
    await page.getByTestId('paypw-login').fill(own.demo.password);
    await page.getByTestId('paypw-new').fill('135790');
    await page.getByTestId('paypw-confirm').fill('135790');
    await page.getByTestId('paypw-submit').click();
    await page.getByTestId('upline-target').selectOption(own.agent.username);
    await page.getByTestId('upline-amount').fill('200');
    await page.getByTestId('upline-password').fill('135790');
    await page.getByTestId('upline-submit').click();
    await expect.poll(() => page.getByTestId('upline-success').isVisible()).toBe(true);
    await shot(page, 'transfer-upline-done');
    await openCentre(page, 'transactionHistory');
    await expect.poll(() => page.getByTestId('records-row').first().textContent()).toContain('200.00');
    await page.close();
  });

  it('shows the money pages in both themes and on a phone', async () => {
    for (const [theme, options] of [
      ['dark', {}],
      ['light', {}],
      ['dark', PHONE],
    ] as const) {
      const page = await visit({ theme, ...options });
      await page.goto(base);
      if (options === PHONE) {
        await page.getByTestId('login-button').click();
        const modal = page.getByTestId('login-modal');
        await modal.getByTestId('login-username').fill(own.demo.username);
        await modal.getByTestId('login-password').fill(own.demo.password);
        await modal.getByTestId('login-submit').click();
        await expect.poll(() => page.getByTestId('user-menu-toggle').isVisible()).toBe(true);
      } else {
        const form = page.getByTestId('header-login');
        await form.getByTestId('login-username').fill(own.demo.username);
        await form.getByTestId('login-password').fill(own.demo.password);
        await page.getByTestId('header-login-submit').click();
        await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(own.demo.username);
      }
      const suffix = `${theme}${options === PHONE ? '-phone' : ''}`;
      for (const centrePage of ['transferFund', 'depositv2', 'withdraw', 'transactionHistory']) {
        await showCentre(page, centrePage);
        await shot(page, `money-${centrePage}-${suffix}`);
      }
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  }, 180_000);
});

/** A 1x1 PNG: a real image by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
