import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginResult,
  PasswordResetBody,
  SessionEntry,
  SetPasswordByPhoneBody,
} from '@portal/contracts/auth.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import { isEmail } from '@portal/contracts/validation';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { MailSender } from '../../adapters/mail.ts';
import { AppError, ok } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { parsePhone } from '../../platform/phone.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { type AccountService, checkNewPassword } from '../member/member.service.ts';
import { callerOf } from './caller.ts';
import type { CredentialsService } from './credentials.service.ts';
import { defaultDialing, type LoginService } from './login.service.ts';
import { type SessionService, sessionView } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

export type PasswordRoutesDeps = {
  accounts: AccountService;
  credentials: CredentialsService;
  login: LoginService;
  sessions: SessionService;
  verification: VerificationService;
  mail: MailSender;
  limiter: RateLimiter;
  /** Where reset links point when the request's host is not one of the merchant's domains. */
  publicUrl: string;
  domainsOf: (merchant: Merchant) => Promise<string[]>;
};

const RESETS_PER_IP = { limit: 5, windowMs: 15 * 60_000 };
const RESETS_PER_ACCOUNT = { limit: 3, windowMs: 60 * 60_000 };
/** Setting a password with a link or a code: a person needs a few tries, a script is stopped. */
const PASSWORD_SETS_PER_IP = { limit: 10, windowMs: 15 * 60_000 };
const SECURITY = [{ token: [] }];

/** Password changes (with the old one, an e-mailed link or an SMS code) and the account's live sessions. */
export const passwordRoutes: FastifyPluginAsyncTypebox<PasswordRoutesDeps> = async (app, deps) => {
  const { accounts } = deps;
  const member = { auth: 'session', realAccount: true } as const;
  const account = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

  app.post(
    '/wps/member/password',
    {
      config: { ...member, beforePasswordChange: true, encrypted: true },
      schema: {
        tags: ['member'],
        summary: 'Changes the password; other sessions of the account end',
        description: 'The body may be sent encrypted (DESIGN.md 5).',
        security: SECURITY,
        body: ChangePasswordBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (req) => {
      const session = account(req);
      const verdict = await deps.limiter.hit(`password:change:${session.accountId}`, {
        limit: 10,
        windowMs: 15 * 60_000,
      });
      if (!verdict.allowed) throw new AppError('too.many.requests');
      await accounts.changePassword(
        req.merchant.id,
        session.accountId,
        req.merchant.registerSettings,
        req.body,
      );
      await deps.sessions.passwordChanged(session.accountId, {
        sessionId: session.sessionId,
        token: req.headers.authorization as string,
      });
      return ok(true);
    },
  );

  async function limitIp(key: string) {
    const verdict = await deps.limiter.hit(key, PASSWORD_SETS_PER_IP);
    if (!verdict.allowed) throw new AppError('too.many.requests');
  }

  /** The reset link's origin: the request's host when it is one of the merchant's domains. */
  async function siteOrigin(req: FastifyRequest): Promise<string> {
    const domains = await deps.domainsOf(req.merchant);
    return domains.includes(req.hostname) ? `${req.protocol}://${req.host}` : deps.publicUrl;
  }

  app.post(
    '/wps/member/password/email',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['member'],
        summary:
          'Forgot password: e-mails a single-use reset link when the username and e-mail match (same answer either way)',
        body: ForgotPasswordBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (req) => {
      if (!isModuleEnabled(req.merchant.features, 'PASS3')) throw new AppError('function.not.available');
      const username = req.body.username.trim();
      const email = req.body.email.trim();
      if (!username || !isEmail(email))
        throw new AppError('validation.failed', 'username and a valid email are required');
      const perIp = await deps.limiter.hit(`reset:ip:${req.ip}`, RESETS_PER_IP);
      if (!perIp.allowed) throw new AppError('too.many.requests');
      const merchant = req.merchant;
      const origin = await siteOrigin(req);
      // The work happens after the answer so that its timing says nothing about the account.
      setImmediate(() => {
        void (async () => {
          const found = await accounts.findByUsername(merchant.id, username);
          if (!found?.email || found.email.toLowerCase() !== email.toLowerCase() || found.status !== 'active')
            return;
          const perAccount = await deps.limiter.hit(`reset:acct:${found.id}`, RESETS_PER_ACCOUNT);
          if (!perAccount.allowed) return;
          const token = await deps.credentials.createPasswordReset(found.id);
          await deps.mail.send(merchant.id, {
            to: found.email,
            subject: `${merchant.brand.name}: reset your password`,
            text: `Hello ${found.username},\n\nOpen this link within 30 minutes to choose a new password:\n${origin}/resetPassword?resetToken=${token}\n\nIf you did not ask for it, ignore this e-mail.`,
          });
        })().catch((error: unknown) =>
          req.log.error(
            { failure: error instanceof Error ? error.message : String(error) },
            'password reset mail failed',
          ),
        );
      });
      return ok(true);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { auth: 'none', encrypted: true },
      schema: {
        tags: ['member'],
        summary:
          'Sets a new password with the token of an e-mailed reset link; every session of the account ends',
        body: PasswordResetBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (req) => {
      await limitIp(`reset:link:${req.ip}`);
      const settings = req.merchant.registerSettings;
      checkNewPassword(settings, req.body.newPassword, req.body.confirmNewPassword);
      const accountId = await deps.credentials.spendPasswordReset(req.body.token);
      if (accountId === null) throw new AppError('password.reset.invalid');
      await accounts.setPassword(accountId, settings, req.body.newPassword);
      await deps.sessions.passwordChanged(accountId, null);
      return ok(true);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { auth: 'none', encrypted: true },
      schema: {
        tags: ['member'],
        summary: 'Sets the password with an SMS code to the bound phone, then logs in',
        description: 'The code comes from /wps/verification/sms/noLogin. The body may be sent encrypted.',
        body: SetPasswordByPhoneBody,
        response: envelopeResponses(LoginResult),
      },
    },
    async (req) => {
      if (!isModuleEnabled(req.merchant.features, 'PWRESETSMS3')) throw new AppError('function.not.enabled');
      await limitIp(`reset:phone:${req.ip}`);
      const caller = callerOf(req);
      const phone = parsePhone(req.body.mobileNum, req.body.countryDialingCode, defaultDialing(caller));
      checkNewPassword(req.merchant.registerSettings, req.body.newPassword, req.body.confirmNewPassword);
      await deps.verification.verify(
        req.merchant.id,
        'no-login',
        phone.international,
        req.body.verificationCode,
      );
      const found = await accounts.findByMobile(req.merchant.id, phone.dialingCode, phone.local);
      if (found?.status !== 'active') throw new AppError('verification.code.invalid');
      await accounts.setPassword(found.id, req.merchant.registerSettings, req.body.newPassword);
      await deps.sessions.passwordChanged(found.id, null);
      const { result } = await deps.login.startSession(
        caller,
        await accounts.get(req.merchant.id, found.id),
        false,
        false,
      );
      return ok(result);
    },
  );

  app.get(
    '/wps/member/sessions',
    {
      config: member,
      schema: {
        tags: ['member'],
        summary: 'Live sessions of the account',
        security: SECURITY,
        response: envelopeResponses(Type.Array(SessionEntry)),
      },
    },
    async (req) => {
      const session = account(req);
      const rows = await deps.sessions.list(session.accountId);
      return ok(rows.map((row) => ({ ...sessionView(row), current: row.id === session.sessionId })));
    },
  );

  app.delete(
    '/wps/member/sessions/:id',
    {
      config: member,
      schema: {
        tags: ['member'],
        summary: 'Ends one session of the account',
        security: SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (req) => {
      const ended = await deps.sessions.revokeSession(account(req).accountId, req.params.id);
      if (!ended) throw new AppError('not.found');
      return ok(true);
    },
  );
};
