import { type BotCheck, noBotCheck } from '../../adapters/bot-check.ts';
import type { MailSender } from '../../adapters/mail.ts';
import type { SmsGateway } from '../../adapters/sms.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { LinkService } from '../member/links.service.ts';
import type { AccountService } from '../member/member.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createCaptchaService } from './captcha.service.ts';
import { createCredentialsService } from './credentials.service.ts';
import { createLoginService } from './login.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { registerRoutes } from './register.routes.ts';
import { createRegisterService } from './register.service.ts';
import { createSessionService } from './session.service.ts';
import { createVerificationService } from './verification.service.ts';

export type AuthModuleDeps = {
  db: Database;
  accounts: AccountService;
  /** Agents' affiliate links: a registration's code may be one. */
  links: LinkService;
  limiter: RateLimiter;
  sms: SmsGateway;
  mail: MailSender;
  /** The bot check of the SMS code calls; none unless given. */
  botCheck?: BotCheck;
  /** Keys the HMAC of verification codes. */
  verificationSecret: Buffer;
  captchaTestAnswer: string | null;
  defaultPassword: string;
  /** Where reset links point when the request's host is not one of the merchant's domains. */
  publicUrl: string;
  domainsOf: (merchant: Merchant) => Promise<string[]>;
  onRevoke: (tokenHash: string) => Promise<void>;
  events: EventBus;
  /** A player's own referral code's owner (the missions module's; decision 0037). */
  referrerOf?: (merchantId: number, code: string) => Promise<number | null>;
};

/** Who a caller is: registration, logins, sessions, captchas, verification codes and credentials. */
export function authModule(deps: AuthModuleDeps) {
  const { db, accounts, limiter } = deps;
  const sessions = createSessionService(db, { onRevoke: deps.onRevoke });
  const captcha = createCaptchaService(db, { testAnswer: deps.captchaTestAnswer });
  const verification = createVerificationService(db, {
    sms: deps.sms,
    mail: deps.mail,
    secret: deps.verificationSecret,
    events: deps.events,
  });
  const credentials = createCredentialsService(db);
  const login = createLoginService({
    accounts,
    credentials,
    sessions,
    captcha,
    verification,
    limiter,
    defaultPassword: deps.defaultPassword,
  });
  const register = createRegisterService({
    accounts,
    links: deps.links,
    login,
    captcha,
    verification,
    limiter,
    events: deps.events,
    ...(deps.referrerOf ? { referrerOf: deps.referrerOf } : {}),
  });
  const services = { sessions, captcha, verification, credentials, login, register };
  return defineModule('auth', services, async (app) => {
    await app.register(authRoutes, {
      login,
      sessions,
      accounts,
      captcha,
      verification,
      limiter,
      botCheck: deps.botCheck ?? noBotCheck,
    });
    await app.register(registerRoutes, { register, limiter });
    await app.register(passwordRoutes, {
      accounts,
      credentials,
      login,
      sessions,
      verification,
      mail: deps.mail,
      limiter,
      publicUrl: deps.publicUrl,
      domainsOf: deps.domainsOf,
    });
  });
}
