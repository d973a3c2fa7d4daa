import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AffiliateInfo, AffiliateQuery, LoginResult, RegisterBody } from '@portal/contracts/auth.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import { AppError, ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { callerOf, rememberLogin } from './caller.ts';
import type { RegisterService } from './register.service.ts';

export type RegisterRoutesDeps = {
  register: RegisterService;
  limiter: RateLimiter;
};

/** Registration by username or mobile number, and the affiliate code check of the sign-up form. */
export const registerRoutes: FastifyPluginAsyncTypebox<RegisterRoutesDeps> = async (app, deps) => {
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
      return ok({ code: agent.code, agent: agent.name });
    },
  );
};
