/** Account types (spec sections 3 and 6): 0 player, 4 trial, 1, 2, 41 and 42 agents. */
export const ACCOUNT_TYPE = { player: 0, trial: 4 } as const;
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPES = [4] as const;
/** Types that may log in at all; any other type is a non-member account (spec section 8). */
export const MEMBER_ACCOUNT_TYPES = [0, 4, ...AGENT_ACCOUNT_TYPES] as const;

export const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => (TRIAL_ACCOUNT_TYPES as readonly number[]).includes(type);
export const isMemberType = (type: number) => (MEMBER_ACCOUNT_TYPES as readonly number[]).includes(type);

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
/** Spec section 9: too-many-requests wait, and the 1-second throttle of code and captcha requests. */
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

/** Profile fields of the my-account page (spec section 3, "other labels name user fields"). */
export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'birthday',
  'email',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Profile fields a player sets once and then only customer service changes (identity and payout checks). */
export const PROFILE_FIELDS_LOCKED_ONCE_SET: readonly ProfileField[] = ['realName', 'birthday'];

/** Member icons a player picks from (PROFPIC3); drawn by the server's art routes. */
export const MEMBER_ICONS = [
  'crown',
  'dragon',
  'gem',
  'lotus',
  'star',
  'rocket',
  'coin',
  'fish',
  'rooster',
  'temple',
] as const;
export type MemberIcon = (typeof MEMBER_ICONS)[number];

export type {
  AffiliateInfo,
  CaptchaPicture,
  ChangePasswordBody,
  ForgotPasswordBody,
  FreePlayBody,
  LoginBody,
  LoginResult,
  MemberIconValue,
  MemberInfo,
  PasswordResetBody,
  Profile,
  ProfileUpdate,
  RegisterBody,
  SessionEntry,
  SetPasswordByPhoneBody,
  SmsCodeBody,
  SmsCodeSent,
} from './accounts.schema.ts';
