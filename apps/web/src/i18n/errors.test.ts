import { CLIENT_ERRORS, OPERATOR_ERRORS, PORTAL_ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import enErrors from './locales/en/errors.json';
import thErrors from './locales/th/errors.json';
import { createI18n } from './setup.ts';

const ALL_CODES: readonly string[] = [...PORTAL_ERROR_CODES, ...CLIENT_ERRORS];
const THAI = /[\u0E00-\u0E7F]/;

describe('error texts', () => {
  it('have an EN text for every catalogue and client code', () => {
    const en: Record<string, string> = enErrors;
    const missing = ALL_CODES.filter((code) => !en[code]?.trim());
    expect(missing).toEqual([]);
  });

  it('have a real Thai text for every catalogue and client code', () => {
    const th: Record<string, string> = thErrors;
    const missing = ALL_CODES.filter((code) => !th[code] || !THAI.test(th[code]));
    expect(missing).toEqual([]);
  });

  it('leave the operator API’s codes to the back office', () => {
    const en: Record<string, string> = enErrors;
    expect(OPERATOR_ERRORS.filter((code) => code in en)).toEqual([]);
  });

  it('resolve dotted codes as whole keys', () => {
    const i18n = createI18n('th');
    expect(i18n.t('login.invalid', { ns: 'errors', keySeparator: false })).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    void i18n.changeLanguage('en');
    expect(i18n.t('sms.too.many.requests', { ns: 'errors', keySeparator: false })).toBe(
      'Too many requests, please retry after 5 minutes.',
    );
  });
});
