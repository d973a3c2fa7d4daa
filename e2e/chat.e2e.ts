import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backoffice, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { goInside, logIn } from './portal.ts';

const base = inject('baseUrl');

/**
 * The chat room (issue 20, decision 0044), on this file's own demo accounts: demo opens "Chat with us" from
 * the side bar and writes; a finance operator finds the conversation in the back office's Chat screen with
 * its unread count, opens it (the read mark) and answers; demo's open chat shows the answer and the "Seen"
 * mark without a reload. On the live casino page a host card's Chat opens a conversation with that host,
 * which the operator answers as the host; on a phone in the light theme a visitor's Chat on a host card asks
 * for the login, and the chat with that host opens after it.
 */
const own = playersOf('chat');
const finance = operatorsOf('chat').finance;
const app = authenticatorApp();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });
const messagesOf = (page: Page) => page.getByTestId('chat-modal').getByTestId('chat-message');
const row = (bo: Page) => bo.locator(`[data-testid="bo-chat-row"][data-username="${own.demo.username}"]`);

async function say(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect.poll(() => messagesOf(page).last().innerText()).toContain(text);
}

/** The operator opens the player's newest conversation (waiting ones come first) and answers it. */
async function answer(bo: Page, counterpart: string, text: string) {
  const waiting = row(bo).filter({ hasText: counterpart }).first();
  await expect.poll(() => waiting.getByTestId('bo-chat-unread').textContent(), { timeout: 15_000 }).toBe('1');
  await waiting.click();
  const conversation = bo.getByTestId('bo-chat-conversation');
  await expect.poll(() => conversation.innerText()).toContain(`Answering as ${counterpart}`);
  await bo.getByTestId('bo-chat-reply').fill(text);
  await bo.getByTestId('bo-chat-send').click();
  await expect.poll(() => bo.getByTestId('bo-chat-messages').innerText()).toContain(text);
}

describe('chat room', () => {
  it('carries a conversation from the portal to the back office and back, live, with the read mark', async () => {
    const page = await visit({ theme: 'dark' });
    await logIn(page, own.demo.username, own.demo.password);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.realtime)).toBe('on');
    await page.getByTestId('chat-entry').click();
    await page.getByTestId('chat-modal').waitFor();
    await say(page, 'Hello, is my deposit of 500 credited?');
    const mark = page.getByTestId('chat-read-mark');
    await expect.poll(() => mark.getAttribute('data-mark')).toBe('sent');

    const bo = await openPage(browser, { lang: 'en' });
    await signIn(bo, finance, app);
    await bo.goto(`${backoffice}chat`);
    await chooseMerchant(bo, 'bo-chat-merchant', 'siam');
    await answer(bo, 'Customer service', 'Yes, it is in your wallet now.');
    await shot(bo, 'backoffice-chat-dark');

    // the answer and the read mark arrive over the socket: no reload
    await expect.poll(() => messagesOf(page).last().getAttribute('data-from')).toBe('staff');
    expect(await messagesOf(page).last().innerText()).toContain('in your wallet now');
    await expect.poll(() => mark.getAttribute('data-mark')).toBe('seen');
    await shot(page, 'chat-answered-dark');

    // a host card's Chat on the live casino page opens a conversation with that host
    await page.keyboard.press('Escape');
    await goInside(page, '/live');
    const card = page.locator('[data-testid="host-card"]').filter({ hasText: 'Ploy' });
    await card.getByTestId('host-chat').click();
    const modal = page.getByTestId('chat-modal');
    await expect.poll(() => modal.innerText()).toContain('Chat with Ploy');
    await expect.poll(() => messagesOf(page).count()).toBe(0);
    await say(page, 'Hi Ploy, which table are you on tonight?');
    await answer(bo, 'Ploy', 'Speed Baccarat from 8 pm, see you there!');
    await expect.poll(() => messagesOf(page).last().innerText()).toContain('Speed Baccarat from 8 pm');
    await shot(page, 'chat-host-dark');
    expect(problemsOf(page).filter((p) => p.startsWith('page error'))).toEqual([]);
    await bo.close();
    await page.close();

    // the host strip on a phone, in the light theme: a visitor's Chat asks for the login first, then the
    // chat with that host opens
    const phone = await visit({ theme: 'light', ...PHONE });
    await phone.goto(`${base}/live`);
    await phone.getByTestId('live-hosts').waitFor();
    await phone.getByTestId('live-hosts').scrollIntoViewIfNeeded();
    await shot(phone, 'chat-live-hosts-phone-light');
    await phone
      .locator('[data-testid="host-card"]')
      .filter({ hasText: 'Ploy' })
      .getByTestId('host-chat')
      .click();
    const login = phone.getByTestId('login-modal');
    await login.getByTestId('login-username').fill(own.demo.username);
    await login.getByTestId('login-password').fill(own.demo.password);
    await login.getByTestId('login-submit').click();
    await expect.poll(() => phone.getByTestId('chat-modal').innerText()).toContain('Chat with Ploy');
    await expect.poll(() => messagesOf(phone).count()).toBe(2);
    await shot(phone, 'chat-host-phone-light');
    await phone.close();
  }, 150_000);
});
