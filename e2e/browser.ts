import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A fresh page (own storage) with the theme and language chosen up front when asked. The announcement
 * popups (visitors, players, first login) are marked as already closed for this session unless the
 * journey is about them.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { theme?: 'dark' | 'light'; lang?: string; keepPopup?: boolean } = {},
): Promise<Page> {
  const { theme, lang, keepPopup, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    // Still pages cost Chromium a quarter less work on two cores (the site honours reduced motion
    // everywhere); E2E_MOTION=1 runs the journeys with motion, as a visitor without the setting sees them.
    reducedMotion: process.env.E2E_MOTION === '1' ? 'no-preference' : 'reduce',
    ...contextOptions,
  });
  await context.addInitScript(
    ([t, l, closePopup]) => {
      if (t) localStorage.setItem('theme', t);
      if (l) {
        localStorage.setItem('lang', l);
        localStorage.setItem('hisLang', l);
      }
      if (closePopup) {
        for (const audience of ['B', 'A', 'F'])
          sessionStorage.setItem(`announcementClosed:${audience}`, 'closed');
      }
    },
    [theme, lang, !keepPopup] as const,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  pageProblems.set(page, problems);
  return page;
}

const pageProblems = new WeakMap<Page, string[]>();

/** Uncaught errors and console errors the page has shown so far. */
export function problemsOf(page: Page): string[] {
  return pageProblems.get(page) ?? [];
}

/** Waits until the page shows no loading placeholder or spinner (`data-loading`, the shared UI's). */
export async function loaded(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-loading]').count()).toBe(0);
}

export async function shot(page: Page, name: string): Promise<void> {
  // Animations are finished first: a picture of a modal half faded in says nothing.
  await page.screenshot({
    path: path.join(ARTIFACTS, `${name}.png`),
    fullPage: false,
    animations: 'disabled',
  });
}
