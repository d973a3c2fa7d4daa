import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_AFTER_ACCOUNT_FAILURES,
  CAPTCHA_AFTER_IP_FAILURES,
  type LoginBody,
  type LoginResult,
  type LoginType,
} from '@portal/contracts/auth';
import type { LoginRefusal } from '@portal/contracts/auth.schema';
import { ACCOUNT_TYPE, isAgentType, isMemberType } from '@portal/contracts/member';
import { isModuleEnabled } from '@portal/contracts/system';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from '../../platform/password.ts';
import { homeDialingCode, maskTarget, parsePhone } from '../../platform/phone.ts';
import { playerLanguage } from '../../platform/player-language.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import type { Account, AccountService } from '../member/member.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

/** Who is calling: the merchant, the address, the client and its captcha cookie. */
export type Caller = {
  merchant: Merchant;
  ip: string;
  userAgent: string | null;
  captchaKey: string | undefined;
  /** The portal's random device id (header x-device-id, decision 0046), when it sent a well-formed one. */
  deviceId?: string;
  /** The language the request asks for, when the merchant offers it (Accept-Language). */
  language?: string;
};

const HOUR = 60 * 60 * 1000;
/** Attempts from one address, right or wrong. */
const LOGIN_PER_IP: RateRule = { limit: 30, windowMs: 60_000 };
/** DESIGN.md 5: at most 100 failed logins per account per hour, without locking the owner out. */
const FAILURES_PER_ACCOUNT = 100;
const FAILURE_WINDOW: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR };
const IP_FAILURE_WINDOW: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60_000 };
const TRIALS_PER_IP: RateRule = { limit: 10, windowMs: HOUR };
const DAY = 24 * HOUR;

function refusal(
  code: 'login.invalid' | 'captcha.required' | 'captcha.invalid',
  captchaRequired: boolean,
): AppError {
  const value: LoginRefusal = { captchaRequired };
  return new AppError(code, undefined, value);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Logins (spec sections 4 and 6): by username and password or by an SMS code, with the captcha after
 * repeated failures, the new-IP second factor, the forced change of a default or expired password,
 * the agent page's rule, and trial accounts. Every refusal that could tell whether an account exists
 * answers the same and takes the same time.
 */
export function createLoginService(deps: {
  accounts: AccountService;
  credentials: CredentialsService;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
  limiter: RateLimiter;
  defaultPassword: string;
  now?: () => Date;
}) {
  const { accounts, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const accountKey = (merchantId: number, username: string) =>
    `login:fail:acct:${merchantId}:${username.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `login:fail:ip:${ip}`;

  async function limitIp(key: string, ip: string, rule: RateRule) {
    const verdict = await limiter.hit(`${key}:${ip}`, rule);
    if (!verdict.allowed) throw new AppError('too.many.requests');
  }

  /** Whether this caller must solve a captcha for this account (the module on and enough failures). */
  async function captchaNeeded(caller: Caller, username: string): Promise<boolean> {
    if (!isModuleEnabled(caller.merchant.features, 'CAPTCHA3')) return false;
    const [account, ip] = await Promise.all([
      limiter.peek(accountKey(caller.merchant.id, username)),
      limiter.peek(ipKey(caller.ip)),
    ]);
    return account >= CAPTCHA_AFTER_ACCOUNT_FAILURES || ip >= CAPTCHA_AFTER_IP_FAILURES;
  }

  async function countFailure(caller: Caller, username: string): Promise<boolean> {
    await Promise.all([
      limiter.hit(accountKey(caller.merchant.id, username), FAILURE_WINDOW),
      limiter.hit(ipKey(caller.ip), IP_FAILURE_WINDOW),
    ]);
    return captchaNeeded(caller, username);
  }

  /** The session start shared by every way in: login, registration, phone reset, trial. */
  async function startSession(caller: Caller, account: Account, remember: boolean, mustChange: boolean) {
    const firstTimeLogin = account.first_login_at === null;
    await Promise.all([
      // a member who never chose a language keeps the one it logs in with (its messages and SMS)
      accounts.recordLogin(account.id, caller.ip, caller.language),
      deps.credentials.noteLoginAddress(account.id, caller.ip),
    ]);
    const session = await deps.sessions.start({
      merchantId: caller.merchant.id,
      accountId: account.id,
      ip: caller.ip,
      userAgent: caller.userAgent,
      remember,
      mustChangePassword: mustChange,
    });
    const user = await accounts.memberInfoOf(caller.merchant.id, account.id);
    const result: LoginResult = {
      token: session.token,
      firstTimeLogin,
      passwordExpired: mustChange,
      // What holds this session, not the account: a login by SMS is not held by an old password.
      user: { ...user, firstTimeLogin, mustChangePassword: mustChange },
    };
    return { result, expiresAt: session.expiresAt };
  }

  function passwordExpired(caller: Caller, account: Account): boolean {
    const days = caller.merchant.settings.passwordExpiryDays;
    if (!days) return false;
    return now().getTime() - new Date(account.password_changed_at).getTime() > days * DAY;
  }

  /** The new-IP check (LOGINIPVERF3): a code to the bound phone, else the e-mail, before the login counts. */
  async function checkNewIp(caller: Caller, account: Account, code: string | undefined) {
    if (!isModuleEnabled(caller.merchant.features, 'LOGINIPVERF3')) return;
    if ((await deps.credentials.ipHistory(account.id, caller.ip)) !== 'new') return;
    const phone =
      account.mobile && account.country_dialing_code
        ? parsePhone(account.mobile, account.country_dialing_code, account.country_dialing_code).international
        : null;
    const target = phone ?? account.email;
    if (!target) return;
    if (code) {
      await deps.verification.verify(caller.merchant.id, 'login-ip', target, code);
      return;
    }
    const sent = await limiter.hit(`login:ipcode:${account.id}`, { limit: 3, windowMs: 15 * 60_000 });
    if (!sent.allowed) throw new AppError('too.many.requests');
    if (phone)
      await deps.verification.sendSms(
        caller.merchant.id,
        'login-ip',
        phone,
        caller.merchant.brand.name,
        playerLanguage(account.language, caller.merchant),
      );
    else await deps.verification.sendMail(caller.merchant.id, 'login-ip', target, caller.merchant.brand.name);
    const value: LoginRefusal = {
      captchaRequired: false,
      ipVerification: { channel: phone ? 'sms' : 'email', target: maskTarget(target) },
    };
    throw new AppError('login.ip.verification', undefined, value);
  }

  /** The rules every account must pass once its credentials are proven. */
  function admit(account: Account, body: LoginBody) {
    // An operator's lock says so; a closed account keeps the older, general answer.
    if (account.status === 'locked') throw new AppError('account.locked');
    if (account.status !== 'active') throw new AppError('account.disabled');
    if (!isMemberType(account.type)) throw new AppError('login.non.member');
    if (body.agent && !isAgentType(account.type)) throw new AppError('login.non.agent');
  }

  async function byPassword(caller: Caller, body: LoginBody) {
    const username = body.username?.trim() ?? '';
    const password = body.password ?? '';
    if (username === '' || password.trim() === '') throw new AppError('in_incorrect_password');
    const merchantId = caller.merchant.id;

    const needsCaptcha = await captchaNeeded(caller, username);
    if (needsCaptcha) {
      if (!body.captcha?.trim()) throw refusal('captcha.required', true);
      if (!(await deps.captcha.check(merchantId, caller.captchaKey, body.captcha))) {
        throw refusal('captcha.invalid', true);
      }
    }

    const account = await accounts.findByUsername(merchantId, username);
    if ((await limiter.peek(accountKey(merchantId, username))) >= FAILURES_PER_ACCOUNT) {
      // Past the hourly cap only the owner's known addresses may keep trying. A name without an account
      // is capped alike, with the same look-up (account 0 has no addresses): the cap tells no one it exists.
      if ((await deps.credentials.ipHistory(account?.id ?? 0, caller.ip)) !== 'known')
        throw new AppError('too.many.requests');
    }
    const valid = account
      ? await verifyPassword(account.password_hash, password)
      : await verifyAgainstNobody(password);
    if (!account || !valid) throw refusal('login.invalid', await countFailure(caller, username));

    admit(account, body);
    await checkNewIp(caller, account, body.ipVerificationCode);
    await limiter.reset(accountKey(merchantId, username));
    if (needsRehash(account.password_hash))
      await accounts.replaceHash(account.id, await hashPassword(password));

    const mustChange =
      sameSecret(password, deps.defaultPassword) ||
      passwordExpired(caller, account) ||
      account.must_change_password;
    if (mustChange !== account.must_change_password)
      await accounts.setMustChangePassword(account.id, mustChange);
    return startSession(caller, account, body.remember === true, mustChange);
  }

  async function bySms(caller: Caller, body: LoginBody) {
    if (!isModuleEnabled(caller.merchant.features, 'SMSLOGIN3')) throw new AppError('function.not.enabled');
    const phone = parsePhone(body.mobileNum, body.countryDialingCode, defaultDialing(caller));
    if (!body.verificationCode?.trim()) throw new AppError('verification.code.invalid');
    await deps.verification.verify(
      caller.merchant.id,
      'no-login',
      phone.international,
      body.verificationCode,
    );
    const account = await accounts.findByMobile(caller.merchant.id, phone.dialingCode, phone.local);
    // The code was sent only to a bound number, so a right code without an account cannot happen.
    if (!account) throw new AppError('verification.code.invalid');
    admit(account, body);
    // A login by SMS proves the phone: a default or expired password does not hold it (spec section 4).
    return startSession(caller, account, body.remember === true, false);
  }

  return {
    startSession,

    async login(caller: Caller, body: LoginBody) {
      await limitIp('login:ip', caller.ip, LOGIN_PER_IP);
      const type: LoginType = body.type ?? 'username';
      if (type === 'sms') return bySms(caller, body);
      // Firebase phone sign-in needs the merchant's Firebase project; none is configured here.
      if (type === 'firebase') throw new AppError('function.not.enabled');
      return byPassword(caller, body);
    },

    /** A trial account (type 4) for free play: may browse and play free trials only. */
    async freePlay(caller: Caller) {
      if (!isModuleEnabled(caller.merchant.features, 'FREEPLAY3'))
        throw new AppError('function.not.available');
      await limitIp('login:trial', caller.ip, TRIALS_PER_IP);
      const username = `trial${randomBytes(5).toString('hex')}`;
      const id = await accounts.insert({
        merchantId: caller.merchant.id,
        username,
        // Nobody knows this password: a trial account is reached only through its session.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: ACCOUNT_TYPE.trial,
        parentId: null,
        email: null,
        mobile: null,
        countryDialingCode: null,
        nickname: null,
        profile: {},
      });
      if (id === null) throw new AppError('unknown.error');
      return startSession(caller, await accounts.get(caller.merchant.id, id), false, false);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;

/** The merchant's home dialing code, for numbers typed without one. */
export function defaultDialing(caller: Caller): string {
  return homeDialingCode(caller.merchant);
}
