/**
 * The seamless wallet protocol (DESIGN.md 5a): what a game vendor calls to move a player's money.
 * POST /gsw/v1/{vendor}/{operation} with a JSON body signed by HMAC-SHA256 (hex, header x-signature)
 * over the exact bytes with the vendor's secret; the caller's address must be on the vendor's list.
 */
export const SEAMLESS_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'refund', 'endRound'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';
export const SEAMLESS_PATH_PREFIX = '/gsw/v1';

/** The integrations the embedded defaults provide (DESIGN.md 6): served by this platform. */
export const EMBEDDED_PROVIDERS = ['HOUSE', 'SANDBOX'] as const;
export type EmbeddedProvider = (typeof EMBEDDED_PROVIDERS)[number];

export type {
  SeamlessAuthenticate,
  SeamlessBalance,
  SeamlessBet,
  SeamlessEndRound,
  SeamlessRefund,
  SeamlessResult,
  SeamlessWin,
} from './seamless.schema.ts';
