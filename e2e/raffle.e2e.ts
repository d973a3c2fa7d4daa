import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { lowContrast } from './axe.ts';
import { authenticatorApp, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';

/**
 * The raffle (issue 19, decision 0038), on this file's own copy of the demo accounts: an operator creates a
 * raffle with the ops tool and grants the player tickets; on a phone the player sees its tickets, the
 * countdown and the commitment on the promotions page; the operator draws it now on the back office's
 * Raffles screen and reads its winners and secret there; the player finds itself among the winners, checks
 * the draw in the browser and claims its prize.
 */
const base = inject('baseUrl');
const own = playersOf('raf');
const ADMIN = operatorsOf('raf').admin;
/** The admin's authenticator app, for the ops tool and the back office alike. */
const app = authenticatorApp();
let ops: OpsTool;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ops = await opsToolAs(ADMIN, app);
});
afterAll(async () => {
  ops.logout();
  await browser.close();
});

const pageErrors = (page: Page) => problemsOf(page).filter((p) => p.startsWith('page error'));

describe('raffle', () => {
  it('earns tickets, is drawn among the winners, verifies the draw and claims the prize, on a phone', async () => {
    const page = await openPage(browser, {
      lang: 'en',
      ...visitor(),
      ...PHONE,
      theme: 'dark',
      bypassCSP: true,
    });
    await page.goto(base);
    await page.getByTestId('login-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('login-username').fill(own.demo.username);
    await modal.getByTestId('login-password').fill(own.demo.password);
    await modal.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('user-menu-toggle').isVisible()).toBe(true);
    const accountId = await page.evaluate(async () => {
      const res = await fetch('/wps/member/info', {
        headers: { authorization: sessionStorage.getItem('token') ?? '' },
      });
      return ((await res.json()) as { value: { id: number } }).value.id;
    });

    // Five places: the few other journeys' players that bet ฿100 in these seconds cannot crowd it out.
    const now = Date.now();
    const made = JSON.parse(
      ops(
        'raffle',
        'create',
        JSON.stringify({
          titles: { en: 'Journey raffle', th: 'จับรางวัลทดสอบ' },
          descriptions: { en: 'A ticket for every ฿100 of valid bet.', th: 'ทุกยอดเดิมพัน ฿100 รับ 1 ตั๋ว' },
          opensAt: new Date(now - 1000).toISOString(),
          closesAt: new Date(now + 3_600_000).toISOString(),
          drawAt: new Date(now + 3_600_000).toISOString(),
          rules: { betPerTicket: 10_000, depositMin: null, ticketsPerDeposit: 1, maxTickets: 20 },
          prizes: [500, 300, 100, 50, 50].map((thb, i) => ({
            place: i + 1,
            amount: thb * 100,
            turnoverMultiplier: 1,
          })),
        }),
        '--merchant',
        'siam',
        '--json',
      ),
    ) as { id: number; commitment: string };
    ops('raffle', 'grant', String(made.id), String(accountId), '3', '--note', 'Journey tickets');

    await page.goto(`${base}/promotions`);
    const card = page.locator(`#raffle-${made.id}`);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('raffle-tickets').getAttribute('data-count')).toBe('3');
    expect(await card.getByTestId('raffle-countdown').innerText()).toMatch(
      /Entries close in\s+\d{2}:\d{2}:\d{2}/,
    );
    expect(await card.getByTestId('raffle-commitment').innerText()).toBe(made.commitment);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'raffle-open-phone-dark');

    // the operator draws it now from the back office, and reads its winners and secret there
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, ADMIN, app);
    await admin.getByRole('link', { name: 'Raffles' }).click();
    await chooseMerchant(admin, 'bo-raffles-merchant', 'siam');
    const row = admin.getByTestId('bo-raffles-table-row').filter({ hasText: 'Journey raffle' });
    await expect.poll(() => row.getByTestId('bo-raffle-phase').getAttribute('data-phase')).toBe('open');
    await shot(admin, 'backoffice-raffles-dark');
    await row.getByTestId('bo-raffle-draw').click();
    await admin.getByTestId('bo-raffle-confirm-ok').click();
    await expect.poll(() => row.getByTestId('bo-raffle-phase').getAttribute('data-phase')).toBe('drawn');
    // the drawn raffle's winners and secret open by themselves
    const detail = admin.getByTestId('bo-raffle-detail');
    await expect.poll(() => detail.getByTestId('bo-raffle-winners').innerText()).toContain(own.demo.username);
    expect(await detail.getByTestId('bo-raffle-secret').innerText()).toMatch(/^[0-9a-f]{32,}$/);
    await shot(admin, 'backoffice-raffle-drawn-dark');
    expect(pageErrors(admin)).toEqual([]);
    await admin.close();

    await page.reload();
    await card.getByTestId('raffle-draw').waitFor();
    const mine = card.locator('[data-testid="raffle-winner"][data-own="true"]');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.innerText()).toMatch(/de\*{4}f/);
    await card.getByText('Check the draw').click();
    await card.getByTestId('raffle-verify').click();
    await expect
      .poll(() => card.getByTestId('raffle-check').innerText())
      .toContain('The winners follow from the secret: yes');
    expect(await card.getByTestId('raffle-check').innerText()).not.toContain('NO');
    await card.getByTestId('raffle-claim').click();
    await expect.poll(() => card.getByTestId('raffle-claimed').isVisible()).toBe(true);
    expect(await card.getByTestId('raffle-claimed').innerText()).toMatch(
      /฿[\d,]+\.00 was added to your wallet/,
    );
    await expect.poll(() => mine.innerText()).toContain('claimed');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'raffle-drawn-phone-dark');
    expect((await lowContrast(page)).map((f) => `${f.target}: ${f.summary}`)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
