/** Schemas of the member calls: member info, profile, icon. */
import { type Static, Type } from 'typebox';

import { MEMBER_ICONS, type MemberIcon } from './member.ts';

const Icon = Type.Unsafe<MemberIcon>(Type.String({ enum: [...MEMBER_ICONS] }));

const Nullable = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  firstTimeLogin: Type.Boolean(),
  /** The password must be changed before anything else works (default or expired password). */
  mustChangePassword: Type.Boolean(),
  icon: Type.String(),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  parentAccount: Type.Union([Type.String(), Type.Null()]),
  affiliateCode: Type.Union([Type.String(), Type.Null()]),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

export type MemberInfo = Static<typeof MemberInfo>;

export const Profile = Type.Object({
  nickname: Nullable(40),
  realName: Nullable(100),
  birthday: Nullable(10),
  email: Nullable(100),
  telegram: Nullable(60),
  zalo: Nullable(60),
  line: Nullable(60),
  whatsapp: Nullable(30),
  facebook: Nullable(120),
  wechat: Nullable(60),
  address: Nullable(200),
  nationality: Nullable(60),
  placeOfBirth: Nullable(100),
  occupation: Nullable(100),
  sourceOfIncome: Nullable(100),
});

export type Profile = Static<typeof Profile>;

/** Fields whose value cannot change any more (set once), for the form to show read-only. */
export const ProfileView = Type.Object({ profile: Profile, locked: Type.Array(Type.String()) });

export type ProfileView = Static<typeof ProfileView>;

export const ProfileUpdate = Type.Partial(Profile, { additionalProperties: false });

export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const MemberIconValue = Type.Object({
  icon: Icon,
  iconUrl: Type.String(),
  choices: Type.Array(Type.String()),
});

export type MemberIconValue = Static<typeof MemberIconValue>;

/** The language-update action (spec section 4): a language code the merchant offers, such as `th`. */
export const MemberLanguageBody = Type.Object(
  { language: Type.String({ pattern: '^[a-z]{2,3}$', examples: ['th', 'en'] }) },
  { additionalProperties: false },
);

export const MemberLanguageValue = Type.Object({ language: Type.String() });

export type MemberLanguageValue = Static<typeof MemberLanguageValue>;

export const MemberIconBody = Type.Object(
  { icon: Type.Union(MEMBER_ICONS.map((i) => Type.Literal(i))) },
  { additionalProperties: false },
);
