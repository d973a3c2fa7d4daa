/**
 * Missions, the mission leaderboard and player referrals (issue 19, decision 0037). Money in minor units.
 */
import { type Static, Type } from 'typebox';
import { IsoDay, OneOf } from './common.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e13, description: 'Minor units' });
const Titles = Type.Record(
  Type.String({ pattern: '^[a-z]{2}$' }),
  Type.String({ minLength: 1, maxLength: 80 }),
);

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export const MISSION_KINDS = ['rounds', 'bet', 'deposit', 'invite'] as const;
export const REFERRAL_STATUSES = ['registered', 'deposited', 'rewarded', 'refused'] as const;

const Period = OneOf(MISSION_PERIODS);
const Kind = OneOf(MISSION_KINDS);

/** A mission as the player sees it in the current period. */
export const PlayerMission = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  period: Period,
  /** rounds: rounds played; bet: valid bet (minor units); deposit: deposits (minor units); invite: friends. */
  kind: Kind,
  category: Type.Union([Type.String(), Type.Null()]),
  target: Type.Integer({ minimum: 1 }),
  progress: Type.Integer({ minimum: 0 }),
  reward: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0 }),
  points: Type.Integer({ minimum: 0 }),
  claimable: Type.Boolean(),
  claimed: Type.Boolean(),
  /** When the period ends (progress starts again), null for a one-off mission. */
  endsAt: Type.Union([Instant, Type.Null()]),
});
export type PlayerMission = Static<typeof PlayerMission>;

/** MCSFE_getMissionSummaryDetails: the caller's missions, its points this week and what it can claim. */
export const MissionSummary = Type.Object({
  missions: Type.Array(PlayerMission),
  weekPoints: Type.Integer({ minimum: 0 }),
  claimable: Type.Integer({ minimum: 0 }),
});
export type MissionSummary = Static<typeof MissionSummary>;

export const MissionParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const MissionClaim = Type.Object({ mission: PlayerMission, amount: Money, points: Type.Integer() });
export type MissionClaim = Static<typeof MissionClaim>;

export const LeaderboardPrize = Type.Object({
  place: Type.Integer({ minimum: 1, maximum: 100 }),
  amount: Type.Integer({ minimum: 1, maximum: 1e13 }),
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type LeaderboardPrize = Static<typeof LeaderboardPrize>;

/** MCSFE_getMissionLeaderboard: the week's ranking by mission points, masked, with the prizes. */
export const MissionLeaderboard = Type.Object({
  start: Instant,
  end: Instant,
  rows: Type.Array(
    Type.Object({
      place: Type.Integer({ minimum: 1 }),
      name: Type.String(),
      points: Type.Integer({ minimum: 0 }),
      prize: Type.Union([Money, Type.Null()]),
      own: Type.Boolean(),
    }),
  ),
  prizes: Type.Array(LeaderboardPrize),
  /** The caller's place (null: no points this week) and points. */
  own: Type.Object({
    place: Type.Union([Type.Integer(), Type.Null()]),
    points: Type.Integer({ minimum: 0 }),
  }),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

export const ReferralRule = Type.Object({
  enabled: Type.Boolean(),
  /** The referrer's bonus per friend that qualifies. */
  reward: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The friend's deposits and valid bet that qualify (deposits at least 1 minor unit). */
  minDeposit: Type.Integer({ minimum: 1, maximum: 1e13 }),
  minValidBet: Money,
  /** Refuse a friend registering from the referrer's or another friend's address (absent: true). */
  refuseSameAddress: Type.Optional(Type.Boolean()),
  /** Refuse a friend registering from the referrer's or another friend's device (absent: true; decision 0046). */
  refuseSameDevice: Type.Optional(Type.Boolean()),
});
export type ReferralRule = Static<typeof ReferralRule>;

export const ReferralFriend = Type.Object({
  name: Type.String(),
  status: OneOf(REFERRAL_STATUSES),
  registeredAt: Instant,
  reward: Type.Union([Money, Type.Null()]),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

/** The referral page: the caller's code (the link is the site's /register?referralCode=…), the rule, friends. */
export const ReferralSummary = Type.Object({
  code: Type.String(),
  rule: Type.Union([ReferralRule, Type.Null()]),
  friends: Type.Array(ReferralFriend),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

// Operators

export const MissionConfig = Type.Object({
  period: Period,
  kind: Kind,
  category: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 32 })]),
  target: Type.Integer({ minimum: 1, maximum: 1e13 }),
  reward: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  points: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /** Loyalty points credited on claim (the points balance; decision 0046), besides the mission points. */
  rewardPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  titles: Titles,
  status: Type.Union([Type.Literal('active'), Type.Literal('paused')]),
  sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type MissionConfig = Static<typeof MissionConfig>;

export const OpsMission = Type.Intersect([Type.Object({ id: Type.Integer() }), MissionConfig]);
export type OpsMission = Static<typeof OpsMission>;

export const OpsMissionSettings = Type.Object({
  missions: Type.Array(OpsMission),
  prizes: Type.Array(LeaderboardPrize),
  referral: Type.Union([ReferralRule, Type.Null()]),
});
export type OpsMissionSettings = Static<typeof OpsMissionSettings>;

export const OpsPrizesBody = Type.Object({ prizes: Type.Array(LeaderboardPrize, { maxItems: 100 }) });

/** A player's missions and referrals for operators (read). */
export const OpsPlayerMissions = Type.Object({
  code: Type.Union([Type.String(), Type.Null()]),
  claims: Type.Array(
    Type.Object({
      missionId: Type.Integer(),
      period: Type.String(),
      progress: Type.Integer(),
      claimedAt: Type.Union([Instant, Type.Null()]),
      points: Type.Integer(),
    }),
  ),
  friends: Type.Array(
    Type.Intersect([
      ReferralFriend,
      Type.Object({
        username: Type.String(),
        ip: Type.String(),
        refusedReason: Type.Union([Type.String(), Type.Null()]),
      }),
    ]),
  ),
});
export type OpsPlayerMissions = Static<typeof OpsPlayerMissions>;

export const OpsPayouts = Type.Object({
  period: Type.String(),
  payouts: Type.Array(
    Type.Object({
      place: Type.Integer(),
      username: Type.String(),
      points: Type.Integer(),
      amount: Money,
      paidAt: Instant,
    }),
  ),
});
export type OpsPayouts = Static<typeof OpsPayouts>;

const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
export const OpsMissionQuery = Type.Object({ merchant: MerchantCode });
export const OpsPayoutsQuery = Type.Object({
  merchant: MerchantCode,
  /** The week's first day (YYYY-MM-DD); the last finished week when not given. */
  period: Type.Optional(IsoDay()),
});
export const OpsMissionParams = MissionParams;
export const OpsMissionBody = Type.Intersect([MissionConfig, Type.Object({ merchant: MerchantCode })]);
export const OpsMissionPrizesBody = Type.Intersect([OpsPrizesBody, Type.Object({ merchant: MerchantCode })]);
export const OpsReferralRuleBody = Type.Intersect([ReferralRule, Type.Object({ merchant: MerchantCode })]);
