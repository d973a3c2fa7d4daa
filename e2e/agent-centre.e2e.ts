import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from './accounts.ts';
import { lowContrast } from './axe.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { playersOf } from './players.ts';
import { logIn } from './portal.ts';

/**
 * The agent centre (issue 17): the Siam agent (this file's copy of agent01) reads its team overview with
 * its chart, opens a player and an agent below it, makes a registration link and shows its QR code,
 * walks down the tree to the new agent and back, and reads the team's reports; in the dark and the light
 * theme and on a phone, with every text at AA contrast.
 */
const { agent } = playersOf('agt');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A fresh name for each run, letters then digits, as the registration rules take them. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString().slice(-7)}`;

/** The agent signed in, its agent centre open on the team overview. */
async function agentCentre(options: { theme?: 'dark' | 'light'; phone?: boolean } = {}): Promise<Page> {
  const page = await openPage(browser, {
    lang: 'en',
    theme: options.theme ?? 'dark',
    bypassCSP: true,
    ...visitor(),
  });
  await logIn(page, agent.username, agent.password);
  await page.getByTestId('user-agent-centre').click();
  await expect.poll(() => page.getByTestId('agent-centre').isVisible()).toBe(true);
  if (options.phone) await page.setViewportSize(PHONE.viewport);
  // the figures, or why they did not come (a server without the agent routes answers not found)
  const loaded = page.getByTestId('overview-stats');
  const failed = page.getByTestId('overview-failed');
  await expect.poll(async () => (await loaded.count()) + (await failed.count())).toBe(1);
  if (await failed.count()) throw new Error(`the team overview did not load: ${await failed.innerText()}`);
  return page;
}

/** Opens an agent centre page from its menu (behind the menu button on a phone). */
async function openAgentPage(page: Page, name: string) {
  const entry = page.getByTestId(`agent-centre-menu-${name}`);
  if (!(await entry.isVisible())) await page.getByTestId('agent-centre-menu-toggle').click();
  await entry.click();
}

async function noLowContrast(page: Page, where: string) {
  const found = (await lowContrast(page)).map((f) => `${where} ${f.target}: ${f.summary}`);
  expect(found).toEqual([]);
}

describe('agent centre', () => {
  it('shows the team overview with its chart, and the period chips change it', async () => {
    const page = await agentCentre();
    expect(await page.getByTestId('overview-team-size-value').innerText()).toMatch(/^\d[\d,]*$/);
    await page.getByTestId('overview-period-thisMonth').click();
    await expect.poll(() => page.getByTestId('overview-range').innerText()).toMatch(/^01\/\d\d\/\d{4} to /);
    const chart = page.getByTestId('overview-chart');
    expect(await chart.innerText()).toContain('By day');
    // a chart (Recharts' svg) or, for a quiet month, words saying so: never an empty frame
    await expect
      .poll(
        async () =>
          (await chart.locator('svg.recharts-surface').count()) +
          (await page.getByTestId('overview-chart-quiet').count()),
      )
      .toBeGreaterThan(0);
    await shot(page, 'agent-overview-dark');
    await noLowContrast(page, 'overview dark');
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await page.close();
  });

  it('opens a player and an agent below the agent, and a registration link with its QR code', async () => {
    const page = await agentCentre();
    await openAgentPage(page, 'registerCenter');
    const player = fresh('p');
    await page.getByTestId('downline-username').fill(player);
    await page.getByTestId('downline-password').fill('Player@2026');
    await page.getByTestId('downline-confirm').fill('Player@2026');
    await page.getByTestId('downline-submit').click();
    await expect.poll(() => page.getByTestId('downline-created-username').innerText()).toBe(player);
    await shot(page, 'agent-downline-created');

    await page.getByTestId('downline-create-another').click();
    await page.getByTestId('downline-kind-agent').click();
    const subagent = fresh('a');
    await page.getByTestId('downline-username').fill(subagent);
    await page.getByTestId('downline-password').fill('Agent@2026x');
    await page.getByTestId('downline-confirm').fill('Agent@2026x');
    await page.getByTestId('downline-submit').click();
    await expect
      .poll(() => page.getByTestId('downline-created').innerText())
      .toContain('Agent account created');

    // the form shows once the links have loaded: the count before is the real one
    await expect.poll(() => page.getByTestId('link-form').isVisible()).toBe(true);
    const cards = page.getByTestId('link-card');
    const before = await cards.count();
    await page.getByTestId('link-note').fill('Journey flyer');
    await page.getByTestId('link-create').click();
    await expect.poll(() => cards.count()).toBe(before + 1);
    const card = cards.filter({ hasText: 'Journey flyer' }).first();
    expect(await card.getByTestId('link-url').innerText()).toMatch(/^https?:\/\/\S+/);
    await card.getByTestId('link-qr').click();
    const qr = page.getByTestId('link-qr-dialog');
    await expect.poll(() => qr.locator('svg').count()).toBeGreaterThan(0);
    await shot(page, 'agent-link-qr');
    await page.keyboard.press('Escape');
    await expect.poll(() => qr.count()).toBe(0);

    // down the tree to the new agent (nobody below it yet) and back up through the breadcrumb
    await openAgentPage(page, 'downlineManagement');
    await page.getByTestId('tree-search-input').fill(subagent);
    await page.getByTestId('tree-search-submit').click();
    const row = page.locator(`[data-testid="downline-row"][data-username="${subagent}"]`);
    await expect.poll(() => row.count()).toBe(1);
    await page.getByTestId('tree-search-input').fill('');
    await page.getByTestId('tree-search-submit').click();
    await expect
      .poll(() => page.locator(`[data-testid="downline-row"][data-username="${player}"]`).count())
      .toBe(1);
    await page
      .locator(`[data-testid="downline-row"][data-username="${subagent}"]`)
      .getByTestId('downline-open')
      .click();
    await expect.poll(() => page.getByTestId('tree-crumb-current').innerText()).toBe(subagent);
    await expect.poll(() => page.getByTestId('tree-empty').isVisible()).toBe(true);
    await shot(page, 'agent-tree-drilled');
    await page.getByTestId('tree-crumb-0').click();
    await expect.poll(() => page.getByTestId('tree-crumb-current').innerText()).toBe('My team');
    await shot(page, 'agent-tree');
    await page.close();
  });

  it('reads the team reports: betting, profit and loss by week, the downline transactions', async () => {
    const page = await agentCentre();
    await openAgentPage(page, 'teamBetting');
    await page.getByTestId('team-betting-period-thisMonth').click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('team-betting-members').count()) +
          (await page.getByTestId('team-betting-empty').count()),
      )
      .toBe(1);
    await shot(page, 'agent-team-betting');

    await openAgentPage(page, 'teamProfitLoss');
    await page.getByTestId('profit-loss-type-weekly').click();
    await expect.poll(() => page.getByTestId('profit-loss-totals').isVisible()).toBe(true);
    await shot(page, 'agent-team-profit-loss');

    await openAgentPage(page, 'downlineTransactions');
    await page.getByTestId('team-tx-period-thisMonth').click();
    await expect.poll(() => page.getByTestId('team-tx-totals').isVisible()).toBe(true);
    await shot(page, 'agent-downline-transactions');
    await noLowContrast(page, 'transactions dark');

    await openAgentPage(page, 'agentAnnouncement');
    await expect
      .poll(
        async () =>
          (await page.getByTestId('agent-news-list').count()) +
          (await page.getByTestId('agent-news-empty').count()),
      )
      .toBe(1);
    await page.close();
  });

  it('reads well in the light theme', async () => {
    const page = await agentCentre({ theme: 'light' });
    await shot(page, 'agent-overview-light');
    await noLowContrast(page, 'overview light');
    await openAgentPage(page, 'registerCenter');
    await expect.poll(() => page.getByTestId('downline-form').isVisible()).toBe(true);
    await shot(page, 'agent-register-light');
    await noLowContrast(page, 'register light');
    await page.close();
  });

  it('fits a phone: figures two by two, the tree as cards', async () => {
    const page = await agentCentre({ phone: true });
    await shot(page, 'agent-overview-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
    await openAgentPage(page, 'downlineManagement');
    await expect.poll(() => page.getByTestId('downline-row').first().isVisible()).toBe(true);
    // a row is a card: its cells stack instead of scrolling sideways
    expect(
      await page
        .getByTestId('downline-row')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('grid');
    await shot(page, 'agent-tree-phone');
    await noLowContrast(page, 'tree phone');
    await page.close();
  });
});
