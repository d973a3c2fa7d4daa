import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTRACT_DEFAULTS } from '../apps/server/src/db/seed/contracts.ts';
import { merchantPeriod } from '../apps/server/src/platform/merchant-periods.ts';
import {
  createAuthenticator,
  loginWithCode,
  type OpsAnswer,
} from '../apps/server/test/operator-authenticator.ts';
import { CAPTCHA_ANSWER, smsCode, visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn, openCentre } from './portal.ts';

/**
 * Issue 17's contract journey: the Siam agent (this file's copy of agent01) creates a downline agent in its
 * register centre and offers it a daily salary; the downline signs in, accepts, and makes a player link; a
 * new player registers through the link in a browser of its own, is credited by an operator and bets 500.00
 * on Fast 3 Dice; once the bet has settled an operator runs the daily settlement as of the end of today's
 * merchant day (Bangkok), and both agents' income and account records show the salary: the house pays the
 * agent 1%, the agent pays its downline 0.5% from its wallet. Siam's daily default terms are lowered for
 * the journey (one player cannot meet the seed's 3 active members) and put back afterwards; no other journey
 * reads them.
 */
const base = inject('baseUrl');
const { agent } = playersOf('agc');
const ADMIN = operatorsOf('agc').admin;
const DAY_TIERS = { tiers: [{ minValidBet: 10_000, minActive: 1, rate: 100 }] };
/** The player's stake: 500.00 on one sum (won or lost, all of it is a valid bet). */
const STAKE = 50_000;
let browser: Browser;
let token = '';
/** The downline agent the first journey makes and signs; the second changes its contract. */
let downlineAgent: { username: string; password: string } | null = null;

const call = async (method: string, path: string, body?: unknown) =>
  (await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((res) => res.json())) as OpsAnswer & { value: unknown };

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call(method, path, body);
  expect(answer.success, `${method} ${path}: ${answer.message ?? ''}`).toBe(true);
  return answer.value as T;
}

const setDailyDefault = (terms: unknown) =>
  ok('PUT', '/ops/v1/contracts/defaults', { merchant: 'siam', kind: 'daily', terms, enabled: true });

beforeAll(async () => {
  browser = await launch();
  const app = createAuthenticator({
    now: Date.now,
    waitUntil: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now()))),
  });
  ({ token } = await loginWithCode(
    async (path, body) =>
      (await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json())) as OpsAnswer,
    app,
    ADMIN,
  ));
  // Fast 3 Dice draws every 15 seconds (as the lottery journey has it), and a day pays 1% from 100.00
  await ok('PATCH', '/ops/v1/lottery/games/LOTT_K3?merchant=siam', {
    cron: '*/15 * * * * *',
    closeSeconds: 5,
  });
  await setDailyDefault(DAY_TIERS);
});
afterAll(async () => {
  const seeded = CONTRACT_DEFAULTS.siam?.find((d) => d.kind === 'daily');
  if (token && seeded) await setDailyDefault(seeded.terms);
  await browser.close();
});

/** A fresh name for each run, letters then digits, as the registration rules take them. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString().slice(-7)}`;

/** A signed-in portal page of its own (its own address and session). */
async function signedIn(username: string, password: string, theme: 'dark' | 'light' = 'dark') {
  const page = await openPage(browser, { lang: 'en', theme, bypassCSP: true, ...visitor() });
  await logIn(page, username, password);
  return page;
}

/** Opens an agent centre page from its menu (behind the menu button on a phone). */
async function agentPage(page: Page, name: string) {
  if (!(await page.getByTestId('agent-centre').isVisible())) {
    await page.getByTestId('user-agent-centre').click();
    await expect.poll(() => page.getByTestId('agent-centre').isVisible()).toBe(true);
  }
  const entry = page.getByTestId(`agent-centre-menu-${name}`);
  const toggle = page.getByTestId('agent-centre-menu-toggle');
  // the menu re-renders as the contract info reloads, and slides in on a phone: try until a click lands
  await expect
    .poll(
      async () => {
        if (await entry.isVisible())
          return entry.click({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        if (await toggle.isVisible()) await toggle.click({ timeout: 2_000 }).catch(() => undefined);
        return false;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}

/** A call of the portal's API from a signed-in page, with its session. */
const portalCall = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const answer = await fetch(p, {
        method: m,
        headers: { 'content-type': 'application/json', authorization: sessionStorage.getItem('token') ?? '' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return (await answer.json()) as { success: boolean; value: unknown; errorCode: string | null };
    },
    [method, path, body] as const,
  ) as Promise<{ success: boolean; value: T; errorCode: string | null }>;

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** My income for today: its daily total once the page shows one above zero. */
async function incomeToday(page: Page) {
  await agentPage(page, 'agentRevenueReport');
  await page.getByTestId('income-range-today').click();
  const daily = page.getByTestId('income-total-daily');
  await expect.poll(async () => money(await daily.textContent())).toBeGreaterThan(0);
  return money(await daily.textContent());
}

describe('agent contracts', () => {
  it('an agent makes a downline agent and signs a daily salary with it; a player of the downline bets; both are paid', async () => {
    // the agent: a downline agent from the register centre, then a daily salary offered to it
    const upline = await signedIn(agent.username, agent.password);
    await agentPage(upline, 'registerCenter');
    await upline.getByTestId('downline-kind-agent').click();
    const downline = { username: fresh('a'), password: 'Agent@2026x' };
    downlineAgent = downline;
    await upline.getByTestId('downline-username').fill(downline.username);
    await upline.getByTestId('downline-password').fill(downline.password);
    await upline.getByTestId('downline-confirm').fill(downline.password);
    await upline.getByTestId('downline-submit').click();
    await expect
      .poll(() => upline.getByTestId('downline-created').innerText())
      .toContain('Agent account created');

    await agentPage(upline, 'dailyWages');
    await upline.getByTestId('contracts-offer').click();
    const offer = upline.getByTestId('offer-dialog');
    await offer.getByTestId('offer-downline').fill(downline.username);
    // the form starts from the agent's own terms (the house's: 1% from 100.00): half of it for the downline
    await expect.poll(() => offer.getByTestId('offer-tier-0-rate').inputValue()).toBe('1');
    await offer.getByTestId('offer-tier-0-rate').fill('0.5');
    await shot(upline, 'agent-contract-offer-dark');
    await offer.getByTestId('offer-send').click();
    await expect.poll(() => offer.count()).toBe(0);
    const given = upline.getByTestId('contracts-downlines').getByTestId('contract-card');
    await expect.poll(() => given.filter({ hasText: downline.username }).count()).toBe(1);

    // the downline signs in, accepts, and makes a link for players
    const down = await signedIn(downline.username, downline.password, 'light');
    await agentPage(down, 'dailyWages');
    const own = down.getByTestId('contracts-own').getByTestId('contract-card');
    await expect.poll(() => own.count()).toBe(1);
    await shot(down, 'agent-contract-offered-light');
    await own.getByTestId('contract-accept').click();
    await down.getByTestId('contract-confirm-send').click();
    await expect.poll(() => own.getByTestId('contract-status').innerText()).toMatch(/signed|active|success/i);
    await shot(down, 'agent-contract-signed-light');

    await agentPage(down, 'registerCenter');
    await expect.poll(() => down.getByTestId('link-form').isVisible()).toBe(true);
    await down.getByTestId('link-note').fill('Contract journey');
    await down.getByTestId('link-create').click();
    const card = down.getByTestId('link-card').filter({ hasText: 'Contract journey' }).first();
    const linkUrl = new URL(await card.getByTestId('link-url').innerText());
    const code = linkUrl.searchParams.get('affiliateCode') ?? linkUrl.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // a new player registers through the link, in a browser of its own
    const player = await openPage(browser, { lang: 'en', ...visitor() });
    const username = fresh('p');
    const mobile = `08${randomInt(10000000, 99999999)}`;
    await player.goto(`${base}${linkUrl.pathname}${linkUrl.search}`);
    await expect.poll(() => player.getByTestId('register-form-username').isVisible()).toBe(true);
    await expect.poll(() => player.getByTestId('register-affiliateCode').inputValue()).toBe(code);
    await player.getByTestId('register-username').fill(username);
    await player.getByTestId('register-password').fill('Player@2026');
    await player.getByTestId('register-confirmPassword').fill('Player@2026');
    await player.getByTestId('register-mobileNum').fill(mobile);
    const since = Date.now();
    await player.getByTestId('register-send-code').click();
    await player
      .getByTestId('register-verificationCode')
      .fill(await smsCode(base, `+66${mobile.slice(1)}`, since));
    await player.getByTestId('register-captcha').fill(CAPTCHA_ANSWER);
    await player.getByTestId('register-ageConfirmed').check();
    await shot(player, 'agent-contract-player-register');
    await player.getByTestId('register-submit').click();
    await expect.poll(() => player.getByTestId('user-name').textContent()).toContain(username);

    // an operator credits it 1,000.00; it bets 500.00 on Fast 3 Dice and the draw settles the ticket
    const found = await ok<{ items: Array<{ id: number; username: string }> }>(
      'GET',
      `/ops/v1/players?merchant=siam&q=${username}`,
    );
    const playerId = found.items.find((p) => p.username === username)?.id;
    expect(playerId).toBeDefined();
    const credit = await ok<{ status: string }>('POST', `/ops/v1/players/${playerId}/adjustments`, {
      direction: 'credit',
      amount: 100_000,
      reason: 'Contract journey stake',
      requestId: randomUUID(),
    });
    expect(credit.status).toBe('posted');
    // a slip is refused while the draw on sale is closing: the next one takes it
    await expect
      .poll(
        async () =>
          (
            await portalCall(player, 'POST', '/lgw/orders/betting', {
              gameCode: 'LOTT_K3',
              requestId: randomUUID(),
              draws: 1,
              lines: [{ play: 'k3.sum', pick: [[10]], unitStake: STAKE, multiplier: 1 }],
            })
          ).errorCode,
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeNull();
    await expect
      .poll(
        async () =>
          (await portalCall<Array<{ status: string }>>(player, 'GET', '/lgw/orders/today')).value.map(
            (t) => t.status,
          ),
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([expect.stringMatching(/^(won|lost)$/)]);
    await player.close();

    // the downline's team has the bet today (from the rollups the settlement reads)
    await expect
      .poll(
        async () =>
          (
            await portalCall<{ validBet: number }>(
              down,
              'GET',
              '/wps/relay/ODSFE2_getTeamOverviewSum?period=today',
            )
          ).value.validBet,
        { timeout: 30_000, interval: 500 },
      )
      .toBe(STAKE);

    // the daily salary run, as of the end of today's merchant day (Bangkok): both contracts pay today
    const endOfDay = merchantPeriod('day', new Date(), 420).end;
    const settled = await ok<{ paid: number; owed: number }>('POST', '/ops/v1/contracts/settle', {
      merchant: 'siam',
      kind: 'daily',
      at: endOfDay.toISOString(),
    });
    expect(settled.paid).toBeGreaterThanOrEqual(2);
    expect(settled.owed).toBe(0);

    // the downline: 0.5% of 500.00 from the agent, in my income and the account record
    expect(await incomeToday(down)).toBe(STAKE / 200);
    const received = down.getByTestId('income-row').filter({ hasText: agent.username });
    await expect.poll(() => received.count()).toBe(1);
    await shot(down, 'agent-contract-income-light');
    await openCentre(down, 'transactionHistory');
    const downSalary = down.locator('[data-testid="records-row"][data-type="salary"]');
    await expect.poll(() => downSalary.count()).toBe(1);
    expect(await downSalary.first().innerText()).toContain('2.50');
    await shot(down, 'agent-contract-record-light');
    expect(problemsOf(down).filter((p) => p.startsWith('page error'))).toEqual([]);
    await down.close();

    // the agent: its own salary from the house (1% of its team's day), less the 2.50 it paid down (−฿2.50)
    await upline.goto(base);
    const agentDaily = await incomeToday(upline);
    expect(agentDaily).toBeGreaterThanOrEqual(STAKE / 100);
    await expect
      .poll(async () => money(await upline.getByTestId('income-total-commission').textContent()))
      .toBe(agentDaily - STAKE / 200);
    await shot(upline, 'agent-contract-income-dark');
    await openCentre(upline, 'transactionHistory');
    const agentSalary = upline.locator('[data-testid="records-row"][data-type="salary"]');
    await expect.poll(() => agentSalary.count()).toBeGreaterThanOrEqual(2);
    expect(await agentSalary.allInnerTexts()).toContainEqual(expect.stringMatching(/[−-]\D*2\.50/));
    await shot(upline, 'agent-contract-record-dark');
    expect(problemsOf(upline).filter((p) => p.startsWith('page error'))).toEqual([]);
    await upline.close();

    // a second run pays nothing more
    const again = await ok<{ paid: number }>('POST', '/ops/v1/contracts/settle', {
      merchant: 'siam',
      kind: 'daily',
      at: endOfDay.toISOString(),
    });
    expect(again.paid).toBe(0);
  }, 420_000);

  it("changes the downline's contract from its row in the downline tree; the downline accepts the change", async () => {
    expect(downlineAgent).not.toBeNull();
    const downline = downlineAgent as { username: string; password: string };
    const upline = await signedIn(agent.username, agent.password);
    await agentPage(upline, 'downlineManagement');
    const row = upline.getByTestId('downline-row').filter({ hasText: downline.username });
    await upline.getByTestId('tree-search-input').fill(downline.username);
    await upline.getByTestId('tree-search-submit').click();
    await expect.poll(() => row.count()).toBe(1);
    await shot(upline, 'agent-tree-contract-dark');
    await row.getByTestId('downline-contract').click();

    // the daily wages page, for this downline: its signed contract, with "Change terms"
    const focus = upline.getByTestId('contracts-focus');
    await expect.poll(() => focus.isVisible()).toBe(true);
    expect(await focus.innerText()).toContain(downline.username);
    const signed = focus.locator('[data-testid="contract-card"][data-status="success"]');
    await expect.poll(() => signed.count()).toBe(1);
    await signed.getByTestId('contract-change').click();
    const dialog = upline.getByTestId('offer-dialog');
    await expect.poll(() => dialog.getByTestId('offer-downline').inputValue()).toBe(downline.username);
    await expect.poll(() => dialog.getByTestId('offer-tier-0-rate').inputValue()).toBe('0.5');
    await dialog.getByTestId('offer-tier-0-rate').fill('0.4');
    await shot(upline, 'agent-contract-change-dark');
    await dialog.getByTestId('offer-send').click();
    await expect.poll(() => dialog.count()).toBe(0);
    const waiting = focus.locator('[data-testid="contract-card"][data-status="requestNew"]');
    await expect.poll(() => waiting.count()).toBe(1);
    expect(await waiting.getByTestId('contract-change-note').isVisible()).toBe(true);
    // no second change while one waits
    expect(await focus.getByTestId('contract-change').count()).toBe(0);
    await shot(upline, 'agent-contract-change-sent-dark');

    // the downline accepts the new terms: they start where the signed contract's day ends
    const down = await signedIn(downline.username, downline.password, 'light');
    await agentPage(down, 'dailyWages');
    const offered = down.locator(
      '[data-testid="contracts-own"] [data-testid="contract-card"][data-status="requestNew"]',
    );
    await expect.poll(() => offered.count()).toBe(1);
    await offered.getByTestId('contract-acceptChange').click();
    const confirm = down.getByTestId('contract-confirm');
    expect(await confirm.innerText()).toContain('Accept the new terms?');
    await confirm.getByTestId('contract-confirm-send').click();
    await expect.poll(() => confirm.count()).toBe(0);
    const own = down.locator('[data-testid="contracts-own"] [data-testid="contract-card"]');
    await expect.poll(() => own.first().innerText()).toContain('0.4%');
    expect(await own.first().innerText()).toContain('Starts');
    await shot(down, 'agent-contract-change-accepted-light');
    expect(problemsOf(down).filter((p) => p.startsWith('page error'))).toEqual([]);
    await down.close();

    // the agent sees the new contract signed and the old one paying to the end of the day; it may end it
    await upline.reload();
    await agentPage(upline, 'downlineManagement');
    await upline.getByTestId('tree-search-input').fill(downline.username);
    await upline.getByTestId('tree-search-submit').click();
    await expect.poll(() => row.count()).toBe(1);
    await row.getByTestId('downline-contract').click();
    await expect
      .poll(async () =>
        (
          await focus
            .getByTestId('contract-card')
            .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.status))
        ).join(),
      )
      .toBe('success,terminated');
    await focus
      .locator('[data-testid="contract-card"][data-status="success"]')
      .getByTestId('contract-requestTermination')
      .click();
    await upline.getByTestId('contract-confirm-send').click();
    await expect
      .poll(() => focus.locator('[data-testid="contract-card"][data-status="requestTermination"]').count())
      .toBe(1);
    await shot(upline, 'agent-contract-focus-dark');
    expect(problemsOf(upline).filter((p) => p.startsWith('page error'))).toEqual([]);
    await upline.close();
  }, 180_000);

  it("shows the agent's income on a phone", async () => {
    const page = await signedIn(agent.username, agent.password);
    // the centre opens from the header at desktop size, then the window narrows to a phone's
    await page.getByTestId('user-agent-centre').click();
    await expect.poll(() => page.getByTestId('agent-centre').isVisible()).toBe(true);
    await page.setViewportSize(PHONE.viewport);
    await incomeToday(page);
    await shot(page, 'agent-contract-income-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
    await page.close();
  });
});
