import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SEAMLESS_OPERATIONS,
  SEAMLESS_SIGNATURE_HEADER,
  type SeamlessOperation,
} from '@portal/contracts/seamless';
import {
  SeamlessAuthenticate,
  SeamlessBalance,
  SeamlessBet,
  SeamlessEndRound,
  SeamlessRefund,
  SeamlessResult,
  SeamlessWin,
} from '@portal/contracts/seamless.schema';
import { type TSchema, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError, ok } from '../../platform/app-error.ts';
import { signatureMatches } from '../../platform/hmac.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { ipAllowed, type VendorCredentials } from './credentials.ts';
import type { SeamlessService } from './seamless.service.ts';

export type SeamlessRoutesDeps = {
  seamless: SeamlessService;
  /** The integrations allowed to call, by code (the {vendor} of the path). */
  credentials: ReadonlyMap<string, VendorCredentials>;
};

const BODY_LIMIT = 8 * 1024;

const SCHEMAS: Record<SeamlessOperation, TSchema> = {
  authenticate: SeamlessAuthenticate,
  balance: SeamlessBalance,
  bet: SeamlessBet,
  win: SeamlessWin,
  refund: SeamlessRefund,
  endRound: SeamlessEndRound,
};
const CHECKS = Object.fromEntries(
  Object.entries(SCHEMAS).map(([op, schema]) => [op, Compile(schema)]),
) as unknown as Record<SeamlessOperation, ReturnType<typeof Compile>>;

/** Parses a signed body and checks it against its operation's schema; the message names the first bad field. */
function readBody(operation: SeamlessOperation, raw: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('validation.failed', 'The body is not valid JSON');
  }
  const check = CHECKS[operation];
  if (check.Check(value)) return value;
  const [first] = check.Errors(value);
  const where = first?.instancePath ? first.instancePath.slice(1) : 'body';
  throw new AppError('validation.failed', `${where} ${first?.message ?? 'is not valid'}`);
}

/**
 * The seamless wallet a vendor's servers call (DESIGN.md 5a). The caller's address and the body's
 * signature are checked before anything else, over the exact bytes received: in this plugin's scope
 * JSON arrives unparsed. These calls stand outside the portal's modes: a round under way completes.
 */
export const seamlessRoutes: FastifyPluginAsyncTypebox<SeamlessRoutesDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const description =
    'Body (application/json) signed with HMAC-SHA256 of the exact bytes and the vendor’s secret, as hex in ' +
    `header ${SEAMLESS_SIGNATURE_HEADER}; the caller’s address must be on the vendor’s list. Checked before ` +
    'anything else (seamless.ip.denied, seamless.signature.invalid). Operations: authenticate {token}, balance ' +
    '{playerId}, bet {token, playerId, txId, roundId, gameCode, amount, validBet?}, win {playerId, txId, roundId, ' +
    'betTxId?, amount, roundEnded?}, refund {playerId, txId, betTxId, roundId}, endRound {playerId, roundId}. ' +
    'Each of bet, win and refund applies once per (vendor, txId, operation): a replay answers outcome ' +
    '"replayed" with the balance now; the same txId with other details answers seamless.tx.conflict. A win ' +
    'for a round with no bet yet answers seamless.bet.unknown (nothing moves; retry later). A refund of a bet ' +
    'not seen yet answers outcome "remembered", and the late bet lands refunded. A bet beyond the balance ' +
    'answers wallet.insufficient.funds with value {balance}. Amounts are minor units.';

  app.post(
    '/gsw/v1/:vendor/:operation',
    {
      config: { auth: 'none', modeExempt: true },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['seamless wallet'],
        summary: 'A game vendor’s wallet call (seamless wallet)',
        description,
        params: Type.Object({
          vendor: Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' }),
          operation: Type.String({ enum: [...SEAMLESS_OPERATIONS] }),
        }),
        response: envelopeResponses(SeamlessResult),
      },
    },
    async (req) => {
      const vendor = req.params.vendor.toUpperCase();
      const credentials = deps.credentials.get(vendor);
      if (!credentials) throw new AppError('seamless.vendor.unknown');
      if (!ipAllowed(credentials, req.ip)) throw new AppError('seamless.ip.denied');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!signatureMatches(credentials.secret, raw, req.headers[SEAMLESS_SIGNATURE_HEADER])) {
        throw new AppError('seamless.signature.invalid');
      }
      const operation = req.params.operation as SeamlessOperation;
      const body = readBody(operation, raw);
      const { seamless } = deps;
      switch (operation) {
        case 'authenticate':
          return ok(await seamless.authenticate(vendor, body as SeamlessAuthenticate));
        case 'balance':
          return ok(await seamless.balance(vendor, body as SeamlessBalance));
        case 'bet':
          return ok(await seamless.bet(vendor, body as SeamlessBet));
        case 'win':
          return ok(await seamless.win(vendor, body as SeamlessWin));
        case 'refund':
          return ok(await seamless.refund(vendor, body as SeamlessRefund));
        case 'endRound':
          return ok(await seamless.endRound(vendor, body as SeamlessEndRound));
      }
    },
  );
};
