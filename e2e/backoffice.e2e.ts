import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backoffice, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { bankDeposit, headerBalance, logIn } from './portal.ts';

/**
 * The back office (issue 15): an operator signs in with an authenticator app, approves a deposit the
 * player then sees; a viewer reads without deciding and sees one merchant; the ledger shows the money.
 */
const base = inject('baseUrl');
const lucky = base.replace('localhost', 'lucky.localhost');
const players = playersOf('bo');
const operators = operatorsOf('bo');
const app = authenticatorApp();
let browser: Browser;
let siamOrder = '';
let luckyOrder = '';
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });

/** The queue row of an order, by its number. */
const rowOf = (page: Awaited<ReturnType<typeof visit>>, orderNo: string) =>
  page.getByTestId('bo-deposits-row').filter({ hasText: orderNo });

describe('back office', () => {
  it('a finance operator enrols an authenticator, approves a deposit, and the player sees the money', async () => {
    const player = await visit();
    await logIn(player, players.demo.username, players.demo.password);
    await expect.poll(() => headerBalance(player)).toContain('5,000.00');
    siamOrder = await bankDeposit(player, '1500');

    const page = await visit();
    await signIn(page, operators.finance, app, async () => {
      // the enrolment: a QR code for the app and the key to type in
      await expect.poll(() => page.getByTestId('bo-enrol').locator('svg').count()).toBeGreaterThan(0);
      await shot(page, 'backoffice-enrol');
    });
    await expect
      .poll(() => page.getByTestId('bo-operator').textContent())
      .toContain(operators.finance.username);
    // the dashboard greets the operator with the waiting work, which leads to its queue
    await expect
      .poll(async () => Number(await page.getByTestId('bo-pending-deposits').locator('strong').textContent()))
      .toBeGreaterThan(0);
    await page.getByTestId('bo-pending-deposits').click();
    await expect.poll(() => rowOf(page, siamOrder).count()).toBe(1);
    await shot(page, 'backoffice-deposits');
    await rowOf(page, siamOrder).getByTestId('bo-approve').click();
    await expect
      .poll(() => page.getByTestId('bo-outcomes').textContent())
      .toContain(`${siamOrder}: approved`);
    // decided: it leaves the pending queue
    await expect.poll(() => rowOf(page, siamOrder).count()).toBe(0);
    await expect.poll(() => headerBalance(player)).toContain('6,500.00');

    // today's figures count it, with the day's charts
    await page.goto(`${backoffice}dashboard`);
    await page.getByTestId('bo-dashboard-today').click();
    await expect
      .poll(() => page.getByTestId('bo-kpi-deposits').textContent())
      .toMatch(/Deposits[1-9][\d,]*\.\d{2}/);
    await expect.poll(() => page.getByTestId('bo-chart-money').locator('.recharts-area').count()).toBe(2);
    await page.getByTestId('bo-dashboard-week').click();
    await shot(page, 'backoffice-dashboard');

    // a second sign-in asks only for the code
    await page.getByTestId('bo-logout').click();
    await page.getByTestId('bo-username').waitFor();
    await signIn(page, operators.finance, app);
    expect(problemsOf(page)).toEqual([]);
    await player.close();
    await page.close();
  }, 120_000); // the longest flow of the back office: two sites, a deposit, its approval, the balance

  it('a viewer of Siam reads the queues without deciding, and never sees Lucky', async () => {
    const player = await visit();
    await logIn(player, players.luckyPlayer.username, players.luckyPlayer.password, lucky);
    luckyOrder = await bankDeposit(player, '20', lucky);
    await player.close();

    const page = await visit();
    await signIn(page, operators.siamViewer, app);
    await page.goto(`${backoffice}deposits`);
    await page.getByTestId('bo-filter-status').selectOption('');
    await expect.poll(() => page.getByTestId('bo-deposits-row').count()).toBeGreaterThan(0);
    const merchants = await page.getByTestId('bo-deposits-row').locator('td:nth-child(2)').allTextContents();
    expect(new Set(merchants)).toEqual(new Set(['siam']));
    expect(await rowOf(page, luckyOrder).count()).toBe(0);
    expect(await page.getByTestId('bo-approve').count()).toBe(0);
    expect(await page.getByTestId('bo-bulk-approve').count()).toBe(0);
    // no merchant filter for a one-merchant operator, no audit log in its menu, and the screen says why
    expect(await page.getByTestId('bo-filter-merchant').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(`${backoffice}audit`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not for your role');
    await shot(page, 'backoffice-viewer');
    await page.close();
  });

  it('the ledger shows the player’s wallet line by line, and the ledger balances', async () => {
    const page = await visit();
    await signIn(page, operators.finance, app);
    await page.goto(`${backoffice}ledger`);
    await page.getByTestId('bo-reconcile').click();
    await expect
      .poll(() => page.getByTestId('bo-reconciliation-result').textContent())
      .toContain('The ledger balances.');
    await page.getByTestId('bo-ledger-merchant').fill('siam');
    await page.getByTestId('bo-ledger-username').fill(players.demo.username);
    // the player's main wallet and its points (decision 0035)
    const rows = page.getByTestId('bo-ledger-accounts-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'Main wallet' }).getByTestId('bo-ledger-open').click();
    await expect.poll(() => page.getByTestId('bo-ledger-balance').textContent()).toContain('6,500.00');
    const newest = page.getByTestId('bo-ledger-lines-row').first();
    await expect.poll(() => newest.textContent()).toContain('+1,500.00');
    await newest.locator('button').first().click();
    await expect.poll(() => page.getByTestId('bo-ledger-entry-sum').textContent()).toBe('0.00');
    await shot(page, 'backoffice-ledger-entry');
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
    await shot(page, 'backoffice-ledger-light');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('an administrator creates an operator, disables it, and reads the platform’s jobs', async () => {
    const page = await visit();
    await signIn(page, operators.admin, app);
    await page.goto(`${backoffice}operators`);
    await page.getByTestId('bo-operator-new').click();
    const username = `night${Date.now() % 100000}`;
    await page.getByTestId('bo-new-username').fill(username);
    await page.getByTestId('bo-new-password').fill('Night#Shift2026');
    await page.getByTestId('bo-new-role').selectOption('viewer');
    await page.getByTestId('bo-new-merchant').fill('lucky');
    await page.getByTestId('bo-new-submit').click();
    await expect.poll(() => page.getByTestId('bo-operators-message').textContent()).toContain(username);
    const row = page.getByTestId('bo-operators-row').filter({ hasText: username });
    await expect.poll(() => row.textContent()).toContain('lucky');
    await row.getByTestId('bo-operator-status').click();
    await page.getByTestId('bo-confirm-ok').click();
    await expect.poll(() => row.textContent()).toContain('Disabled');
    await shot(page, 'backoffice-operators');
    // the new operator cannot sign in while disabled
    const other = await visit();
    await other.goto(backoffice);
    await other.getByTestId('bo-username').fill(username);
    await other.getByTestId('bo-password').fill('Night#Shift2026');
    await other.getByTestId('bo-login-submit').click();
    await expect
      .poll(() => other.getByTestId('bo-login-error').textContent())
      .toContain('Invalid operator username or password');
    await other.close();

    await page.goto(`${backoffice}jobs`);
    await expect
      .poll(() => page.getByTestId('bo-jobs-row').filter({ hasText: 'jobs.prune' }).count())
      .toBe(1);
    await expect.poll(() => page.getByTestId('bo-job-runs-row').count()).toBeGreaterThan(0);
    await shot(page, 'backoffice-jobs');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('fits a phone-sized screen', async () => {
    const page = await visit({ ...PHONE });
    await signIn(page, operators.siamViewer, app);
    await expect.poll(() => page.getByTestId('bo-dashboard-cards').isVisible()).toBe(true);
    await shot(page, 'backoffice-dashboard-phone');
    await page.goto(`${backoffice}deposits`);
    await expect.poll(() => page.getByTestId('bo-deposits').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'backoffice-phone');
    await page.close();
  });
});
