import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorApp, backofficeTheme, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn } from './portal.ts';

/**
 * The back office's agents (issue 17): agent01 creates a downline agent and signs a daily salary with
 * it through the portal's API; an administrator moves the player gamer under that sub-agent and sees
 * the new path, raises the house's first daily tier, force-terminates the contract with a reason and
 * rebuilds the team rollups. A Siam viewer reads the same screens on a phone, without their buttons.
 */
const operators = operatorsOf('bagt');
const { agent, gamer } = playersOf('bagt');
const app = authenticatorApp();
const SUB = 'subbagt1';
const SUB_PASSWORD = 'Agent@2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openAgents(page: Page, tab?: string): Promise<void> {
  await page.getByRole('link', { name: 'Agents' }).click();
  await page.getByTestId('bo-agents').waitFor();
  if (tab) await page.getByTestId(`bo-tab-${tab}`).click();
}

type Answer = { value: Record<string, unknown> | null; errorCode: string | null };

/** A portal call with the page's session (as the portal's own pages make it). */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: sessionStorage.getItem('token') ?? '' },
        body: JSON.stringify(payload),
      });
      return (await res.json()) as Answer;
    },
    [path, body] as const,
  );

/** agent01 makes a sub-agent and offers it a daily salary within its own terms; the sub-agent accepts. */
async function signDailyContract(): Promise<{ id: number }> {
  const top = await openPage(browser, { lang: 'en' });
  await logIn(top, agent.username, agent.password);
  const created = await post(top, '/wps/agent/downline', {
    kind: 'agent',
    username: SUB,
    password: SUB_PASSWORD,
  });
  expect(created.errorCode).toBeNull();
  const offered = await post(top, '/wps/relay/MCSFE_processDailySalaryContract', {
    action: 'offer',
    downline: SUB,
    terms: { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 30 }] },
  });
  expect(offered.errorCode).toBeNull();
  await top.close();
  const sub = await openPage(browser, { lang: 'en' });
  await logIn(sub, SUB, SUB_PASSWORD);
  const accepted = await post(sub, '/wps/relay/MCSFE_processDailySalaryContract', {
    action: 'accept',
    contractId: offered.value?.id,
  });
  expect(accepted.errorCode).toBeNull();
  expect(accepted.value?.status).toBe('success');
  await sub.close();
  return { id: Number(accepted.value?.id) };
}

describe('back office agents', () => {
  it('moves a player under another agent, edits the default terms, ends a contract, rebuilds the rollups', async () => {
    const contract = await signDailyContract();

    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, operators.admin, app);
    await openAgents(admin);
    await chooseMerchant(admin, 'bo-agents-merchant', 'siam');

    // the tree: gamer is under agent01; it moves under the new sub-agent
    await admin.getByTestId('bo-agents-username').fill(gamer.username);
    await admin.getByTestId('bo-agents-find-submit').click();
    const path = admin.getByTestId('bo-agents-path');
    await expect.poll(() => path.innerText()).toContain(agent.username);
    await admin.getByTestId('bo-agents-parent').fill('subbagt');
    await admin.getByTestId(`bo-agents-choice-${SUB}`).click();
    await admin.getByTestId('bo-agents-move-submit').click();
    const confirm = admin.getByTestId('bo-agents-move-confirm');
    expect(await confirm.innerText()).toContain(
      `${gamer.username} and its whole team (0 members) go under ${SUB}`,
    );
    await shot(admin, 'backoffice-agents-move-confirm-dark');
    await confirm.getByTestId('bo-agents-move-confirm-ok').click();
    await expect.poll(() => path.innerText()).toContain(SUB);
    expect(await path.innerText()).toContain(agent.username);
    expect(await admin.getByTestId('bo-agents-move-notice').innerText()).toContain(`now under ${SUB}`);
    await shot(admin, 'backoffice-agents-tree-dark');

    // a move under the member's own team is refused in words
    await admin.getByTestId('bo-agents-username').fill(agent.username);
    await admin.getByTestId('bo-agents-find-submit').click();
    await expect.poll(() => admin.getByTestId('bo-agents-member').innerText()).toContain('Top of the tree');
    await admin.getByTestId('bo-agents-parent').fill('subbagt');
    await admin.getByTestId(`bo-agents-choice-${SUB}`).click();
    await admin.getByTestId('bo-agents-move-submit').click();
    await admin.getByTestId('bo-agents-move-confirm-ok').click();
    await expect
      .poll(() => admin.getByTestId('bo-agents-move-notice').innerText())
      .toContain('A member cannot move under itself or its own team.');

    // the house's daily terms: a falling tier is refused before saving, a rising one saved
    await admin.getByTestId('bo-tab-defaults').click();
    const rate = admin.getByTestId('bo-defaults-daily-rate-0');
    await rate.fill('0.7');
    await expect
      .poll(() => admin.getByTestId('bo-defaults-daily-problem').innerText())
      .toContain('Tiers must rise');
    expect(await admin.getByTestId('bo-defaults-daily-save').isDisabled()).toBe(true);
    await rate.fill('0.35');
    await admin.getByTestId('bo-defaults-daily-save').click();
    await expect.poll(() => admin.getByTestId('bo-defaults-daily-notice').innerText()).toContain('Saved.');
    await shot(admin, 'backoffice-agents-defaults-dark');

    // the contracts: the signed one, its detail, its force-termination with a reason
    await admin.getByTestId('bo-tab-contracts').click();
    await admin.getByTestId('bo-contracts-state').selectOption('success');
    const row = admin.getByTestId('bo-contracts-row').filter({ hasText: SUB });
    await expect.poll(() => row.innerText()).toContain('Signed');
    await shot(admin, 'backoffice-agents-contracts-dark');
    await admin.getByTestId(`bo-contract-open-${contract.id}`).click();
    const detail = admin.getByTestId('bo-contract-detail');
    await detail.getByTestId('bo-contract-tiers').waitFor();
    await shot(admin, 'backoffice-agents-contract-detail-dark');
    await detail.getByTestId('bo-contract-terminate').click();
    await admin.getByTestId('bo-terminate-reason').fill('The sub-agent left the team');
    await shot(admin, 'backoffice-agents-terminate-dark');
    await admin.getByTestId('bo-terminate-ok').click();
    await expect
      .poll(() => admin.getByTestId('bo-contracts-notice').innerText())
      .toContain(`Contract #${contract.id} ended.`);
    await admin.getByTestId('bo-contracts-state').selectOption('terminated');
    await expect.poll(() => admin.getByTestId('bo-contracts-row').filter({ hasText: SUB }).count()).toBe(1);

    // the payments and the settlement's link to the contract jobs' runs
    await admin.getByTestId('bo-tab-payments').click();
    await admin.getByTestId('bo-settle').waitFor();
    expect(await admin.getByTestId('bo-settle-jobs').getAttribute('href')).toBe(
      '/bo/jobs?job=contracts.daily',
    );
    await shot(admin, 'backoffice-agents-payments-dark');

    // the rollups' rebuild of the last week
    await admin.getByTestId('bo-tab-rollups').click();
    await admin.getByTestId('bo-rollups-submit').click();
    await expect
      .poll(() => admin.getByTestId('bo-rollups-result').innerText(), { timeout: 60_000 })
      .toContain('Rebuilt');
    await shot(admin, 'backoffice-agents-rollups-dark');

    // the refused move's answer (400) is the only failed load the browser reports
    expect(problemsOf(admin).filter((p) => !p.includes('status of 400'))).toEqual([]);
    await admin.close();
  });

  it('shows a Siam viewer the agents screens read only, on a phone', async () => {
    const viewer = await openPage(browser, { lang: 'en', ...PHONE });
    await backofficeTheme(viewer, 'light');
    await signIn(viewer, operators.siamViewer, app);
    await openAgents(viewer);
    await viewer.getByTestId('bo-agents-username').fill(gamer.username);
    await viewer.getByTestId('bo-agents-find-submit').click();
    await expect.poll(() => viewer.getByTestId('bo-agents-path').innerText()).toContain(SUB);
    expect(await viewer.getByTestId('bo-agents-move').count()).toBe(0);
    expect(await viewer.getByTestId('bo-tab-rollups').count()).toBe(0);
    await shot(viewer, 'backoffice-agents-tree-phone-light');
    await viewer.getByTestId('bo-tab-contracts').click();
    await viewer.getByTestId('bo-contracts-row').first().waitFor();
    await shot(viewer, 'backoffice-agents-contracts-phone-light');
    await viewer.getByTestId('bo-tab-defaults').click();
    await viewer.getByTestId('bo-defaults-daily').waitFor();
    expect(await viewer.locator('[data-testid$="-save"]').count()).toBe(0);
    await shot(viewer, 'backoffice-agents-defaults-phone-light');
    await viewer.getByTestId('bo-tab-payments').click();
    expect(await viewer.getByTestId('bo-settle').count()).toBe(0);
    await shot(viewer, 'backoffice-agents-payments-phone-light');
    expect(problemsOf(viewer)).toEqual([]);
    await viewer.close();
  });
});
