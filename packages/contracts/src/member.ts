/** Players' and agents' accounts: account types, profile fields, member icons. */

/** Account types (spec sections 3 and 6): 0 player, 4 trial, 1, 2, 41 and 42 agents. */
export const ACCOUNT_TYPE = { player: 0, trial: 4 } as const;

export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;

export const TRIAL_ACCOUNT_TYPES = [4] as const;
/** Types that may log in at all; any other type is a non-member account (spec section 8). */

export const MEMBER_ACCOUNT_TYPES = [0, 4, ...AGENT_ACCOUNT_TYPES] as const;

export const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);

export const isTrialType = (type: number) => (TRIAL_ACCOUNT_TYPES as readonly number[]).includes(type);

export const isMemberType = (type: number) => (MEMBER_ACCOUNT_TYPES as readonly number[]).includes(type);

/** Profile fields of the my-account page (spec section 3, "other labels name user fields"). */
export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'birthday',
  'email',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Profile fields a player sets once and then only customer service changes (identity and payout checks). */
export const PROFILE_FIELDS_LOCKED_ONCE_SET: readonly ProfileField[] = ['realName', 'birthday'];

/** Member icons a player picks from (PROFPIC3); drawn by the server's art routes. */
export const MEMBER_ICONS = [
  'crown',
  'dragon',
  'gem',
  'lotus',
  'star',
  'rocket',
  'coin',
  'fish',
  'rooster',
  'temple',
] as const;

export type MemberIcon = (typeof MEMBER_ICONS)[number];

export type { MemberIconValue, MemberInfo, Profile, ProfileUpdate } from './member.schema.ts';
