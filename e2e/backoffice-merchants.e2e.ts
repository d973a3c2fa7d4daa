import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { authenticatorApp, backofficeTheme, signIn } from './backoffice.ts';
import { launch, openPage, PHONE, problemsOf, shot } from './browser.ts';
import { operatorsOf } from './players.ts';

/**
 * The back office's merchants (issue 15): an administrator of every merchant creates a merchant, whose
 * site answers at once on its own domain in its name and colour; a new name and colour and then
 * maintenance reach that site at once. Every change is on the merchant this run creates, so no other
 * journey reads it. A Siam viewer sees Siam alone, read only, on a phone.
 */
const port = inject('port');
const operators = operatorsOf('mch');
const app = authenticatorApp();
/** A merchant of this run's own: codes are lower-case letters and digits. */
const code = `mch${Date.now().toString(36)}`;
const site = `http://${code}.localhost:${port}/`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Failures the journey causes on purpose: a site in maintenance answers its calls with 503. */
const unexpected = (page: Page) => problemsOf(page).filter((problem) => !problem.includes('status of 503'));

async function openMerchants(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Merchants' }).click();
  await page.getByTestId('bo-merchant-summary').waitFor();
}

/** Opens a tab and brings its panel to the top of the window, for the pictures. */
async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`bo-tab-${tab}`).click();
  const panel = page.locator(`#bo-panel-${tab} > div`);
  await panel.waitFor();
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
}

/** The pictures in the window have arrived (a portal without its artwork says little). */
async function picturesDrawn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
}

/** The portal's brand as the site shows it: the name on its header's logo and the primary colour on its tokens. */
async function portalBrand(page: Page): Promise<{ name: string | null; primary: string }> {
  const header = page.getByTestId('site-header');
  await header.waitFor();
  return {
    name: await header.locator('img').first().getAttribute('alt'),
    primary: await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
    ),
  };
}

describe('back office merchants', () => {
  it('creates a merchant whose site works at once, then renames, recolours and closes it for maintenance', async () => {
    const admin = await openPage(browser, { lang: 'en' });
    await signIn(admin, operators.admin, app);
    await openMerchants(admin);

    await admin.getByTestId('bo-merchant-new').click();
    const dialog = admin.getByTestId('bo-new-merchant');
    await dialog.getByTestId('bo-new-merchant-code').fill(code);
    await dialog.getByTestId('bo-new-merchant-name').fill('Lotus Palace');
    await dialog.getByTestId('bo-new-merchant-domain').fill(`${code}.localhost`);
    await dialog.getByTestId('bo-new-merchant-template').selectOption('siam');
    await dialog.getByTestId('bo-new-merchant-primary').fill('#0ea5e9');
    await dialog.getByTestId('bo-new-merchant-accent').fill('#f97316');
    await shot(admin, 'backoffice-merchants-new-dark');
    await admin.getByTestId('bo-new-merchant-submit').click();
    await expect.poll(() => admin.getByTestId('bo-merchant-title').innerText()).toBe('Lotus Palace');
    const link = admin.getByTestId('bo-merchant-created').getByRole('link', { name: 'Open its site' });
    expect(await link.getAttribute('href')).toBe(site);
    await expect.poll(() => admin.getByTestId('bo-merchant-picker').inputValue()).toBe(code);
    await shot(admin, 'backoffice-merchants-created-dark');

    // its site answers on its domain, in its name and colour
    const portal = await openPage(browser, { lang: 'en', ...visitor() });
    await portal.goto(site);
    expect(await portalBrand(portal)).toEqual({ name: 'Lotus Palace', primary: '#0ea5e9' });
    expect(await portal.title()).toBe('Lotus Palace');
    await picturesDrawn(portal);
    await shot(portal, 'backoffice-merchants-portal-new');

    // a new name and colour: the header previews them, the site shows them once saved
    await admin.getByTestId('bo-merchant-name').fill('Lotus Royal');
    await admin.getByTestId('bo-merchant-primary').fill('#e11d48');
    await expect
      .poll(() => admin.getByTestId('bo-merchant-preview').locator('img').first().getAttribute('src'))
      .toContain('c=e11d48');
    await admin.getByTestId('bo-merchant-brand-save').click();
    await expect.poll(() => admin.getByTestId('bo-merchant-brand-notice').innerText()).toContain('Saved.');
    await expect.poll(() => admin.getByTestId('bo-merchant-title').innerText()).toBe('Lotus Royal');
    await shot(admin, 'backoffice-merchants-brand-dark');
    await portal.reload();
    expect(await portalBrand(portal)).toEqual({ name: 'Lotus Royal', primary: '#e11d48' });

    for (const tab of ['languages', 'domains', 'registration', 'payments']) {
      await openTab(admin, tab);
      await shot(admin, `backoffice-merchants-${tab}-dark`);
    }
    // a copied bank channel waits for its payee
    expect(await admin.getByTestId('bo-merchants').innerText()).toContain('No payee account yet');

    // a module switched off takes the ones under it along
    await openTab(admin, 'features');
    await admin.getByTestId('bo-merchant-feature-REG3').click();
    const under = admin.locator('[data-mod="REGBTN3"]').getByTestId('bo-merchant-feature-through');
    expect(await under.innerText()).toBe('Off through Registration');
    await admin.getByTestId('bo-merchant-features-save').click();
    await expect.poll(() => admin.getByTestId('bo-merchant-features-notice').innerText()).toContain('Saved.');
    await admin
      .locator('[data-mod="REG3"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(admin, 'backoffice-merchants-features-dark');

    // maintenance asks first, then closes the site at once
    await openTab(admin, 'access');
    await admin.getByTestId('bo-merchant-maintenance-switch').click();
    await shot(admin, 'backoffice-merchants-maintenance-confirm-dark');
    await admin.getByTestId('bo-merchant-maintenance-confirm-ok').click();
    await expect.poll(() => admin.getByTestId('bo-merchant-summary').innerText()).toContain('In maintenance');
    await portal.reload();
    const closed = portal.getByTestId('maintenance-page');
    await expect.poll(() => closed.isVisible()).toBe(true);
    expect(await closed.innerText()).toContain('Lotus Royal');
    await shot(portal, 'backoffice-merchants-portal-maintenance');

    // the same screen in the light theme
    await openTab(admin, 'brand');
    await admin.getByRole('button', { name: 'Switch theme' }).click();
    await shot(admin, 'backoffice-merchants-brand-light');

    expect(unexpected(admin)).toEqual([]);
    expect(unexpected(portal)).toEqual([]);
    await admin.close();
    await portal.close();
  });

  it('shows a Siam viewer only Siam, read only, on a phone', async () => {
    const viewer = await openPage(browser, { lang: 'en', ...PHONE });
    await backofficeTheme(viewer, 'light');
    await signIn(viewer, operators.siamViewer, app);
    await openMerchants(viewer);
    const picker = viewer.getByTestId('bo-merchant-picker');
    expect(
      await picker.locator('option').evaluateAll((options) => options.map((o) => o.textContent)),
    ).toEqual(['Siam Royal (siam)']);
    expect(await picker.isDisabled()).toBe(true);
    expect(await viewer.getByText('Read only').count()).toBe(1);
    expect(await viewer.getByTestId('bo-merchant-new').count()).toBe(0);
    expect(await viewer.locator('[data-testid$="-save"]').count()).toBe(0);
    expect(await viewer.getByTestId('bo-merchant-name').isDisabled()).toBe(true);
    await shot(viewer, 'backoffice-merchants-viewer-phone-light');
    await openTab(viewer, 'features');
    expect(await viewer.getByTestId('bo-merchant-feature-COMM3').isDisabled()).toBe(true);
    await shot(viewer, 'backoffice-merchants-features-phone-light');
    await openTab(viewer, 'payments');
    await shot(viewer, 'backoffice-merchants-payments-phone-light');
    // in Thai, the header preview too
    await viewer.getByRole('combobox', { name: 'Language' }).selectOption('th');
    await openTab(viewer, 'brand');
    await viewer
      .getByTestId('bo-merchant-preview')
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await shot(viewer, 'backoffice-merchants-brand-phone-th');
    expect(problemsOf(viewer)).toEqual([]);
    await viewer.close();
  });
});
