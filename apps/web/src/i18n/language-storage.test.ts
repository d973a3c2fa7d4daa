import { PORTAL_TEXT_LANGUAGES } from '@portal/contracts/operators';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  HIS_LANG_KEY,
  LANG_KEY,
  languageName,
  resolveStartLanguage,
  storeLanguageChoice,
} from './language-storage.ts';
import { createI18n, LANGUAGES_WITH_TEXTS } from './setup.ts';

const LANGUAGES = ['th', 'en', 'zh', 'ja', 'vi'];

describe('language storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes the configured default to lang on a first visit', () => {
    expect(resolveStartLanguage(LANGUAGES, 'th')).toBe('th');
    expect(localStorage.getItem(LANG_KEY)).toBe('th');
    expect(localStorage.getItem(HIS_LANG_KEY)).toBeNull();
  });

  it('keeps a saved language the site still offers and does not overwrite it', () => {
    localStorage.setItem(LANG_KEY, 'ja');
    expect(resolveStartLanguage(LANGUAGES, 'th')).toBe('ja');
    expect(localStorage.getItem(LANG_KEY)).toBe('ja');
  });

  it('replaces a saved language the site no longer offers with the default', () => {
    localStorage.setItem(LANG_KEY, 'ko');
    expect(resolveStartLanguage(LANGUAGES, 'th')).toBe('th');
    expect(localStorage.getItem(LANG_KEY)).toBe('th');
  });

  it('stores a choice as lang and hisLang', () => {
    storeLanguageChoice('vi');
    expect(localStorage.getItem(LANG_KEY)).toBe('vi');
    expect(localStorage.getItem(HIS_LANG_KEY)).toBe('vi');
  });

  it('names languages in the UI language without flags', () => {
    expect(languageName('th', 'en')).toBe('Thai');
    expect(languageName('en', 'th')).toBe('อังกฤษ');
    expect(languageName('ja', 'en')).toBe('Japanese');
  });
});

describe('texts', () => {
  it('ship EN and TH, the languages the back office tells operators have texts', () => {
    expect([...LANGUAGES_WITH_TEXTS].sort()).toEqual([...PORTAL_TEXT_LANGUAGES].sort());
  });

  it('fall back to EN for a language without texts', () => {
    const i18n = createI18n('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('auth.login')).toBe('Log in');
    const thai = createI18n('th');
    expect(thai.t('auth.login')).toBe('เข้าสู่ระบบ');
  });
});
