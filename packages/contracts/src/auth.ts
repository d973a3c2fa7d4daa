/** Registration, logins, verification codes, captchas and password resets: constants (spec sections 3, 5 and 9). */

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;

export type LoginType = (typeof LOGIN_TYPES)[number];

/** Verification codes: 6 digits, valid this long (the SMS button counts down expiredMinutes x 60 s). */
export const VERIFICATION_CODE_LENGTH = 6;

export const VERIFICATION_CODE_MINUTES = 5;
/** Wrong codes before a code is spent. */

export const VERIFICATION_CODE_ATTEMPTS = 5;
/** Spec section 9: the firebase countdown is one minute. */

export const FIREBASE_COUNTDOWN_SECONDS = 60;
/** Spec section 5: a verification code is at most 255 characters long (defined with the field rules). */

export { VERIFICATION_CODE_MAX_LENGTH } from './validation.ts';

export const SMS_BLOCK_MS = 5 * 60 * 1000;

export const CODE_REQUEST_THROTTLE_MS = 1000;

export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** Spec section 9: the header login selector closes this long after blur. */

export const LOGIN_SELECTOR_CLOSE_MS = 200;

/** Failed logins before a captcha is asked: per account, and per IP across accounts. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;

export const CAPTCHA_AFTER_IP_FAILURES = 5;

export const CAPTCHA_LENGTH = 5;

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/** A password-reset link from the forgot-by-e-mail form lives this long and works once. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export type {
  AffiliateInfo,
  CaptchaPicture,
  ChangePasswordBody,
  ForgotPasswordBody,
  FreePlayBody,
  LoginBody,
  LoginResult,
  PasswordResetBody,
  RegisterBody,
  SessionEntry,
  SetPasswordByPhoneBody,
  SmsCodeBody,
  SmsCodeSent,
} from './auth.schema.ts';
