/**
 * The operator API's merchants (issue 15): a merchant's whole set-up as the back office edits it (brand,
 * languages, domains, feature tree, registration rules, payment channels and limits, maintenance and
 * region restriction), and a new merchant made from a template that works at once.
 */
import { type Static, Type } from 'typebox';
import { Brand, RegisterSettings } from './system.schema.ts';

/** A merchant's code: lower-case letters, digits, '-' and '_' (the portal's Merchant header). */
export const MerchantCodeInput = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{1,39}$' });

/** A host name the platform routes to a merchant: letters, digits, '-' and dots, no port. */
export const DomainName = Type.String({
  pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
});

/** #rrggbb: the portal derives its shades from it. */
export const BrandColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

export const OpsMerchantParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$' }) });

export const OpsChannelParams = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$' }),
  channel: Type.String({ pattern: '^[A-Z0-9_]{2,20}$' }),
});

/**
 * One feature module switch of the merchant's tree, flattened in the tree's order: `parent` names the
 * module it sits under (null at the top), and a module whose parent is off is off on the portal too.
 */
export const OpsFeature = Type.Object({
  modId: Type.String(),
  enabled: Type.Boolean(),
  parent: Type.Union([Type.String(), Type.Null()]),
  depth: Type.Integer({ minimum: 0 }),
});
export type OpsFeature = Static<typeof OpsFeature>;

export const OpsDomain = Type.Object({ domain: Type.String(), main: Type.Boolean() });
export type OpsDomain = Static<typeof OpsDomain>;

const Payee = Type.Object({
  bankName: Type.String({ minLength: 1, maxLength: 80 }),
  accountName: Type.String({ minLength: 1, maxLength: 80 }),
  accountNumber: Type.String({ pattern: '^[0-9-]{6,30}$' }),
});

export const OpsPaymentChannel = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('bank'), Type.Literal('gateway')]),
  name: Type.Object({ en: Type.String(), th: Type.String() }),
  enabled: Type.Boolean(),
  /** Minor units. */
  min: Type.Integer(),
  max: Type.Integer(),
  quickAmounts: Type.Array(Type.Integer()),
  /** The account a bank transfer goes to; null for a gateway. */
  payee: Type.Union([Payee, Type.Null()]),
});
export type OpsPaymentChannel = Static<typeof OpsPaymentChannel>;

export const WithdrawalLimits = Type.Object({
  /** Minor units. */
  min: Type.Integer({ minimum: 1 }),
  max: Type.Integer({ minimum: 1 }),
  dailyCount: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type WithdrawalLimits = Static<typeof WithdrawalLimits>;

/** A merchant's whole set-up as the back office shows it. */
export const OpsMerchantSettings = Type.Object({
  code: Type.String(),
  name: Type.String(),
  brand: Brand,
  /** Languages the site lists, first first; the portal shows those it has texts for (EN, TH) and English for the rest. */
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  domains: Type.Array(OpsDomain),
  features: Type.Array(OpsFeature),
  registerSettings: RegisterSettings,
  channels: Type.Array(OpsPaymentChannel),
  withdrawal: WithdrawalLimits,
  maintenance: Type.Boolean(),
  /** CIDR ranges whose visitors see the region-restricted page. */
  restrictedRanges: Type.Array(Type.String()),
  /** The home dialing code with its plus (+66). */
  dialingCode: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type OpsMerchantSettings = Static<typeof OpsMerchantSettings>;

/** One save of the back office: each section present is replaced, the others stay. */
export const OpsMerchantPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 2, maxLength: 60 })),
    brand: Type.Optional(
      Type.Object(
        {
          /** A picture uploaded through /ops/v1/content/pictures, or an https address. */
          logoUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
          primaryColor: Type.Optional(BrandColor),
          accentColor: Type.Optional(BrandColor),
          defaultTheme: Type.Optional(Type.Union([Type.Literal('dark'), Type.Literal('light')])),
        },
        { additionalProperties: false },
      ),
    ),
    languages: Type.Optional(
      Type.Object(
        {
          languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { minItems: 1, maxItems: 60 }),
          defaultLanguage: Type.String({ pattern: '^[a-z]{2}$' }),
        },
        { additionalProperties: false },
      ),
    ),
    /** Switches by modId; a modId the tree does not have is refused. */
    features: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }), Type.Boolean())),
    registerSettings: Type.Optional(RegisterSettings),
    withdrawal: Type.Optional(WithdrawalLimits),
    maintenance: Type.Optional(Type.Boolean()),
    restrictedRanges: Type.Optional(Type.Array(Type.String({ maxLength: 43 }), { maxItems: 200 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsMerchantPatch = Static<typeof OpsMerchantPatch>;

/** The host names routed to a merchant; exactly one is the main one. */
export const OpsDomainsBody = Type.Object(
  { domains: Type.Array(OpsDomain, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);

/** A payment channel's switch, limits, quick amounts and payee; what is absent stays. */
export const OpsChannelPatch = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    min: Type.Optional(Type.Integer({ minimum: 1 })),
    max: Type.Optional(Type.Integer({ minimum: 1 })),
    quickAmounts: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 8 })),
    payee: Type.Optional(Payee),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsChannelPatch = Static<typeof OpsChannelPatch>;

/** A new merchant: a copy of the template's set-up, catalogue, help and gateway under its own brand. */
export const OpsMerchantCreate = Type.Object(
  {
    code: MerchantCodeInput,
    name: Type.String({ minLength: 2, maxLength: 60 }),
    /** Its main host name. */
    domain: DomainName,
    /** The existing merchant whose set-up it starts from. */
    template: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$' }),
    primaryColor: BrandColor,
    accentColor: BrandColor,
    defaultTheme: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
  },
  { additionalProperties: false },
);
export type OpsMerchantCreate = Static<typeof OpsMerchantCreate>;
