import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CODE_REQUEST_THROTTLE_MS, SMS_BLOCK_MS } from '@portal/contracts/auth';
import {
  FreePlayBody,
  LoginBody,
  LoginResult,
  SmsCodeBody,
  SmsCodeSent,
} from '@portal/contracts/auth.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import { Type } from 'typebox';
import type { BotCheck } from '../../adapters/bot-check.ts';
import { AppError, ok } from '../../platform/app-error.ts';
import { parsePhone } from '../../platform/phone.ts';
import { playerLanguage } from '../../platform/player-language.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { AccountService } from '../member/member.service.ts';
import { callerOf, captchaKeyOf, forgetLogin, REMEMBER_COOKIE, rememberLogin } from './caller.ts';
import type { CaptchaService } from './captcha.service.ts';
import { defaultDialing, type LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

export type AuthRoutesDeps = {
  login: LoginService;
  sessions: SessionService;
  accounts: AccountService;
  captcha: CaptchaService;
  verification: VerificationService;
  limiter: RateLimiter;
  botCheck: BotCheck;
};

/** Spec section 9: one code request per second; then at most 5 per target in 15 minutes, else a 5-minute wait. */
const CODE_THROTTLE = { limit: 1, windowMs: CODE_REQUEST_THROTTLE_MS };
const CODES_PER_TARGET = { limit: 5, windowMs: 15 * 60_000, blockMs: SMS_BLOCK_MS };
const CODES_PER_IP = { limit: 20, windowMs: 60 * 60_000 };
const CAPTCHAS_PER_IP = { limit: 30, windowMs: 60_000 };

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesDeps> = async (app, deps) => {
  const tags = ['session'];
  const loginSchema = {
    tags,
    body: LoginBody,
    description:
      'The body may be sent encrypted (DESIGN.md 5). A refusal carries {captchaRequired, ipVerification?} in value.',
    response: envelopeResponses(LoginResult),
  };

  const logins = [
    ['/wps/session/login', 'Login by username and password (also the phone-reset variant)'],
    [
      '/wps/session/loginV2',
      'Login V2: username with password or SMS code, captcha, type username | sms | firebase',
    ],
  ] as const;
  for (const [url, summary] of logins) {
    app.post(
      url,
      { config: { auth: 'none', encrypted: true }, schema: { ...loginSchema, summary } },
      async (req, reply) => {
        const { result, expiresAt } = await deps.login.login(callerOf(req), req.body);
        if (req.body.remember) rememberLogin(req, reply, result.token, expiresAt);
        return ok(result);
      },
    );
  }

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'A trial account (type 4) for free play',
        body: FreePlayBody,
        response: envelopeResponses(LoginResult),
      },
    },
    async (req) => ok((await deps.login.freePlay(callerOf(req))).result),
  );

  app.post(
    '/wps/session/restore',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Picks up a remembered login (the 1-day cookie) in a new tab; null when there is none',
        response: envelopeResponses(Type.Union([LoginResult, Type.Null()])),
      },
    },
    async (req, reply) => {
      const token = req.cookies[REMEMBER_COOKIE];
      const session = token ? await deps.sessions.resolve(token, req.merchant.id) : null;
      // Having no remembered login is the usual case for a visitor, not an error.
      if (!token || !session) {
        if (token) forgetLogin(reply);
        return ok(null);
      }
      const user = {
        ...(await deps.accounts.memberInfoOf(req.merchant.id, session.accountId)),
        mustChangePassword: session.mustChangePassword,
      };
      return ok({ token, firstTimeLogin: false, passwordExpired: session.mustChangePassword, user });
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { auth: 'session', beforePasswordChange: true },
      schema: {
        tags,
        summary: 'Ends this session',
        security: [{ token: [] }],
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req, reply) => {
      await deps.sessions.revoke(req.headers.authorization as string);
      forgetLogin(reply);
      return ok(null);
    },
  );

  app.get(
    '/wps/captcha',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['verification'],
        summary: 'A captcha picture bound to this client (value: base64 SVG wrapping a PNG)',
        response: envelopeResponses(Type.String()),
      },
    },
    async (req, reply) => {
      const verdict = await deps.limiter.hit(`captcha:ip:${req.ip}`, CAPTCHAS_PER_IP);
      if (!verdict.allowed) throw new AppError('too.many.requests');
      return ok(await deps.captcha.issue(req.merchant.id, captchaKeyOf(req, reply)));
    },
  );

  /**
   * The shared guard of both SMS calls: per address, per second; the bot check when one is configured
   * (after the address's limits, so a flood costs the provider little; before the number's, so a bot
   * cannot spend a real owner's codes); per number with the 5-minute wait.
   */
  async function throttleCode(ip: string, target: string, botToken: string | undefined) {
    const [second, perIp] = await Promise.all([
      deps.limiter.hit(`sms:second:${ip}`, CODE_THROTTLE),
      deps.limiter.hit(`sms:ip:${ip}`, CODES_PER_IP),
    ]);
    if (!second.allowed || !perIp.allowed) throw new AppError('sms.too.many.requests');
    if (!(await deps.botCheck.verify(botToken, ip))) throw new AppError('recaptcha.failed');
    const perTarget = await deps.limiter.hit(`sms:target:${target}`, CODES_PER_TARGET);
    if (!perTarget.allowed) throw new AppError('sms.too.many.requests');
  }

  const smsSchema = (summary: string) => ({
    tags: ['verification'],
    summary,
    body: SmsCodeBody,
    response: envelopeResponses(SmsCodeSent),
  });

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: { auth: 'none' },
      schema: smsSchema(
        'An SMS code for SMS login or setting a password by phone (same answer whether the number is registered)',
      ),
    },
    async (req) => {
      const features = req.merchant.features;
      if (!isModuleEnabled(features, 'SMSLOGIN3') && !isModuleEnabled(features, 'PWRESETSMS3')) {
        throw new AppError('function.not.enabled');
      }
      const caller = callerOf(req);
      const phone = parsePhone(
        req.body.mobileNum ?? req.body.mobileNo,
        req.body.countryDialingCode,
        defaultDialing(caller),
      );
      await throttleCode(req.ip, phone.international, req.body.recaptchaToken);
      const account = await deps.accounts.findByMobile(req.merchant.id, phone.dialingCode, phone.local);
      // The same work and the same answer whether the number is an account's (offerSms).
      await deps.verification.offerSms(
        req.merchant.id,
        'no-login',
        phone.international,
        req.merchant.brand.name,
        account ? playerLanguage(account.language, req.merchant) : null,
      );
      return ok({ expiredMinutes: deps.verification.expiredMinutes });
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: { auth: 'none' },
      schema: smsSchema('An SMS code for registration (username and mobile variants)'),
    },
    async (req) => {
      const features = req.merchant.features;
      const enabled =
        isModuleEnabled(features, 'REG3') &&
        (req.merchant.registerSettings.smsVerification || isModuleEnabled(features, 'REGMOBVERF3'));
      if (!enabled) throw new AppError('function.not.enabled');
      const caller = callerOf(req);
      const phone = parsePhone(
        req.body.mobileNo ?? req.body.mobileNum,
        req.body.countryDialingCode,
        defaultDialing(caller),
      );
      await throttleCode(req.ip, phone.international, req.body.recaptchaToken);
      if (await deps.accounts.findByMobile(req.merchant.id, phone.dialingCode, phone.local)) {
        throw new AppError('mobile.taken');
      }
      // no account yet: the merchant's default language
      await deps.verification.sendSms(
        req.merchant.id,
        'register',
        phone.international,
        req.merchant.brand.name,
        playerLanguage(null, req.merchant),
      );
      return ok({ expiredMinutes: deps.verification.expiredMinutes });
    },
  );
};
