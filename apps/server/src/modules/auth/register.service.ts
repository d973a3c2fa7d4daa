import { DOWNLINE_TYPE } from '@portal/contracts/agent';
import type { RegisterBody } from '@portal/contracts/auth';
import { ACCOUNT_TYPE, isAgentType } from '@portal/contracts/member';
import { isModuleEnabled, type RegisterField } from '@portal/contracts/system';
import { checkField, fieldHint } from '@portal/contracts/validation';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { hashPassword } from '../../platform/password.ts';
import { type Phone, parsePhone } from '../../platform/phone.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { LinkService } from '../member/links.service.ts';
import type { AccountService } from '../member/member.service.ts';
import { checkNewPassword } from '../member/member.service.ts';
import type { AccountRegistered } from './auth.events.ts';
import { deviceHashOf } from './caller.ts';
import type { CaptchaService } from './captcha.service.ts';
import { type Caller, defaultDialing, type LoginService } from './login.service.ts';
import type { VerificationService } from './verification.service.ts';

/** Where an invitation places a new account, and of which type. */
export type Invitation = { agentId: number; code: string; name: string; type: number; linkId: number | null };

const REGISTRATIONS_PER_IP = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Fields stored in the profile as they are typed. */
const PROFILE_FROM_REGISTRATION = ['line', 'whatsapp', 'facebook', 'wechat', 'qqNum', 'idNumber'] as const;

/**
 * Registration (spec sections 4 and 5): every per-field rule of the merchant's register settings,
 * checked with the same pattern definitions the portal uses; confirmation, terms and age; SMS code
 * when verification is on; the affiliate or referral code places the account under its agent; the new
 * account is logged in.
 */
export function createRegisterService(deps: {
  accounts: AccountService;
  links: LinkService;
  login: LoginService;
  captcha: CaptchaService;
  verification: VerificationService;
  limiter: RateLimiter;
  /** account.registered goes out here. */
  events: EventBus;
  /**
   * A player's own referral code (decision 0037): the referrer's account, or null. Asked only when the
   * code is no agent's, so agents' codes and the agent tree keep working as before.
   */
  referrerOf?: (merchantId: number, code: string) => Promise<number | null>;
}) {
  const { accounts } = deps;

  /**
   * Where an invitation code places a new account: an active agent's own affiliate code (a player under
   * it), or a live affiliate link of an active agent (its kind: a player or an agent); otherwise the
   * invitation_code_error refusal.
   */
  async function agentFor(merchantId: number, code: string): Promise<Invitation> {
    const agent = await accounts.findByAffiliateCode(merchantId, code);
    if (agent && isAgentType(agent.type) && agent.status === 'active') {
      const name = agent.nickname ?? agent.username;
      return {
        agentId: agent.id,
        code: agent.affiliate_code ?? code,
        name,
        type: ACCOUNT_TYPE.player,
        linkId: null,
      };
    }
    const link = await deps.links.usable(merchantId, code);
    if (!link) throw new AppError('invitation_code_error');
    const name = link.nickname ?? link.username;
    return { agentId: link.agent_id, code: link.code, name, type: DOWNLINE_TYPE[link.kind], linkId: link.id };
  }

  return {
    agentFor,

    async register(caller: Caller, body: RegisterBody, mode: 'username' | 'mobile') {
      const { merchant } = caller;
      if (!isModuleEnabled(merchant.features, 'REG3')) throw new AppError('function.not.available');
      if (mode === 'mobile' && !isModuleEnabled(merchant.features, 'MOBILENUMREG3')) {
        throw new AppError('function.not.available');
      }
      const verdict = await deps.limiter.hit(`register:ip:${caller.ip}`, REGISTRATIONS_PER_IP);
      if (!verdict.allowed) throw new AppError('too.many.requests');

      const settings = merchant.registerSettings;
      if (!body.termsAccepted) throw new AppError('terms.required');
      if (!body.ageConfirmed) {
        throw new AppError('age.required', `Please confirm you are ${settings.minAge} years old`);
      }

      let phone: Phone | null = null;
      if (mode === 'mobile' || body.mobileNum?.trim()) {
        phone = parsePhone(body.mobileNum, body.countryDialingCode, defaultDialing(caller));
      }
      const username = mode === 'mobile' ? (phone as Phone).local : (body.username ?? '').trim();
      const values: Partial<Record<RegisterField, string>> = {
        ...(body as Record<string, unknown> as Partial<Record<RegisterField, string>>),
        username,
        mobileNum: phone?.local ?? '',
      };
      for (const rule of settings.rules) {
        if (!rule.enabled || rule.field === 'captcha') continue;
        if (mode === 'mobile' && rule.field === 'username') continue;
        if (rule.field === 'password') continue;
        const value = String(values[rule.field as RegisterField] ?? '');
        if (!checkField(value, rule).ok)
          throw new AppError('validation.failed', `${rule.field}: ${fieldHint(rule)}`);
      }
      checkNewPassword(settings, body.password, body.confirmPassword);

      const captchaRule = settings.rules.find((r) => r.field === 'captcha');
      if (captchaRule?.enabled && captchaRule.required && isModuleEnabled(merchant.features, 'CAPTCHA3')) {
        if (!body.captcha?.trim()) throw new AppError('captcha.required');
        if (!(await deps.captcha.check(merchant.id, caller.captchaKey, body.captcha))) {
          throw new AppError('captcha.invalid');
        }
      }

      if (phone) {
        const needsCode =
          mode === 'mobile' ? isModuleEnabled(merchant.features, 'REGMOBVERF3') : settings.smsVerification;
        if (needsCode) {
          if (!body.verificationCode?.trim()) throw new AppError('verification.code.invalid');
          await deps.verification.verify(merchant.id, 'register', phone.international, body.verificationCode);
        }
        if (await accounts.findByMobile(merchant.id, phone.dialingCode, phone.local))
          throw new AppError('mobile.taken');
      }

      const invitation = body.affiliateCode?.trim() || body.referralCode?.trim();
      let parentId: number | null = null;
      let type: number = ACCOUNT_TYPE.player;
      let agentLinkId: number | null = null;
      let referrerId: number | null = null;
      if (invitation) {
        try {
          const placed = await agentFor(merchant.id, invitation);
          parentId = placed.agentId;
          type = placed.type;
          agentLinkId = placed.linkId;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'invitation_code_error')) throw error;
          referrerId = (await deps.referrerOf?.(merchant.id, invitation)) ?? null;
          if (referrerId === null) throw error;
        }
      }
      const recommender = body.recommenderId?.trim();
      if (recommender && parentId === null) {
        const referrer = await accounts.findByUsername(merchant.id, recommender);
        if (!referrer || referrer.type === ACCOUNT_TYPE.trial) throw new AppError('invitation_code_error');
        parentId = referrer.id;
      }

      const profile: Record<string, unknown> = {};
      for (const field of PROFILE_FROM_REGISTRATION)
        if (body[field]?.trim()) profile[field] = body[field]?.trim();
      if (body.payeeName?.trim()) profile.realName = body.payeeName.trim();
      if (recommender) profile.recommenderId = recommender;
      if (body.registerUrl) profile.registerUrl = body.registerUrl.slice(0, 2048);

      const deviceHash = caller.deviceId ? deviceHashOf(caller.deviceId) : null;
      const id = await accounts.insert({
        merchantId: merchant.id,
        deviceHash,
        username,
        passwordHash: await hashPassword(body.password),
        type,
        parentId,
        agentLinkId,
        email: body.email?.trim() || null,
        mobile: phone?.local ?? null,
        countryDialingCode: phone?.dialingCode ?? null,
        nickname: null,
        profile,
      });
      if (id === null) throw new AppError('username.taken');
      const registered: AccountRegistered = {
        merchantId: merchant.id,
        accountId: id,
        username,
        type,
        parentId,
        via: mode,
        ...(referrerId === null ? {} : { referrerId, ip: caller.ip }),
        ...(referrerId === null || deviceHash === null ? {} : { deviceHash }),
      };
      deps.events.publish('account.registered', registered);
      return deps.login.startSession(
        caller,
        await accounts.get(merchant.id, id),
        body.remember === true,
        false,
      );
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
