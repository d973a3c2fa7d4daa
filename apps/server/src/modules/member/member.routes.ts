import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MemberIconBody,
  MemberIconValue,
  MemberInfo,
  MemberLanguageBody,
  MemberLanguageValue,
  ProfileUpdate,
  ProfileView,
} from '@portal/contracts/member.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import type { FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { AccountService } from './member.service.ts';

export type MemberRoutesDeps = {
  accounts: AccountService;
};

const SECURITY = [{ token: [] }];

/** The member's own account: member info, icon and profile. */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberRoutesDeps> = async (app, deps) => {
  const { accounts } = deps;
  const member = { auth: 'session', realAccount: true } as const;
  const account = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

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

  // The language-update action (spec section 4): trial accounts too, as any player may switch language.
  app.post(
    '/wps/member/language',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['member'],
        summary: 'Stores the language the member chose (the language-update action)',
        security: SECURITY,
        body: MemberLanguageBody,
        response: envelopeResponses(MemberLanguageValue),
      },
    },
    async (req) =>
      ok(
        await accounts.setLanguage(
          req.merchant.id,
          account(req).accountId,
          req.merchant.languages,
          req.body.language,
        ),
      ),
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
};
