import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAPTCHA_ANSWER, nextMessage, smsCode, visitor } from './accounts.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { playersOf } from './players.ts';

const base = inject('baseUrl');
const own = playersOf('acc');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A page of a visitor of its own (own address: own rate limits and failure counts). */
const visit = (options: Parameters<typeof openPage>[1] = {}) =>
  openPage(browser, { lang: 'en', ...visitor(), ...options });

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function fillRegisterField(page: Page, name: string, value: string) {
  await page.getByTestId(`register-${name}`).fill(value);
}

/** Logs in from the header form (wide screens). */
async function headerLogin(page: Page, username: string, password: string) {
  const form = page.getByTestId('header-login');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(password);
  await page.getByTestId('header-login-submit').click();
}

async function expectLoggedInAs(page: Page, username: string) {
  await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(username);
}

describe('accounts', () => {
  it('registers by username, lands on /promotions logged in, then logs out', async () => {
    const page = await visit();
    const username = `player${randomInt(100000, 999999)}`;
    const mobile = `08${randomInt(10000000, 99999999)}`;
    await page.goto(`${base}/register?referralCode=SIAM01`);
    await expect.poll(() => page.getByTestId('register-form-username').isVisible()).toBe(true);
    // The referral code comes from the address.
    await expect.poll(() => page.getByTestId('register-referralCode').inputValue()).toBe('SIAM01');
    await shot(page, 'register-modal');
    await fillRegisterField(page, 'username', username);
    await fillRegisterField(page, 'password', 'Player@2026');
    await fillRegisterField(page, 'confirmPassword', 'Player@2026');
    await fillRegisterField(page, 'mobileNum', mobile);
    const since = Date.now();
    await page.getByTestId('register-send-code').click();
    await fillRegisterField(page, 'verificationCode', await smsCode(base, `+66${mobile.slice(1)}`, since));
    await fillRegisterField(page, 'captcha', CAPTCHA_ANSWER);
    await page.getByTestId('register-ageConfirmed').check();
    await page.getByTestId('register-submit').click();

    await expect.poll(() => pathOf(page)).toBe('/promotions');
    await expectLoggedInAs(page, username);
    await expect.poll(() => page.getByTestId('register-modal').count()).toBe(0);
    await shot(page, 'registered-promotions');

    await page.getByTestId('user-logout').click();
    await expect.poll(() => page.getByTestId('logout-confirm-dialog').isVisible()).toBe(true);
    await page.getByTestId('logout-confirm').click();
    await expect.poll(() => page.getByTestId('header-login').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/');
    // Logout clears the session storage but keeps the merchant values.
    const storage = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      merchant: sessionStorage.getItem('merchantCode'),
    }));
    expect(storage).toEqual({ token: null, merchant: 'siam' });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('asks for the captcha after wrong passwords, then logs in with it', async () => {
    const page = await visit();
    await page.goto(base);
    for (let i = 0; i < 3; i++) {
      await headerLogin(page, own.agent.username, `Wrong@${i}000`);
      await expect.poll(() => page.getByTestId('login-error').isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByTestId('captcha-picture').isVisible()).toBe(true);
    await shot(page, 'login-captcha');
    await page.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
    const form = page.getByTestId('header-login');
    await form.getByTestId('login-password').fill(own.agent.password);
    await page.getByTestId('header-login-panel-submit').click();
    await expectLoggedInAs(page, own.agent.username);
    await expect.poll(() => page.getByTestId('user-agent-centre').isVisible()).toBe(true);
    await page.close();
  });

  it('logs in by SMS with the code from the outbox', async () => {
    const page = await visit();
    await page.goto(`${base}/login`);
    await expect.poll(() => pathOf(page)).toBe('/');
    const modal = page.getByTestId('login-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByTestId('login-tabs-sms').click();
    await modal.getByTestId('login-mobile').fill('0812345678');
    const since = Date.now();
    await modal.getByTestId('sms-code-button').click();
    const code = await smsCode(base, '+66812345678', since);
    // The button counts down while the code is valid.
    await expect.poll(() => modal.getByTestId('sms-code-button').isDisabled()).toBe(true);
    await modal.getByTestId('login-code').fill(code);
    await shot(page, 'login-sms');
    await modal.getByTestId('login-submit').click();
    await expectLoggedInAs(page, 'demo');
    await page.close();
  });

  it('resets a forgotten password with the link from the outbox (on the Lucky site)', async () => {
    const lucky = `http://lucky.localhost:${inject('port')}`;
    const page = await visit();
    await page.goto(lucky);
    await page.getByTestId('header-forgot').click();
    const modal = page.getByTestId('forgot-password-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    // An unknown pair gets the same confirmation, and nothing is sent.
    await modal.getByTestId('forgot-username').fill(own.luckyPlayer.username);
    await modal.getByTestId('forgot-email').fill('someone.else@lucky.example');
    await modal.getByTestId('forgot-email-submit').click();
    await expect.poll(() => modal.getByTestId('forgot-email-sent').isVisible()).toBe(true);
    await modal.getByTestId('forgot-email-done').click();

    await page.getByTestId('header-forgot').click();
    await modal.getByTestId('forgot-username').fill(own.luckyPlayer.username);
    await modal.getByTestId('forgot-email').fill(own.luckyPlayer.email);
    const since = Date.now();
    await modal.getByTestId('forgot-email-submit').click();
    await expect.poll(() => modal.getByTestId('forgot-email-sent').isVisible()).toBe(true);
    await shot(page, 'forgot-password-sent');
    const mail = await nextMessage(base, own.luckyPlayer.email, since);
    const link = /(http\S+\/resetPassword\?resetToken=[\w-]+)/.exec(mail)?.[1] as string;
    // The link points at the site the player asked from.
    expect(new URL(link).hostname).toBe('lucky.localhost');

    await page.goto(link);
    const reset = page.getByTestId('reset-password-modal');
    await expect.poll(() => reset.isVisible()).toBe(true);
    // The token leaves the address bar at once.
    await expect.poll(() => page.url()).not.toContain('resetToken=');
    await reset.getByTestId('reset-new-password').fill('Lucky@2027');
    await reset.getByTestId('reset-confirm-password').fill('Lucky@2027');
    await page.getByTestId('reset-password-submit').click();
    await expect.poll(() => reset.getByTestId('reset-password-done').isVisible()).toBe(true);
    await reset.getByTestId('reset-password-login').click();
    const login = page.getByTestId('login-modal');
    await expect.poll(() => login.isVisible()).toBe(true);
    await login.getByTestId('login-username').fill(own.luckyPlayer.username);
    await login.getByTestId('login-password').fill('Lucky@2027');
    await login.getByTestId('login-submit').click();
    await expectLoggedInAs(page, own.luckyPlayer.username);
    await page.close();
  });

  it('refuses a trial account at the member centre and asks for a real account', async () => {
    const page = await visit();
    await page.goto(`${base}/login`);
    const modal = page.getByTestId('login-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByTestId('guest-play').click();
    await expectLoggedInAs(page, 'trial');
    await page.getByTestId('user-name').click();
    const refusal = page.getByTestId('real-account-dialog');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    await expect.poll(() => refusal.textContent()).toContain('register a real account');
    await shot(page, 'trial-refused');
    await page.getByTestId('real-account-ok').click();
    await expect.poll(() => refusal.count()).toBe(0);
    expect(await page.getByTestId('member-centre').count()).toBe(0);
    await page.close();
  });

  it('keeps the agent page for agents: a player is refused, an agent lands on /agentHome', async () => {
    const page = await visit();
    await page.goto(`${base}/agentHome`);
    const panel = page.getByTestId('agent-login');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await shot(page, 'agent-login');
    await panel.getByTestId('login-username').fill(own.demo.username);
    await panel.getByTestId('login-password').fill(own.demo.password);
    await panel.getByTestId('login-submit').click();
    await expect
      .poll(() => panel.getByTestId('login-error').textContent())
      .toContain('Non-agents cannot log in');
    await panel.getByTestId('login-username').fill(own.agent.username);
    await panel.getByTestId('login-password').fill(own.agent.password);
    await panel.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('agent-welcome').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/agentHome');
    await page.getByTestId('agent-home-open').click();
    await expect.poll(() => page.getByTestId('agent-centre').isVisible()).toBe(true);
    await shot(page, 'agent-centre');
    await page.close();
  });

  it('makes newbie change the default password before anything else', async () => {
    const page = await visit();
    await page.goto(base);
    await headerLogin(page, own.newbie.username, own.newbie.password);
    const modal = page.getByTestId('change-password-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect.poll(() => modal.getByTestId('change-password-forced').isVisible()).toBe(true);
    await shot(page, 'forced-change-password');
    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.getByTestId('change-password-blocked').isVisible()).toBe(true);
    await modal.getByTestId('change-password-old').fill(own.newbie.password);
    await modal.getByTestId('change-password-new').fill('Newbie@2027');
    await modal.getByTestId('change-password-confirm').fill('Newbie@2028');
    await modal.getByTestId('change-password-submit').click();
    await expect.poll(() => modal.textContent()).toContain('Incorrect confirmation input');
    await modal.getByTestId('change-password-confirm').fill('Newbie@2027');
    await modal.getByTestId('change-password-submit').click();
    await expect.poll(() => modal.count()).toBe(0);
    await expectLoggedInAs(page, own.newbie.username);
    expect(pathOf(page)).toBe('/');
    // The member centre now opens: the session is no longer held.
    await page.getByTestId('user-name').click();
    await expect.poll(() => page.getByTestId('my-account-page').isVisible()).toBe(true);
    await page.close();
  });

  it('registers by mobile number and logs in with it', async () => {
    const page = await visit();
    const mobile = `09${randomInt(10000000, 99999999)}`;
    await page.goto(`${base}/register`);
    await page.getByTestId('register-tab-mobile').click();
    await expect.poll(() => page.getByTestId('register-form-mobile').isVisible()).toBe(true);
    await expect(page.getByTestId('register-username').count()).resolves.toBe(0);
    await fillRegisterField(page, 'mobileNum', mobile);
    const since = Date.now();
    await page.getByTestId('register-send-code').click();
    await fillRegisterField(page, 'verificationCode', await smsCode(base, `+66${mobile.slice(1)}`, since));
    await fillRegisterField(page, 'password', 'Mobile@2026');
    await fillRegisterField(page, 'confirmPassword', 'Mobile@2026');
    await fillRegisterField(page, 'captcha', CAPTCHA_ANSWER);
    await page.getByTestId('register-ageConfirmed').check();
    await shot(page, 'register-mobile');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/promotions');
    await expectLoggedInAs(page, mobile);
    await page.close();
  });

  it('shows the member centre and its my-account page, in both themes and on a phone', async () => {
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
        await page.goto(`${base}/?page=securityCenter`);
      } else {
        await headerLogin(page, own.demo.username, own.demo.password);
        await expectLoggedInAs(page, own.demo.username);
        await page.getByTestId('user-name').click();
      }
      await expect.poll(() => page.getByTestId('my-account-page').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('sessions-list').isVisible()).toBe(true);
      await shot(page, `member-centre-${theme}${options === PHONE ? '-phone' : ''}`);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });

  it('opens the member centre from the side bar and the phone menu, and opens the sign-in task from its shortcut', async () => {
    const page = await visit();
    await page.goto(base);
    await headerLogin(page, own.demo.username, own.demo.password);
    await expectLoggedInAs(page, own.demo.username);
    await page.getByTestId('member-centre-entry').click();
    await expect.poll(() => page.getByTestId('my-account-page').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('member-centre').count()).toBe(0);
    // the sign-in task's shortcut opens its page for a logged-in player (issue 19)
    const checkIn = page.getByTestId('shortcut-signInTask');
    await expect.poll(() => checkIn.getAttribute('data-state')).toBe('ready');
    await checkIn.click();
    await expect.poll(() => page.getByTestId('signin-page').isVisible()).toBe(true);
    await shot(page, 'sidebar-shortcut-signin');
    await page.close();

    const phone = await visit(PHONE);
    await phone.goto(base);
    await phone.getByTestId('login-button').click();
    const modal = phone.getByTestId('login-modal');
    await modal.getByTestId('login-username').fill(own.demo.username);
    await modal.getByTestId('login-password').fill(own.demo.password);
    await modal.getByTestId('login-submit').click();
    await expect.poll(() => phone.getByTestId('user-menu-toggle').isVisible()).toBe(true);
    await phone.getByTestId('nav-burger').click();
    await phone.getByTestId('drawer-member-centre').click();
    await expect.poll(() => phone.getByTestId('my-account-page').isVisible()).toBe(true);
    await phone.close();
  });

  it("greets a Lucky visitor with Lucky's own pop-up and its own dialing code", async () => {
    const lucky = `http://lucky.localhost:${inject('port')}`;
    const page = await visit({ keepPopup: true });
    await page.goto(lucky);
    const popup = page.getByTestId('announcement-popup');
    await expect.poll(() => popup.isVisible()).toBe(true);
    const text = (await popup.textContent()) ?? '';
    expect(text).not.toContain('Siam');
    expect(text).not.toContain('80 games');
    await shot(page, 'lucky-popup');
    await page.goto(`${lucky}/register`);
    await expect.poll(() => page.getByTestId('register-country').inputValue()).toBe('63');
    await page.close();
  });
});
