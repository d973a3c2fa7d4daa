import { type Static, Type } from 'typebox';
import { PayloadPublicKey } from './encrypted.schema.ts';

const Flag = Type.Union([Type.Literal('1'), Type.Literal('0')]);
const Leaf = Type.Object({
  modId: Type.String(),
  enabled: Flag,
  childrenNodes: Type.Array(Type.Unknown(), { maxItems: 0 }),
});
const Mid = Type.Object({ modId: Type.String(), enabled: Flag, childrenNodes: Type.Array(Leaf) });
/** A node of the feature tree, three levels deep at most. */
export const FeatureNode = Type.Object({
  modId: Type.String(),
  enabled: Flag,
  childrenNodes: Type.Array(Mid),
});
export const RegisterFieldRule = Type.Object({
  field: Type.String(),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  min: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
  /** Id of one of the 25 shared pattern definitions; 0 means no pattern. */
  patternId: Type.Integer({ minimum: 0 }),
  /** Characters accepted, '*' means any. */
  acceptedPattern: Type.String(),
});
export type RegisterFieldRule = Static<typeof RegisterFieldRule>;

export const RegisterSettings = Type.Object({
  rules: Type.Array(RegisterFieldRule),
  minAge: Type.Union([Type.Literal(18), Type.Literal(21)]),
  termsDefaultChecked: Type.Boolean(),
  smsVerification: Type.Boolean(),
});
export type RegisterSettings = Static<typeof RegisterSettings>;

export const Resource = Type.Object({
  labelNameEn: Type.String(),
  labelNameTh: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  resourceType: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
});
export type Resource = Static<typeof Resource>;

export const CustomerService = Type.Object({
  csType: Type.String(),
  title: Type.String(),
  url: Type.String(),
});
export type CustomerService = Static<typeof CustomerService>;

export const DomainRoute = Type.Object({
  domain: Type.String(),
  merchantCode: Type.String(),
  main: Type.Boolean(),
});
export type DomainRoute = Static<typeof DomainRoute>;

export const Brand = Type.Object({
  name: Type.String(),
  logoUrl: Type.String(),
  faviconUrl: Type.String(),
  primaryColor: Type.String(),
  accentColor: Type.String(),
  defaultTheme: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
});
export type Brand = Static<typeof Brand>;

export const Location = Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) });

export const PublicInfo = Type.Object({
  merchantCode: Type.String(),
  platform: Type.Literal('WEB'),
  lotteryType: Type.Literal('Elott'),
  brand: Brand,
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  imgUrl: Type.String(),
  domainRoute: Type.Array(DomainRoute),
  resources: Type.Array(Resource),
  customerService: Type.Array(CustomerService),
  whitelabelVal: Type.Array(FeatureNode),
  registerSetting: RegisterSettings,
  mainDomain: Type.String(),
  analyticsId: Type.Union([Type.String(), Type.Null()]),
  imageCdn: Type.String(),
  launchGameCdn: Type.String(),
  gameListCentreTypes: Type.Array(Type.String()),
  /**
   * The merchant's home dialing code in the country list's form, digits without the plus ('63' for +63):
   * the mobile number fields pre-select it, and the server reads a number sent without one under it.
   */
  dialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
  /** The key the portal encrypts login, registration and password bodies with (DESIGN.md 5). */
  payloadKey: PayloadPublicKey,
});
export type PublicInfo = Static<typeof PublicInfo>;

export const SystemStatus = Type.Object({
  mode: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: Location,
  info: PublicInfo,
});
export type SystemStatus = Static<typeof SystemStatus>;

export const CountryCode = Type.Object({
  code: Type.String(),
  name: Type.String(),
  dialingCode: Type.String(),
  phoneLength: Type.Integer(),
});
export type CountryCode = Static<typeof CountryCode>;

export const WhitelabelMenu = Type.Object({
  whitelabelVal: Type.Array(FeatureNode),
  menu: Type.Array(Type.Object({ key: Type.String(), modId: Type.String(), path: Type.String() })),
});
export type WhitelabelMenu = Static<typeof WhitelabelMenu>;
