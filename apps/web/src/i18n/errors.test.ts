import { CLIENT_ERRORS, isOperatorError, PORTAL_ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { errorNamespaceOf, FEATURE_ERRORS, featureErrorNamespaces } from './feature-errors.ts';
import enErrors from './locales/en/errors.json';
import thErrors from './locales/th/errors.json';
import { createI18n, LAZY_NAMESPACES, loadTexts } from './setup.ts';
import { ALL_TEXTS } from './test-texts.ts';

const ALL_CODES: readonly string[] = [...PORTAL_ERROR_CODES, ...CLIENT_ERRORS];
const THAI = /[\u0E00-\u0E7F]/;

/** The texts of a code where the portal looks it up: its feature's namespace, else `errors`. */
function textOf(language: 'en' | 'th', code: string): string | undefined {
  const namespace = errorNamespaceOf(code) ?? 'errors';
  const file = ALL_TEXTS[`./locales/${language}/${namespace}.json`] as Record<string, unknown> | undefined;
  const text = file?.[code];
  return typeof text === 'string' ? text : undefined;
}

describe('error texts', () => {
  it('have an EN text for every catalogue and client code, where the portal looks it up', () => {
    const missing = ALL_CODES.filter((code) => !textOf('en', code)?.trim());
    expect(missing).toEqual([]);
  });

  it('have a real Thai text for every catalogue and client code, where the portal looks it up', () => {
    const missing = ALL_CODES.filter((code) => !THAI.test(textOf('th', code) ?? ''));
    expect(missing).toEqual([]);
  });

  it('word a feature’s codes in its lazy namespace, off the first page', () => {
    for (const { namespace } of FEATURE_ERRORS) expect(LAZY_NAMESPACES).toContain(namespace);
    const inFirstPage = [...Object.keys(enErrors), ...Object.keys(thErrors)].filter(errorNamespaceOf);
    expect(inFirstPage).toEqual([]);
    expect(PORTAL_ERROR_CODES.filter((code) => errorNamespaceOf(code) === 'lottery')).toContain(
      'lottery.sales.closed',
    );
  });

  it('leave the operator API’s codes to the back office, off the first page', () => {
    const operatorOnly = [...Object.keys(enErrors), ...Object.keys(thErrors)].filter(isOperatorError);
    expect(operatorOnly).toEqual([]);
  });

  it('resolve dotted codes as whole keys', () => {
    const i18n = createI18n('th');
    expect(i18n.t('login.invalid', { ns: 'errors', keySeparator: false })).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    void i18n.changeLanguage('en');
    expect(i18n.t('sms.too.many.requests', { ns: 'errors', keySeparator: false })).toBe(
      'Too many requests, please retry after 5 minutes.',
    );
  });

  it('find a feature’s code once its texts have loaded, and the shared codes beside it', async () => {
    const i18n = createI18n('th');
    const ns = [...featureErrorNamespaces('lottery'), 'errors'];
    const lookup = (code: string) => i18n.t(code, { ns, keySeparator: false, defaultValue: 'fallback' });
    expect(lookup('lottery.sales.closed')).toBe('fallback');
    await loadTexts(['lottery'], i18n);
    expect(lookup('lottery.sales.closed')).toBe('งวดนี้ปิดรับแทงแล้ว กรุณาแทงงวดถัดไป');
    expect(lookup('wallet.insufficient.funds')).toBe(
      i18n.t('wallet.insufficient.funds', { ns: 'errors', keySeparator: false }),
    );
  });
});
