import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authenticatorApp, backoffice, backofficeTheme, chooseMerchant, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf, playersOf } from './players.ts';
import { logIn } from './portal.ts';

/**
 * The back office's promotions (issue 18, decision 0030): an administrator creates a custom promotion that
 * starts tomorrow, watching the portal's card in the preview, and pauses and resumes it; a player applies
 * to Siam's "Share Your Big Win" on the portal with a PNG; the administrator sees the application with its
 * image, approves it and finds the bonus; then issues a bonus by hand and revokes it, each with a reason,
 * and ends the new promotion. A Siam viewer reads the screen on a phone.
 */
const base = inject('baseUrl');
const operators = operatorsOf('bpro');
const { demo } = playersOf('bpro');
const app = authenticatorApp();
const TITLE = 'Show Us Your Jackpot';
const BIG_WIN = 'Share Your Big Win: ฿100';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Brings an element to the top of the window, clear of the sticky top bar, for the pictures. */
const toTop = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    const bar = document.querySelector('[data-testid="bo-operator"]')?.closest('header');
    window.scrollBy({ top: -((bar?.getBoundingClientRect().height ?? 0) + 12), behavior: 'instant' });
  });

const promotionRow = (page: Page, title: string) =>
  page.getByTestId('bo-promotions-row').filter({ hasText: title });

const stateOf = (page: Page, title: string) =>
  promotionRow(page, title).getByTestId('bo-promotion-state').getAttribute('data-state');

/** A datetime-local value a day from now at 20:00 (the operator's clock). */
function tomorrowEvening(): string {
  const d = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T20:00`;
}

/** Confirms a change of a promotion's run in its dialog and waits for the state it leads to. */
async function change(page: Page, verb: 'pause' | 'resume' | 'end', state: string) {
  await promotionRow(page, TITLE).getByTestId(`bo-promotion-${verb}`).click();
  await page.getByTestId('bo-promotion-confirm-ok').click();
  await expect.poll(() => stateOf(page, TITLE)).toBe(state);
}

describe('back office promotions', () => {
  it('creates a promotion beside its preview, reviews an application and issues and revokes bonuses', async () => {
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, operators.admin, app);
    await admin.goto(`${backoffice}promotions`);
    await chooseMerchant(admin, 'bo-promotions-merchant', 'siam');
    await expect.poll(() => promotionRow(admin, BIG_WIN).count()).toBe(1);
    expect(await stateOf(admin, BIG_WIN)).toBe('running');
    await shot(admin, 'backoffice-promotions-list-dark');

    // a new custom promotion, starting tomorrow evening: the preview follows the form
    await admin.getByTestId('bo-promotion-new').click();
    const form = admin.getByTestId('bo-promotion-form');
    await form.waitFor();
    const card = admin.getByTestId('bo-promotion-preview').getByTestId('bo-promotion-preview-card').first();
    await form.getByTestId('bo-promotion-type').selectOption('custom');
    await form.getByTestId('bo-promotion-start').fill(tomorrowEvening());
    await form.getByTestId('bo-content-title-en').fill(TITLE);
    await form
      .getByTestId('bo-content-html-en')
      .fill(
        '<p>Hit a jackpot? Send us a screenshot and a comment, and we add <strong>฿88</strong> to your wallet.</p><ul><li>One application per account</li><li>Turnover 3 times the bonus within 7 days</li></ul>',
      );
    await form.getByTestId('bo-content-lang-th').click();
    await form.getByTestId('bo-content-title-th').fill('โชว์แจ็คพอตของคุณ');
    await form.getByTestId('bo-content-lang-en').click();
    await form.getByTestId('bo-promotion-fixedAmount').fill('88');
    await form.getByTestId('bo-promotion-expiryDays').fill('7');
    await form.getByTestId('bo-promotion-turnover').fill('3');
    await form.getByTestId('bo-promotion-weight-LIVE').fill('50');
    await form.getByTestId('bo-promotion-weight-SPORTS').fill('0');
    await form.getByTestId('bo-promotion-banner-url').fill('/assets/art/banners/siam-dragon.svg');
    await expect.poll(() => card.getByTestId('bo-promotion-preview-title').innerText()).toBe(TITLE);
    expect(await card.getByTestId('bo-promotion-preview-state').innerText()).toBe('Coming soon');
    expect(await card.getByTestId('bo-promotion-preview-turnover').innerText()).toBe(
      'Turnover 3 times the bonus',
    );
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(admin, 'backoffice-promotions-editor-dark');
    // the Thai card, in Thai words
    await form.getByTestId('bo-content-lang-th').click();
    await expect
      .poll(() => card.getByTestId('bo-promotion-preview-title').innerText())
      .toBe('โชว์แจ็คพอตของคุณ');
    expect(await card.getByTestId('bo-promotion-preview-state').innerText()).toBe('เร็ว ๆ นี้');
    await form.getByTestId('bo-content-lang-en').click();
    // a field that does not read is said beside it, and nothing is sent
    await form.getByTestId('bo-promotion-fixedAmount').fill('');
    await form.getByTestId('bo-promotion-save').click();
    await expect.poll(() => form.innerText()).toContain('This type pays a fixed amount above 0.');
    await form.getByTestId('bo-promotion-fixedAmount').fill('88');
    await form.getByTestId('bo-promotion-save').click();

    // scheduled by its start; paused and resumed after a second look
    await expect.poll(() => promotionRow(admin, TITLE).count()).toBe(1);
    expect(await stateOf(admin, TITLE)).toBe('scheduled');
    expect(await promotionRow(admin, TITLE).innerText()).toContain('88.00');
    await change(admin, 'pause', 'paused');
    expect(await admin.getByTestId('bo-promotions-notice').innerText()).toContain('is paused');
    await change(admin, 'resume', 'scheduled');
    await promotionRow(admin, TITLE).getByTestId('bo-promotion-open').click();
    const view = admin.getByTestId('bo-promotion-view');
    await expect.poll(() => view.innerText()).toContain('Live casino 50%');
    await shot(admin, 'backoffice-promotions-view-dark');
    await admin.keyboard.press('Escape');

    // a player applies to Siam's big-win promotion with a screenshot of the portal
    const portal = await openPage(browser, { lang: 'en' });
    await logIn(portal, demo.username, demo.password);
    await portal.goto(`${base}/promotions`);
    // (the portal asks for the merchant's language, Thai at Siam, whatever the page's language)
    const bigWin = portal.getByTestId('promotion-card').filter({ hasText: /Share Your Big Win|แชร์ชัยชนะ/ });
    await bigWin.getByTestId('promotion-action').click();
    const apply = portal.getByTestId('promotion-apply');
    await apply.getByTestId('promotion-apply-comment').fill('x120 on Dragon Fortune last night!');
    const screenshot = await portal.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width: 640, height: 400 },
    });
    await apply.getByTestId('promotion-apply-images').setInputFiles({
      name: 'big-win.png',
      mimeType: 'image/png',
      buffer: screenshot,
    });
    await apply.getByTestId('promotion-apply-submit').click();
    await expect
      .poll(() => bigWin.getByTestId('promotion-state').getAttribute('data-state'))
      .toBe('applying');
    expect(problemsOf(portal)).toEqual([]);
    await portal.close();

    // the application waits with its comment and its image; approving pays the bonus once
    await admin.getByTestId('bo-tab-applications').click();
    const application = admin.getByTestId('bo-applications-row').filter({ hasText: demo.username });
    await expect.poll(() => application.count()).toBe(1);
    expect(await application.innerText()).toContain('x120 on Dragon Fortune last night!');
    const image = application.getByTestId('bo-application-image').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await shot(admin, 'backoffice-promotions-applications-dark');
    await application.getByTestId('bo-application-approve').click();
    const approve = admin.getByTestId('bo-application-approve-confirm');
    await expect.poll(() => approve.innerText()).toContain('pays 100.00 now');
    await shot(admin, 'backoffice-promotions-approve-dark');
    await approve.getByTestId('bo-application-approve-confirm-ok').click();
    await expect
      .poll(() => admin.getByTestId('bo-applications-notice').innerText())
      .toContain(`Approved: ${demo.username} has bonus #`);
    await admin.getByTestId('bo-applications-status').selectOption('issued');
    await expect
      .poll(() => application.getByTestId('bo-application-status').getAttribute('data-status'))
      .toBe('issued');

    // the bonus, by the player's username
    await admin.getByTestId('bo-tab-bonuses').click();
    await admin.getByTestId('bo-bonuses-player').fill(demo.username);
    await admin.getByTestId('bo-bonuses-find').click();
    const bonuses = admin.getByTestId('bo-bonuses-row');
    await expect.poll(() => bonuses.count()).toBe(1);
    const approved = bonuses.first();
    expect(await approved.innerText()).toContain(BIG_WIN);
    expect(await approved.getByTestId('bo-bonus-status').getAttribute('data-status')).toBe('active');
    expect(await approved.getByTestId('bo-bonus-turnover').innerText()).toBe('0.00 / 100.00');

    // a bonus by hand, with a reason, then revoked with another
    await admin.getByTestId('bo-bonus-issue').click();
    const issue = admin.getByTestId('bo-issue-bonus');
    await issue.getByTestId('bo-issue-player').fill(demo.username);
    await issue.getByTestId('bo-issue-amount').fill('50');
    await issue.getByTestId('bo-issue-turnover').fill('2');
    await issue.getByTestId('bo-issue-expiry').fill('3');
    await issue.getByTestId('bo-issue-reason').fill('Apology for the delayed deposit');
    expect(await issue.innerText()).toContain('Turnover required: 100.00');
    await shot(admin, 'backoffice-promotions-issue-dark');
    await issue.getByTestId('bo-issue-bonus-ok').click();
    await expect
      .poll(() => admin.getByTestId('bo-bonuses-notice').innerText())
      .toContain(`Issued 50.00 to ${demo.username}`);
    await expect.poll(() => bonuses.count()).toBe(2);
    const byHand = bonuses.filter({ hasText: 'By hand' });
    expect(await byHand.innerText()).toContain('50.00');
    await shot(admin, 'backoffice-promotions-bonuses-dark');
    await byHand.getByTestId('bo-bonus-revoke').click();
    const revoke = admin.getByTestId('bo-bonus-revoke-dialog');
    await revoke.getByTestId('bo-bonus-revoke-dialog-reason').fill('Issued to the wrong account');
    await revoke.getByTestId('bo-bonus-revoke-dialog-ok').click();
    await expect
      .poll(() => byHand.getByTestId('bo-bonus-status').getAttribute('data-status'))
      .toBe('revoked');
    expect(await byHand.innerText()).toContain('50.00 taken back');
    expect(await byHand.innerText()).toContain('Issued to the wrong account');

    // the same screen in the light theme; the new promotion ended
    await admin.getByRole('button', { name: 'Switch theme' }).click();
    await toTop(admin.getByTestId('bo-bonuses'));
    await shot(admin, 'backoffice-promotions-bonuses-light');
    await admin.getByTestId('bo-tab-promotions').click();
    await change(admin, 'end', 'ended');
    expect(await promotionRow(admin, TITLE).getByTestId('bo-promotion-edit').count()).toBe(0);
    await shot(admin, 'backoffice-promotions-list-light');
    await promotionRow(admin, BIG_WIN).getByTestId('bo-promotion-edit').click();
    await admin.getByTestId('bo-promotion-form').waitFor();
    await shot(admin, 'backoffice-promotions-editor-light');

    expect(problemsOf(admin)).toEqual([]);
    await admin.close();
  });

  it('shows a Siam viewer the promotions, applications and bonuses read only, on a phone', async () => {
    const viewer = await openPage(browser, { lang: 'en', ...PHONE });
    await backofficeTheme(viewer, 'light');
    await signIn(viewer, operators.siamViewer, app);
    await viewer.goto(`${backoffice}promotions`);
    await expect.poll(() => promotionRow(viewer, BIG_WIN).count()).toBe(1);
    expect(await viewer.getByTestId('bo-promotion-new').count()).toBe(0);
    expect(await viewer.getByTestId('bo-promotion-edit').count()).toBe(0);
    await shot(viewer, 'backoffice-promotions-list-phone-light');
    await promotionRow(viewer, BIG_WIN).getByTestId('bo-promotion-open').click();
    await viewer.getByTestId('bo-promotion-view-preview').waitFor();
    await shot(viewer, 'backoffice-promotions-view-phone-light');
    await viewer.keyboard.press('Escape');
    await viewer.getByTestId('bo-tab-applications').click();
    await viewer.getByTestId('bo-applications').waitFor();
    expect(await viewer.getByTestId('bo-application-approve').count()).toBe(0);
    await viewer.getByTestId('bo-tab-bonuses').click();
    await viewer.getByTestId('bo-bonuses').waitFor();
    expect(await viewer.getByTestId('bo-bonus-issue').count()).toBe(0);
    await shot(viewer, 'backoffice-promotions-bonuses-phone-light');
    // in Thai
    await viewer.getByRole('combobox', { name: 'Language' }).selectOption('th');
    await viewer.getByTestId('bo-tab-promotions').click();
    await expect.poll(() => viewer.getByRole('heading', { level: 1 }).innerText()).toBe('โปรโมชั่น');
    expect(await promotionRow(viewer, BIG_WIN).innerText()).toContain('แบบสมัคร');
    await shot(viewer, 'backoffice-promotions-list-phone-th');
    expect(problemsOf(viewer)).toEqual([]);
    await viewer.close();
  });
});
