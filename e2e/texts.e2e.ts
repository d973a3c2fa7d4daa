import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitor } from './accounts.ts';
import { launch, loaded, openPage, shot } from './browser.ts';
import { playersOf } from './players.ts';
import { goInside, showCentre } from './portal.ts';

/**
 * Every page a visitor or a player reaches shows words, never the site's insides: no translation key
 * ("center.games"), no vendor or game code ("HOUSE_LIVE", "house_deuces_wild"), in English and in Thai.
 */
const base = inject('baseUrl');
const { demo } = playersOf('txt');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Home, every kind of game page (game lists and each game centre) and the promotions. */
const VISITOR_PATHS = [
  '/',
  '/rng',
  '/live',
  '/sports',
  '/esports',
  '/cockfight',
  '/fish',
  '/pvp',
  '/elott',
  '/crash',
  '/promotions',
];
const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
];

/** Words that are not keys although they look like one: addresses, file names, version numbers. */
const NOT_A_KEY = /(^|\.)(localhost|example|com|net|org|co|th|ph|png|jpg|svg|webp)$/;

/** What the page shows a person: its text and the labels a screen reader or a tooltip reads out. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    ).map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
}

/** Translation keys and internal codes in a text, each once. */
function insidesShown(text: string): string[] {
  const keys = [...text.matchAll(/(?<![\w@/.:-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)+(?![\w@/-])/g)]
    .map((m) => m[0])
    .filter((token) => !NOT_A_KEY.test(token));
  const codes = [
    ...text.matchAll(/(?<![\w-])(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z][a-z0-9]*_[a-z0-9_]+)(?![\w-])/g),
  ].map((m) => m[0]);
  return [...new Set([...keys, ...codes])];
}

/** The keys and codes a page shows once it has loaded (its placeholders gone, its lazy texts arrived). */
async function insidesOf(page: Page): Promise<string[]> {
  await loaded(page);
  // a lazy page's texts may arrive a moment after its data: read until two reads agree
  let before = insidesShown(await shownText(page));
  for (;;) {
    await page.waitForTimeout(150);
    const now = insidesShown(await shownText(page));
    if (now.join() === before.join()) return now;
    before = now;
  }
}

describe('texts', () => {
  it('finds keys and codes in a text, and lets words, amounts and addresses be', () => {
    expect(insidesShown('Games center.games HOUSE_LIVE house_deuces_wild')).toEqual([
      'center.games',
      'HOUSE_LIVE',
      'house_deuces_wild',
    ]);
    expect(
      insidesShown('Balance 1,500.00 THB · player1@lucky.example · lucky.localhost · v1.2 · Mr. Lee'),
    ).toEqual([]);
  });

  for (const lang of ['en', 'th']) {
    it(`shows no key or code on a visitor's pages (${lang})`, async () => {
      const page = await openPage(browser, { lang, ...visitor() });
      const found: string[] = [];
      await page.goto(base);
      for (const path of VISITOR_PATHS) {
        await goInside(page, path);
        for (const token of await insidesOf(page)) found.push(`${path}: ${token}`);
      }
      await shot(page, `texts-visitor-${lang}`);
      expect(found).toEqual([]);
      await page.close();
    }, 120_000);

    it(`shows no key or code in the member centre (${lang})`, async () => {
      const page = await openPage(browser, { lang, ...visitor() });
      await page.goto(base);
      const form = page.getByTestId('header-login');
      await form.getByTestId('login-username').fill(demo.username);
      await form.getByTestId('login-password').fill(demo.password);
      await page.getByTestId('header-login-submit').click();
      await expect.poll(() => page.getByTestId('user-name').textContent()).toContain(demo.username);
      const found: string[] = [];
      for (const centrePage of MEMBER_PAGES) {
        await showCentre(page, centrePage);
        for (const token of await insidesOf(page)) found.push(`${centrePage}: ${token}`);
      }
      expect(found).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
