import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { type OpsTool, opsToolAs } from './ops-tool.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn, openCentre } from './portal.ts';

/**
 * Messages and feedback (issue 20, decision 0040), on this file's own copy of the demo accounts: an
 * operator sends demo a message with the ops tool, the header shows its badge, demo opens and reads it
 * (the badge goes); demo sends feedback, the operator answers it with the ops tool and the answer arrives
 * as a message; the inbox on a phone in the light theme.
 */
const own = playersOf('msg');
const ADMIN = operatorsOf('msg').admin;
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

const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });
const badge = (page: Page) => page.getByTestId('inbox-badge');

describe('messages and feedback', () => {
  it('shows a sent message with its badge, reads it, and brings the answer to feedback as a message', async () => {
    const sent = ops(
      'messages',
      'send',
      '--merchant',
      'siam',
      '--to',
      own.demo.username,
      '--title',
      'Weekend reload bonus',
      '--text',
      'Deposit this weekend and get 10% extra.',
      '--title-th',
      'โบนัสเติมเงินสุดสัปดาห์',
      '--text-th',
      'ฝากเงินสุดสัปดาห์นี้ รับเพิ่ม 10%',
    );
    expect(sent).toMatch(/sent to 1 players/);

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

    const queue = JSON.parse(ops('feedback', 'list', '--merchant', 'siam', '--status', 'open', '--json')) as {
      content: Array<{ id: number; username: string }>;
    };
    const mine = queue.content.find((f) => f.username === own.demo.username);
    expect(mine).toBeDefined();
    expect(
      ops(
        'feedback',
        'answer',
        String(mine?.id),
        '--merchant',
        'siam',
        '--text',
        'Good idea: added next week.',
      ),
    ).toContain('answered');
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
