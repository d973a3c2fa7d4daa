import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AffiliateInfo,
  AffiliateQuery,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginResult,
  MemberIconBody,
  MemberIconValue,
  MemberInfo,
  PasswordResetBody,
  ProfileUpdate,
  ProfileView,
  RegisterBody,
  SessionEntry,
  SetPasswordByPhoneBody,
} from '@portal/contracts/accounts.schema';
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
import { callerOf, rememberLogin } from '../auth/caller.ts';
import { defaultDialing, type LoginService } from '../auth/login.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import type { VerificationService } from '../auth/verification.service.ts';
import { type AccountService, checkNewPassword } from './member.service.ts';
import type { RegisterService } from './register.service.ts';

export type AccountsRoutesDeps = {
  accounts: AccountService;
  register: RegisterService;
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

export const accountsRoutes: FastifyPluginAsyncTypebox<AccountsRoutesDeps> = async (app, deps) => {
  const { accounts } = deps;
  const member = { auth: 'session', realAccount: true } as const;
  const account = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        config: { auth: 'none', encrypted: true },
        schema: {
          tags: ['member'],
          summary:
            mode === 'mobile'
              ? 'Registers with a mobile number as the username, then logs in'
              : 'Registers by username with the merchant register settings, then logs in',
          description: 'The body may be sent encrypted (DESIGN.md 5).',
          body: RegisterBody,
          response: envelopeResponses(LoginResult),
        },
      },
      async (req, reply) => {
        const { result, expiresAt } = await deps.register.register(callerOf(req), req.body, mode);
        if (req.body.remember) rememberLogin(req, reply, result.token, expiresAt);
        return ok(result);
      },
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['member'],
        summary: 'Checks an affiliate or referral code and names its agent',
        querystring: AffiliateQuery,
        response: envelopeResponses(AffiliateInfo),
      },
    },
    async (req) => {
      if (!isModuleEnabled(req.merchant.features, 'AFFMAN3')) throw new AppError('function.not.available');
      const verdict = await deps.limiter.hit(`affiliate:ip:${req.ip}`, { limit: 30, windowMs: 60_000 });
      if (!verdict.allowed) throw new AppError('too.many.requests');
      const code = req.query.code?.trim();
      if (!code) throw new AppError('invitation_code_error');
      const agent = await deps.register.agentFor(req.merchant.id, code);
      return ok({ code: agent.affiliate_code ?? code, agent: agent.nickname ?? agent.username });
    },
  );

  app.get(
    '/wps/member/info',
    {
      config: { auth: 'session', beforePasswordChange: true },
      schema: {
        tags: ['member'],
        summary: 'The logged-in account',
        security: SECURITY,
        response: envelopeResponses(MemberInfo),
      },
    },
    async (req) => {
      const session = account(req);
      const info = await accounts.memberInfoOf(req.merchant.id, session.accountId);
      return ok({ ...info, mustChangePassword: session.mustChangePassword });
    },
  );

  app.get(
    '/wps/member/info/icon',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['member'],
        summary: 'The member icon and the icons to choose from',
        security: SECURITY,
        response: envelopeResponses(MemberIconValue),
      },
    },
    async (req) => ok(await accounts.icon(req.merchant.id, account(req).accountId)),
  );

  app.post(
    '/wps/member/info/icon',
    {
      config: member,
      schema: {
        tags: ['member'],
        summary: 'Chooses the member icon',
        security: SECURITY,
        body: MemberIconBody,
        response: envelopeResponses(MemberIconValue),
      },
    },
    async (req) => {
      if (!isModuleEnabled(req.merchant.features, 'PROFPIC3')) throw new AppError('function.not.available');
      return ok(await accounts.setIcon(req.merchant.id, account(req).accountId, req.body.icon));
    },
  );

  app.get(
    '/wps/member/profile',
    {
      config: member,
      schema: {
        tags: ['member'],
        summary: 'Profile fields, with those that can no longer change',
        security: SECURITY,
        response: envelopeResponses(ProfileView),
      },
    },
    async (req) => ok(await accounts.profile(req.merchant.id, account(req).accountId)),
  );

  app.post(
    '/wps/member/profile',
    {
      config: member,
      schema: {
        tags: ['member'],
        summary: 'Changes profile fields',
        security: SECURITY,
        body: ProfileUpdate,
        response: envelopeResponses(ProfileView),
      },
    },
    async (req) => ok(await accounts.updateProfile(req.merchant.id, account(req).accountId, req.body)),
  );

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
          const token = await accounts.createPasswordReset(found.id);
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
      const accountId = await accounts.spendPasswordReset(req.body.token);
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
      const iso = (value: Date | string) => new Date(value).toISOString();
      return ok(
        rows.map((row) => ({
          id: row.id,
          ip: row.ip,
          userAgent: row.user_agent,
          remember: row.remember,
          createdAt: iso(row.created_at),
          lastSeenAt: iso(row.last_seen_at),
          expiresAt: iso(row.expires_at),
          current: row.id === session.sessionId,
        })),
      );
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
