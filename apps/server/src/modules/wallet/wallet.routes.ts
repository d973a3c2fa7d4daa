import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import {
  ConsolidatedFunds,
  MemberTransferBody,
  MemberTransferResult,
  MerchantWallet,
  MerchantWalletQuery,
  TransactionQuery,
  TransactionRecord,
  TransferTarget,
  WalletBalance,
  WalletTransferBody,
} from '@portal/contracts/wallet.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { MemberTransfer } from '../../flows/member-transfer.ts';
import { ok } from '../../platform/app-error.ts';
import { requireModule } from '../../platform/feature-modules.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { WalletService } from './wallet.service.ts';

export type WalletRoutesDeps = { wallet: WalletService; memberTransfer: MemberTransfer };

const SECURITY = [{ token: [] }];

/** The caller's account id: these routes all declare auth 'session'. */
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesDeps> = async (
  app,
  { wallet, memberTransfer },
) => {
  // Trial accounts see their (empty) wallet; every movement needs a real account.
  const reader = { auth: 'session' } as const;
  const mover = { auth: 'session', realAccount: true } as const;

  app.get(
    '/wps/v2/wallets/balance',
    {
      config: reader,
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet balance, in minor units',
        security: SECURITY,
        response: envelopeResponses(WalletBalance),
      },
    },
    async (req) => ok(await wallet.balance(req.merchant, accountOf(req))),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: reader,
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet with every vendor wallet and their total',
        security: SECURITY,
        response: envelopeResponses(ConsolidatedFunds),
      },
    },
    async (req) => ok(await wallet.consolidated(req.merchant, accountOf(req))),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      config: reader,
      schema: {
        tags: ['wallet'],
        summary: 'Whether the merchant uses one wallet (isSingle 1) or a wallet per vendor',
        security: SECURITY,
        querystring: MerchantWalletQuery,
        response: envelopeResponses(MerchantWallet),
      },
    },
    async (req) => ok(await wallet.merchantWallet(req.merchant, req.query.merchantCode)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      config: mover,
      schema: {
        tags: ['wallet'],
        summary:
          'Moves money between the main wallet and a vendor wallet (all-in and all-out without an amount)',
        description: 'A repeated requestId is applied once. A single-wallet merchant answers wallet.single.',
        security: SECURITY,
        body: WalletTransferBody,
        response: envelopeResponses(ConsolidatedFunds),
      },
    },
    async (req) => {
      requireModule(req, 'FUNDTRANS3');
      return ok(await wallet.transferWallet(req.merchant, accountOf(req), req.body));
    },
  );

  app.get(
    '/wps/transaction/transfer/targets',
    {
      config: mover,
      schema: {
        tags: ['wallet'],
        summary: 'Who the member may transfer to: the upline, and an agent’s direct downline',
        security: SECURITY,
        response: envelopeResponses(Type.Array(TransferTarget)),
      },
    },
    async (req) => {
      requireModule(req, 'MEMTRANS3');
      return ok(await memberTransfer.targets(req.merchant, accountOf(req)));
    },
  );

  app.post(
    '/wps/transaction/transfer',
    {
      config: mover,
      schema: {
        tags: ['wallet'],
        summary: 'Sends money to the upline or a direct downline, with the payment password',
        description: 'A repeated requestId is applied once and answers the same reference.',
        security: SECURITY,
        body: MemberTransferBody,
        response: envelopeResponses(MemberTransferResult),
      },
    },
    async (req) => {
      requireModule(req, 'MEMTRANS3');
      return ok(await memberTransfer.transfer(req.merchant, accountOf(req), req.body));
    },
  );

  app.get(
    '/wps/report/transaction',
    {
      config: mover,
      schema: {
        tags: ['wallet'],
        summary: 'The account record: every movement of the main wallet, newest first',
        security: SECURITY,
        querystring: TransactionQuery,
        response: envelopeResponses(Page(TransactionRecord)),
      },
    },
    async (req) => ok(await wallet.records(req.merchant, accountOf(req), req.query)),
  );
};
