import { OPERATOR_ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import enErrors from './locales/en/errors.json';
import thErrors from './locales/th/errors.json';

const THAI = /[\u0E00-\u0E7F]/;

describe('the back office’s error texts', () => {
  it('word every code only the operator API answers, in English and in Thai', () => {
    const en: Record<string, string> = enErrors;
    const th: Record<string, string> = thErrors;
    expect(OPERATOR_ERROR_CODES.length).toBeGreaterThan(10);
    expect(OPERATOR_ERROR_CODES.filter((code) => !en[code]?.trim())).toEqual([]);
    expect(OPERATOR_ERROR_CODES.filter((code) => !th[code] || !THAI.test(th[code]))).toEqual([]);
  });
});
