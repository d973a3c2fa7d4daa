import { OPERATOR_ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n.ts';
import en from '../locales/en/errors.json';
import th from '../locales/th/errors.json';
import { ApiError } from './client.ts';
import { errorText } from './error-text.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe('error texts of the back office', () => {
  it('word every code only the operator API answers, in EN and TH', () => {
    const english: Record<string, string> = en;
    const thai: Record<string, string> = th;
    expect(OPERATOR_ERROR_CODES.filter((code) => !english[code]?.trim())).toEqual([]);
    expect(OPERATOR_ERROR_CODES.filter((code) => !thai[code] || !THAI.test(thai[code]))).toEqual([]);
  });

  it('show the operator’s language for a known code, the server’s message for another', () => {
    const i18n = createI18n('th');
    const t = i18n.t.bind(i18n);
    expect(errorText(new ApiError('operator.totp.invalid', 401, 'The code is wrong'), t)).toBe(
      th['operator.totp.invalid'],
    );
    expect(errorText(new ApiError('validation.failed', 400, 'querystring/limit must be >= 1'), t)).toBe(
      'querystring/limit must be >= 1',
    );
    expect(errorText(new Error('boom'), t)).toBe('เกิดข้อผิดพลาด กรุณาลองอีกครั้ง');
  });
});
