import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES_WITH_TEXTS, LAZY_NAMESPACES, loadTexts, withTexts } from './setup.ts';

describe('texts of the screens that load on demand', () => {
  it('are not in the first load, and arrive in the current and fallback language when asked', async () => {
    const i18n = createI18n('th');
    for (const namespace of LAZY_NAMESPACES) expect(i18n.hasResourceBundle('th', namespace)).toBe(false);
    expect(i18n.hasResourceBundle('th', 'common')).toBe(true);

    await loadTexts(['auth'], i18n);
    expect(i18n.hasResourceBundle('th', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.t('login.title', { ns: 'auth' })).not.toBe('login.title');
  });

  it('resolve a lazy screen only once its texts are there', async () => {
    const i18n = createI18n('en');
    const screen = await withTexts(['member'], async () => 'the screen')();
    expect(screen).toBe('the screen');
    expect(i18n.hasResourceBundle('en', 'member')).toBe(true);
  });

  it('follow a language change for the namespaces already asked for', async () => {
    const other = LANGUAGES_WITH_TEXTS.find((l) => l !== 'en' && l !== 'th');
    const i18n = createI18n('en');
    await loadTexts(['register'], i18n);
    await i18n.changeLanguage('th');
    await expect.poll(() => i18n.hasResourceBundle('th', 'register')).toBe(true);
    expect(other === undefined || !i18n.hasResourceBundle(other, 'register')).toBe(true);
  });
});
