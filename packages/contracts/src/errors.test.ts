import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, ERROR_CODES, ERRORS, isErrorCode } from './errors.ts';

describe('error catalogue', () => {
  it('gives every code an HTTP error status and an English text', () => {
    for (const code of ERROR_CODES) {
      const entry = ERRORS[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.length, code).toBeGreaterThan(3);
    }
  });

  it('holds the spec section 8 keys and texts', () => {
    for (const code of ['in_need_true_account', 'in_incorrect_password', 'invitation_code_error'] as const) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(CLIENT_ERRORS).toEqual(expect.arrayContaining(['in_popup_prompt', 'in_sure_logout']));
    const texts = Object.values(ERRORS).map((e) => e.message);
    for (const text of [
      'Invalid URL, please contact customer service',
      'You are not logged in, please login',
      'Username/Email does not exist',
      'Please complete verification first',
      'Unknown error',
      'Non-agents cannot log in',
      'Non-member account unable to login',
    ]) {
      expect(texts).toContain(text);
    }
  });

  it('keeps codes and client codes apart', () => {
    for (const code of CLIENT_ERRORS) expect(isErrorCode(code)).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
