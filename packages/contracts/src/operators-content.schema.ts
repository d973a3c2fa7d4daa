/**
 * Schemas of the operator API's content views: a merchant's announcements (banners, player notices,
 * popups, promotions, help notices), its help centre's sections, and the pictures banners show.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, EXECUTIONS, LINKAGE_TYPES } from './content.ts';
import { DateTime } from './wallet.schema.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const MerchantCode = Type.String({ minLength: 2, maxLength: 40 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string of a fixed list, typed as that list. */
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const OpsAnnouncementType = OneOf(ANNOUNCEMENT_TYPES);
export const OpsBannerGroup = OneOf(BANNER_GROUPS);
export const OpsExecution = OneOf(EXECUTIONS);
export const OpsLinkageType = OneOf(LINKAGE_TYPES);

/** How an announcement stands now: shown, waiting for its start, past its end, or switched off. */
export const CONTENT_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** A text in English and Thai; an empty Thai text falls back to English on the portal. */
const Texts = (en: { minLength: number; maxLength: number }, thMax: number) =>
  Type.Object(
    { en: Type.String(en), th: Type.String({ maxLength: thMax }) },
    { additionalProperties: false },
  );
/** Headlines and titles: plain text. */
export const OpsTitle = Texts({ minLength: 1, maxLength: 200 }, 200);
/** HTML, sanitised by the server before it is stored (CONTENT_HTML_TAGS). */
export const OpsHtml = Texts({ minLength: 0, maxLength: 20_000 }, 20_000);
export type OpsTexts = Static<typeof OpsTitle>;

export const OpsAnnouncement = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  type: OpsAnnouncementType,
  title: OpsTitle,
  content: OpsHtml,
  startAt: DateTime,
  /** null: no end. */
  endAt: Nullable(DateTime),
  /** The audience: B before login, A after login, F at the first login only. */
  execution: OpsExecution,
  /** Banners only: where the banner shows (w_home, w_login, w_register, w_forget). */
  groupName: Nullable(OpsBannerGroup),
  /** Promotions only: the category the promotions page files it under. */
  promotionType: Nullable(Type.String()),
  linkageType: OpsLinkageType,
  url: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  /** Lower first; the portal shows a list in this order. */
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  state: OneOf(CONTENT_STATES),
});
export type OpsAnnouncement = Static<typeof OpsAnnouncement>;

export const OpsAnnouncementQuery = Type.Object({
  merchant: MerchantCode,
  type: OpsAnnouncementType,
  /** Banners of one group only. */
  group: Type.Optional(OpsBannerGroup),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type OpsAnnouncementQuery = Static<typeof OpsAnnouncementQuery>;

/** A path the platform serves (an uploaded picture, a drawn banner) or an https address. */
export const PICTURE_URL_PATTERN = '^(/assets/[A-Za-z0-9/_.-]{1,200}|https://[^\\s"\'<>]{1,480})$';
export const PROMOTION_TYPE_PATTERN = '^[A-Z][A-Z0-9_]{0,29}$';

const announcementFields = {
  title: OpsTitle,
  content: OpsHtml,
  /** Omitted on creation: from now. */
  startAt: Type.Optional(DateTime),
  endAt: Type.Optional(Nullable(DateTime)),
  execution: Type.Optional(OpsExecution),
  groupName: Type.Optional(Nullable(OpsBannerGroup)),
  promotionType: Type.Optional(Nullable(Type.String({ pattern: PROMOTION_TYPE_PATTERN }))),
  linkageType: Type.Optional(OpsLinkageType),
  /** URL: http(s)://…; ROUTE: a path of the portal (/promotions); GAME: VENDOR/GAMECODE. */
  url: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500 }))),
  imageUrl: Type.Optional(Nullable(Type.String({ pattern: PICTURE_URL_PATTERN }))),
  enabled: Type.Optional(Type.Boolean()),
};

/** An edit: the announcement as it should be (what is left out takes its default). */
export const OpsAnnouncementBody = Type.Object(announcementFields, { additionalProperties: false });
export type OpsAnnouncementBody = Static<typeof OpsAnnouncementBody>;

export const OpsAnnouncementCreateBody = Type.Object(
  { merchant: MerchantCode, type: OpsAnnouncementType, ...announcementFields },
  { additionalProperties: false },
);
export type OpsAnnouncementCreateBody = Static<typeof OpsAnnouncementCreateBody>;

const OrderIds = Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true });

/** A list's new order: every announcement of the merchant's type (and group, for banners), first to last. */
export const OpsAnnouncementOrderBody = Type.Object(
  { merchant: MerchantCode, type: OpsAnnouncementType, group: Type.Optional(OpsBannerGroup), ids: OrderIds },
  { additionalProperties: false },
);
export type OpsAnnouncementOrderBody = Static<typeof OpsAnnouncementOrderBody>;

export const OpsAnnouncementList = Type.Object({
  content: Type.Array(OpsAnnouncement),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});

/** An uploaded picture: its public address (for imageUrl), type and size in bytes. */
export const OpsPicture = Type.Object({ url: Type.String(), mime: Type.String(), size: Type.Integer() });
export type OpsPicture = Static<typeof OpsPicture>;

export const HELP_ANCHOR_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';

export const OpsHelpSection = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  /** The section's address in the help centre: /help#<anchor>. */
  anchor: Type.String(),
  title: OpsTitle,
  content: OpsHtml,
  sort: Type.Integer(),
});
export type OpsHelpSection = Static<typeof OpsHelpSection>;

export const OpsMerchantQuery = Type.Object({ merchant: MerchantCode });

const helpFields = {
  anchor: Type.String({ pattern: HELP_ANCHOR_PATTERN }),
  title: OpsTitle,
  content: OpsHtml,
};
export const OpsHelpBody = Type.Object(helpFields, { additionalProperties: false });
export type OpsHelpBody = Static<typeof OpsHelpBody>;
export const OpsHelpCreateBody = Type.Object(
  { merchant: MerchantCode, ...helpFields },
  { additionalProperties: false },
);
export type OpsHelpCreateBody = Static<typeof OpsHelpCreateBody>;
export const OpsHelpOrderBody = Type.Object(
  { merchant: MerchantCode, ids: OrderIds },
  { additionalProperties: false },
);

/** A merchant an operator may act on, with the brand colours its portal is drawn in (hex; null if unset). */
