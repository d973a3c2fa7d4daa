import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, PHONE, shot } from './browser.ts';
import { ops, type RunningServer, startServer } from './server-process.ts';

const base = inject('baseUrl');
let browser: Browser;
let maintenance: RunningServer;
beforeAll(async () => {
  browser = await launch();
  // A platform of its own whose main merchant an operator has put in maintenance.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-maint-'));
  ops(dataDir, 'seed');
  ops(dataDir, 'maintenance', 'siam', 'on');
  maintenance = await startServer({ dataDir });
});
afterAll(async () => {
  await browser.close();
  await maintenance.stop();
});

describe('system modes', () => {
  it('shows the region-restricted page with the visitor’s IP and a customer service button', async () => {
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' } });
    await page.goto(base);
    const region = page.getByTestId('region-page');
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(await page.getByTestId('region-ip').innerText()).toContain('203.0.113.77');
    expect(await region.getByRole('button').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('main-nav').count()).toBe(0);
    await shot(page, 'mode-region');
    await page.close();
  });

  it('shows the maintenance page with a customer service button, on desktop and phone', async () => {
    const page = await openPage(browser);
    await page.goto(maintenance.url);
    const view = page.getByTestId('maintenance-page');
    await expect.poll(() => view.isVisible()).toBe(true);
    expect(await view.getByRole('button').count()).toBeGreaterThan(0);
    await shot(page, 'mode-maintenance');
    const phone = await openPage(browser, PHONE);
    await phone.goto(maintenance.url);
    await expect.poll(() => phone.getByTestId('maintenance-page').isVisible()).toBe(true);
    await shot(phone, 'mode-maintenance-phone');
    await phone.close();
    await page.close();
  });

  it('keeps the other merchant open while one is in maintenance', async () => {
    const page = await openPage(browser);
    await page.goto(`http://lucky.localhost:${maintenance.port}/`);
    await expect.poll(() => page.getByTestId('section-hot').isVisible()).toBe(true);
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
    await page.close();
  });
});
