/** Schemas of the auth calls: logins, captchas, SMS codes, registration, passwords, sessions. */
import { type Static, Type } from 'typebox';
import { MemberInfo } from './member.schema.ts';

import { VERIFICATION_CODE_MAX_LENGTH } from './validation.ts';

const Text = (maxLength: number) => Type.String({ maxLength });

const Opt = (maxLength: number) => Type.Optional(Text(maxLength));

const Password = Type.String({ minLength: 1, maxLength: 128 });

const Code = Type.String({ maxLength: VERIFICATION_CODE_MAX_LENGTH });

const Mobile = Type.String({ maxLength: 20 });

const Dialing = Type.String({ maxLength: 6 });

/** Login and login V2 (spec sections 3 and 7): by username and password, or by an SMS code. */
export const LoginBody = Type.Object(
  {
    username: Opt(64),
    /** No minimum: the login answers an empty password with in_incorrect_password, as an empty username. */
    password: Opt(128),
    type: Type.Optional(
      Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('firebase')]),
    ),
    mobileNum: Type.Optional(Mobile),
    countryDialingCode: Type.Optional(Dialing),
    verificationCode: Type.Optional(Code),
    captcha: Opt(16),
    /** The code sent to the bound phone or e-mail when the login comes from a new IP. */
    ipVerificationCode: Type.Optional(Code),
    /** True on the agent page's login: refuses non-agents. */
    agent: Type.Optional(Type.Boolean()),
    /** Keep me logged in: a 1-day remembered-login cookie. */
    remember: Type.Optional(Type.Boolean()),
    firebaseChannel: Opt(32),
    firebaseIdToken: Opt(4096),
    domain: Opt(253),
  },
  { additionalProperties: false },
);

export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  /** True when the password is the default one or has expired: the change-password modal opens. */
  passwordExpired: Type.Boolean(),
  user: MemberInfo,
});

export type LoginResult = Static<typeof LoginResult>;

/**
 * What a refused login carries in `value`: whether the next try needs the captcha, and, for a new
 * IP, where the second-factor code went.
 */
export const LoginRefusal = Type.Object({
  captchaRequired: Type.Boolean(),
  ipVerification: Type.Optional(
    Type.Object({ channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]), target: Type.String() }),
  ),
});

export type LoginRefusal = Static<typeof LoginRefusal>;

export const CaptchaPicture = Type.String({ description: 'base64 SVG picture' });

export type CaptchaPicture = Static<typeof CaptchaPicture>;

/** SMS code requests (spec section 7); bot-check fields are accepted and checked when configured. */
export const SmsCodeBody = Type.Object(
  {
    mobileNum: Type.Optional(Mobile),
    mobileNo: Type.Optional(Mobile),
    countryDialingCode: Type.Optional(Dialing),
    username: Opt(64),
    recaptchaToken: Opt(4096),
  },
  { additionalProperties: false },
);

export type SmsCodeBody = Static<typeof SmsCodeBody>;

export const SmsCodeSent = Type.Object({ expiredMinutes: Type.Integer() });

export type SmsCodeSent = Static<typeof SmsCodeSent>;

export const RegisterBody = Type.Object(
  {
    username: Opt(64),
    password: Password,
    confirmPassword: Password,
    mobileNum: Type.Optional(Mobile),
    countryDialingCode: Type.Optional(Dialing),
    verificationCode: Type.Optional(Code),
    payeeName: Opt(100),
    email: Opt(100),
    qqNum: Opt(30),
    recommenderId: Opt(40),
    affiliateCode: Opt(40),
    paymentPassword: Opt(40),
    line: Opt(60),
    whatsapp: Opt(30),
    facebook: Opt(120),
    wechat: Opt(60),
    idNumber: Opt(40),
    referralCode: Opt(40),
    captcha: Opt(16),
    domain: Opt(253),
    registerUrl: Opt(2048),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    login: Type.Optional(Type.Boolean()),
    termsAccepted: Type.Boolean(),
    ageConfirmed: Type.Boolean(),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export type RegisterBody = Static<typeof RegisterBody>;

export const AffiliateQuery = Type.Object({ code: Opt(40), domain: Opt(253) });

export const AffiliateInfo = Type.Object({ code: Type.String(), agent: Type.String() });

export type AffiliateInfo = Static<typeof AffiliateInfo>;

export const ChangePasswordBody = Type.Object(
  { oldPassword: Password, newPassword: Password, confirmNewPassword: Password },
  { additionalProperties: false },
);

export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgotPasswordBody = Type.Object(
  { username: Text(64), email: Text(100) },
  { additionalProperties: false },
);

export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The reset link's form: the token from the e-mailed link and the new password. */
export const PasswordResetBody = Type.Object(
  { token: Text(128), newPassword: Password, confirmNewPassword: Password },
  { additionalProperties: false },
);

export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const SetPasswordByPhoneBody = Type.Object(
  {
    mobileNum: Mobile,
    countryDialingCode: Type.Optional(Dialing),
    verificationCode: Code,
    newPassword: Password,
    confirmNewPassword: Type.Optional(Password),
  },
  { additionalProperties: false },
);

export type SetPasswordByPhoneBody = Static<typeof SetPasswordByPhoneBody>;

export const FreePlayBody = Type.Object(
  {
    os: Opt(40),
    platform: Type.Optional(Type.Literal('W')),
    random: Opt(256),
    gatewayVersion: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

export type FreePlayBody = Static<typeof FreePlayBody>;

export const SessionEntry = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  remember: Type.Boolean(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  current: Type.Boolean(),
});

export type SessionEntry = Static<typeof SessionEntry>;
