/**
 * Promotions and bonuses (issue 18, decision 0030): the types an operator may configure, the activity
 * states of spec section 4, the bonus states, and the application limits of spec section 5.
 */

/**
 * The promotion types the engine runs. A raffle is not built, so it is not offered (the database keeps
 * room for it). A rebate promotion only describes the rebates module's rules; it pays nothing itself.
 */
export const PROMOTION_TYPES = ['welcome', 'reload', 'rebate', 'signup', 'custom'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Who may take part: every member, members registered within some days, some VIP levels, an agent's team. */
export const AUDIENCE_KINDS = ['merchant', 'newMembers', 'vipLevels', 'agentTeam'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** The activity states of spec section 4, as the player's button shows them. */
export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
  'comingSoon',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** A bonus and its turnover requirement: active (open), met, forfeited, revoked, expired. */
export const BONUS_STATUSES = ['active', 'met', 'forfeited', 'revoked', 'expired'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** What a forfeit takes back: the bonus, or the bonus and the winnings of the bets counted for it. */
export const FORFEIT_RULES = ['bonus', 'bonus_and_winnings'] as const;
export type ForfeitRule = (typeof FORFEIT_RULES)[number];

/** A category's weight in percent: 100 counts a valid bet fully (the default), 0 not at all. */
export const DEFAULT_CATEGORY_WEIGHT = 100;

/** Applications (spec section 5): a comment of at most 140 characters, 1-3 PNG or JPEG images of 5 MB. */
export const APPLICATION_UPLOAD = {
  maxImages: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'] as const,
  commentMaxLength: 140,
};

/** The entry states a player's participation is stored in (the activity state is computed from them). */
export const ENTRY_STATUSES = ['joined', 'qualified', 'applying', 'rejected', 'issued'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
