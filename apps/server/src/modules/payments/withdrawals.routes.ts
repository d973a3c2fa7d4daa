import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import {
  BankCardBody,
  BankCards,
  PaymentPasswordBody,
  PaymentPasswordCheckBody,
  PaymentPasswordState,
  WithdrawalOrder,
  WithdrawalParams,
  WithdrawalQuery,
  WithdrawBody,
  WithdrawConfirmBody,
  WithdrawSettings,
} from '@portal/contracts/payments.schema';
import type { FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/app-error.ts';
import { verifyPassword } from '../../platform/password.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { AccountService } from '../member/member.service.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import { PROOF_MULTIPART_LIMITS, ProofUploadForm, readProofUpload } from './proof-upload.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

export type WithdrawalsRoutesDeps = {
  withdrawals: WithdrawalService;
  paymentPasswords: PaymentPasswordService;
  accounts: AccountService;
  limiter: RateLimiter;
};

const SECURITY = [{ token: [] }];

/** Per account: setting the payment password checks the login password, so it is slowed like a login. */
const PASSWORD_SETS: RateRule = { limit: 10, windowMs: 15 * 60_000 };
/** Per account: every call that checks the payment password (the lock is the real cap on guesses). */
const PASSWORD_CHECKS: RateRule = { limit: 30, windowMs: 15 * 60_000 };
const CARD_BINDS: RateRule = { limit: 10, windowMs: 15 * 60_000 };
const CONFIRMS: RateRule = { limit: 20, windowMs: 60_000 };

/** The caller's account id: these routes all declare auth 'session'. */
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/**
 * Withdrawals (member centre `withdraw`): the payment password, bank cards, the request, the player's
 * history and the answer to a paid withdrawal (with proof upload when it did not arrive).
 */
export const withdrawalsRoutes: FastifyPluginAsyncTypebox<WithdrawalsRoutesDeps> = async (app, deps) => {
  const { withdrawals, paymentPasswords, accounts } = deps;
  // Money calls: trial accounts are refused (in_need_true_account).
  const member = { auth: 'session', realAccount: true } as const;

  // Uploads are parsed only here (this plugin's scope), with limits; a bad body is a 4xx.
  await app.register(multipart, { limits: PROOF_MULTIPART_LIMITS, throwFileSizeLimit: true });

  async function limit(key: string, rule: RateRule) {
    const verdict = await deps.limiter.hit(key, rule);
    if (!verdict.allowed) throw new AppError('too.many.requests');
  }

  app.get(
    '/wps/system/withdrawBanks',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary:
          'Withdrawal rules of the merchant: banks, amount limits, daily count and how many used today',
        description: 'usedToday counts the UTC day’s withdrawals that were not rejected.',
        security: SECURITY,
        response: envelopeResponses(WithdrawSettings),
      },
    },
    async (req) => ok(await withdrawals.settings(req.merchant, accountOf(req))),
  );

  app.get(
    '/wps/member/hasWithdrawalPassword',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Whether the payment password is set, and until when it is locked',
        security: SECURITY,
        response: envelopeResponses(PaymentPasswordState),
      },
    },
    async (req) => ok(await paymentPasswords.state(accountOf(req))),
  );

  app.put(
    '/wps/member/paymentPassword',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Sets the payment password (with the login password) or changes it (with the old one)',
        description:
          'Six digits. A wrong old payment password counts towards the lock like any wrong payment password.',
        security: SECURITY,
        body: PaymentPasswordBody,
        response: envelopeResponses(PaymentPasswordState),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      await limit(`payment-password:set:${accountId}`, PASSWORD_SETS);
      const loginPasswordMatches = async (password: string) =>
        verifyPassword((await accounts.get(req.merchant.id, accountId)).password_hash, password);
      return ok(await paymentPasswords.set(accountId, req.body, loginPasswordMatches));
    },
  );

  app.post(
    '/wps/member/paymentPassword/check',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Checks the payment password',
        description:
          'Wrong: payment.password.incorrect with value {remaining}. After 5 failures: payment.password.locked with value {lockedUntil} for 30 minutes. A success resets the count.',
        security: SECURITY,
        body: PaymentPasswordCheckBody,
        response: envelopeResponses(PaymentPasswordState),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      await limit(`payment-password:check:${accountId}`, PASSWORD_CHECKS);
      return ok(await paymentPasswords.check(accountId, req.body.paymentPassword));
    },
  );

  app.get(
    '/wps/member/bankCard',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'The bound bank cards (account numbers masked) and the real name they must carry',
        security: SECURITY,
        response: envelopeResponses(BankCards),
      },
    },
    async (req) => ok(await withdrawals.cards.list(req.merchant, accountOf(req))),
  );

  app.put(
    '/wps/member/bankCard',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Binds a bank card in the real name of the profile',
        description:
          'The name must match the real name (spaces and case aside); the first card of a profile without a real name sets it.',
        security: SECURITY,
        body: BankCardBody,
        response: envelopeResponses(BankCards),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      await limit(`bank-card:bind:${accountId}`, CARD_BINDS);
      return ok(await withdrawals.cards.bind(req.merchant, accountId, req.body));
    },
  );

  app.post(
    '/wps/transaction/withdraw',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Asks for a withdrawal to a bound card; the amount is held at once',
        description: 'A repeated requestId answers the first order and holds nothing more.',
        security: SECURITY,
        body: WithdrawBody,
        response: envelopeResponses(WithdrawalOrder),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      await limit(`payment-password:check:${accountId}`, PASSWORD_CHECKS);
      return ok(await withdrawals.withdraw(req.merchant, accountId, req.body));
    },
  );

  app.get(
    '/wps/report/withdrawTransaction',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'The player’s withdrawals, newest first',
        security: SECURITY,
        querystring: WithdrawalQuery,
        response: envelopeResponses(Page(WithdrawalOrder)),
      },
    },
    async (req) => ok(await withdrawals.list(req.merchant, accountOf(req), req.query)),
  );

  app.post(
    '/wps/transaction/withdraw/:id/confirm',
    {
      config: member,
      schema: {
        tags: ['payments'],
        summary: 'Answers a paid withdrawal: received, or not received with proof',
        description:
          'Received: JSON {received: true}. Not received: multipart/form-data with received=false, comment and 1-3 PNG or JPEG images named proof (5 MB each); this reopens the case for the operator.',
        security: SECURITY,
        params: WithdrawalParams,
        body: {
          content: {
            'application/json': { schema: WithdrawConfirmBody },
            'multipart/form-data': { schema: ProofUploadForm },
          },
        },
        response: envelopeResponses(WithdrawalOrder),
      },
      // The form is read by the handler, once the session is known: validation sees an empty form.
      preValidation: async (req) => {
        if (req.isMultipart()) req.body = {};
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      const { id } = req.params;
      await limit(`withdraw:confirm:${accountId}`, CONFIRMS);
      if (req.isMultipart()) {
        // Before the upload is read: only the player's own paid withdrawal takes one.
        await withdrawals.expectConfirmable(req.merchant, accountId, id);
        const answer = await readProofUpload(req);
        return ok(await withdrawals.confirm(req.merchant, accountId, id, answer));
      }
      if (req.mediaType !== 'application/json') throw new AppError('unsupported.media.type');
      const body = req.body as WithdrawConfirmBody;
      if (!body.received) throw new AppError('upload.required');
      return ok(await withdrawals.confirm(req.merchant, accountId, id, { received: true }));
    },
  );
};
