import { type Static, Type } from 'typebox';

const Id = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description });
const PlayerId = Id('The player id authenticate answered');
const Minor = (description: string) =>
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: `${description} (minor units)` });

/** Exchanges the launch token for the player. */
export const SeamlessAuthenticate = Type.Object({ token: Type.String({ minLength: 16, maxLength: 128 }) });
export type SeamlessAuthenticate = Static<typeof SeamlessAuthenticate>;

export const SeamlessBalance = Type.Object({ playerId: PlayerId });
export type SeamlessBalance = Static<typeof SeamlessBalance>;

/** Debits a stake. Needs a live launch token: a player whose game session ended cannot start a bet. */
export const SeamlessBet = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 128 }),
  playerId: PlayerId,
  txId: Id('The vendor’s transaction id: one bet per (vendor, txId)'),
  roundId: Id('The round the bet belongs to'),
  gameCode: Id('The vendor’s game code'),
  amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Stake (minor units)' }),
  /** Turnover that counts for rebates; the stake when not given (a hedged bet may count less). */
  validBet: Type.Optional(Minor('Valid bet')),
});
export type SeamlessBet = Static<typeof SeamlessBet>;

/** Credits a round's result (amount 0 for a loss). Never refused because the session expired. */
export const SeamlessWin = Type.Object({
  playerId: PlayerId,
  txId: Id('The vendor’s transaction id of this win'),
  roundId: Id('The round it settles'),
  /** The bet it pays; the round's oldest open bet when not given. */
  betTxId: Type.Optional(Id('The bet it pays')),
  amount: Minor('Payout'),
  /** True when this result finishes the round: its other open bets settle as lost. */
  roundEnded: Type.Optional(Type.Boolean()),
});
export type SeamlessWin = Static<typeof SeamlessWin>;

/** Reverses a bet. For a bet not seen yet it is remembered, and the late bet is reversed as it lands. */
export const SeamlessRefund = Type.Object({
  playerId: PlayerId,
  txId: Id('The vendor’s transaction id of this refund'),
  betTxId: Id('The bet to reverse'),
  roundId: Id('The round of the bet'),
});
export type SeamlessRefund = Static<typeof SeamlessRefund>;

/** Closes a round as finished: its bets still open settle as lost (payout 0). */
export const SeamlessEndRound = Type.Object({
  playerId: PlayerId,
  roundId: Id('The round to close'),
});
export type SeamlessEndRound = Static<typeof SeamlessEndRound>;

/** The value of every answer (inside the envelope). */
export const SeamlessResult = Type.Object({
  playerId: Type.String(),
  currency: Type.String(),
  /** The player's balance now (minor units), also on a replay. */
  balance: Type.Integer(),
  /** The platform's reference of the movement, when one was made. */
  reference: Type.Union([Type.String(), Type.Null()]),
  /**
   * What the operation did: applied; replayed (an earlier identical call did it); refunded (a late bet
   * reversed as it landed); remembered (a refund of a bet not seen yet, kept for when it lands).
   */
  outcome: Type.Union([
    Type.Literal('applied'),
    Type.Literal('replayed'),
    Type.Literal('refunded'),
    Type.Literal('remembered'),
  ]),
  /** authenticate only: the player's display name and language. */
  username: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});
export type SeamlessResult = Static<typeof SeamlessResult>;
