import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn, openCentre } from './portal.ts';

/**
 * Messages and feedback (issue 20, decision 0040), on this file's own copy of the demo accounts: an
 * operator writes demo a message in the back office, the portal's header shows its badge, demo opens and
 * reads it (the badge goes); demo sends feedback, the operator answers it on the back office's Feedback
 * screen and the answer arrives as a message; the inbox on a phone in the light theme.
 */
const own = playersOf('msg');
const ADMIN = operatorsOf('msg').admin;
const app = authenticatorApp();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });
const badge = (page: Page) => page.getByTestId('inbox-badge');

describe('messages and feedback', () => {
  it('shows a sent message with its badge, reads it, and brings the answer to feedback as a message', async () => {
    // the operator writes to demo from the back office's Messages screen
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, ADMIN, app);
    await admin.getByRole('link', { name: 'Messages' }).click();
    await admin.getByTestId('bo-messages-page').waitFor();
    await chooseMerchant(admin, 'bo-messages-merchant', 'siam');
    await admin.getByTestId('bo-tab-compose').click();
    await admin.getByTestId('bo-message-audience').selectOption('player');
    await admin.getByTestId('bo-message-usernames').fill(own.demo.username);
    await admin.getByTestId('bo-message-title-en').fill('Weekend reload bonus');
    await admin.getByTestId('bo-message-title-th').fill('โบนัสเติมเงินสุดสัปดาห์');
    await admin.getByTestId('bo-message-contentEn').fill('Deposit this weekend and get 10% extra.');
    await admin.getByTestId('bo-message-contentTh').fill('ฝากเงินสุดสัปดาห์นี้ รับเพิ่ม 10%');
    await shot(admin, 'backoffice-messages-compose-dark');
    await admin.getByTestId('bo-message-send').click();
    await expect.poll(() => admin.getByTestId('bo-message-sent').innerText()).toMatch(/1 player/);

    const page = await visit({ theme: 'dark' });
    await logIn(page, own.demo.username, own.demo.password);
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await shot(page, 'messages-header-badge-dark');

    await page.getByTestId('user-inbox').click();
    await page.getByTestId('message-centre-page').waitFor();
    const row = page.getByTestId('inbox-list').getByTestId('message-open').first();
    await expect.poll(() => row.getAttribute('data-read')).toBe('false');
    expect(await page.getByTestId('member-centre-badge-messageV2').textContent()).toBe('1');
    await row.click();
    await expect.poll(() => page.getByTestId('message-body').innerText()).toContain('10% extra');
    await expect.poll(() => row.getAttribute('data-read')).toBe('true');
    await expect.poll(() => badge(page).count()).toBe(0);
    await shot(page, 'messages-inbox-read-dark');

    await page.getByTestId('feedback-open').click();
    await page.getByTestId('feedback-category').selectOption('deposit');
    await page.getByTestId('feedback-text').fill('The deposit page could show the bank hours.');
    await shot(page, 'messages-feedback-dialog-dark');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor();

    // the operator answers it on the Feedback screen
    await admin.getByRole('link', { name: 'Feedback' }).click();
    await admin.getByTestId('bo-feedback-page').waitFor();
    await chooseMerchant(admin, 'bo-feedback-merchant', 'siam');
    const asked = admin.getByTestId('bo-feedback-row').filter({ hasText: own.demo.username }).first();
    await asked.getByTestId('bo-feedback-answer').click();
    await admin.getByTestId('bo-feedback-dialog-reason').fill('Good idea: added next week.');
    await shot(admin, 'backoffice-feedback-answer-dark');
    await admin.getByTestId('bo-feedback-dialog-ok').click();
    await expect.poll(() => admin.getByTestId('bo-feedback-notice').innerText()).toContain(own.demo.username);
    expect(problemsOf(admin)).toEqual([]);
    await admin.close();
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await page.close();

    // The answer in the inbox, on a phone in the light theme (a new visit reads the count afresh).
    const phone = await visit({ theme: 'light' });
    await logIn(phone, own.demo.username, own.demo.password);
    await expect.poll(() => badge(phone).textContent()).toBe('1');
    await phone.setViewportSize(PHONE.viewport);
    await openCentre(phone, 'messageV2');
    const answer = phone.getByTestId('inbox-list').getByTestId('message-open').first();
    await expect.poll(() => answer.innerText()).toContain('Reply to your feedback');
    await answer.click();
    await expect.poll(() => phone.getByTestId('message-body').innerText()).toContain('added next week');
    await shot(phone, 'messages-answer-phone-light');
    await phone.close();
  }, 120_000);
});
