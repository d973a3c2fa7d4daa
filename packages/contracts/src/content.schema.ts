import { type Static, Type } from 'typebox';
import { LanguageCode } from './common.schema.ts';

export const Announcement = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  /** Sanitised HTML; the portal sanitises again before rendering. */
  content: Type.String(),
  startDateStr: Type.String(),
  endDateStr: Type.Union([Type.String(), Type.Null()]),
  promotionType: Type.Union([Type.String(), Type.Null()]),
  execution: Type.String(),
  groupName: Type.Union([Type.String(), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  linkageType: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

export const BannerGroupList = Type.Object({ groupName: Type.String(), list: Type.Array(Announcement) });

export const AnnouncementPayload = Type.Object({
  banners: Type.Array(BannerGroupList),
  player: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(Announcement),
  help: Type.Array(Announcement),
});
export type AnnouncementPayload = Static<typeof AnnouncementPayload>;

export const AnnouncementQuery = Type.Object({
  types: Type.Optional(Type.String({ pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$', maxLength: 40 })),
  platform: Type.Optional(Type.Literal('W')),
  execution: Type.Optional(Type.String({ pattern: '^[ABF](,[ABF])*$', maxLength: 10 })),
  language: Type.Optional(LanguageCode),
});
export type AnnouncementQuery = Static<typeof AnnouncementQuery>;

export const WinnerQuery = Type.Object({
  gameCategory: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,20}$' })),
  language: Type.Optional(LanguageCode),
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const Winner = Type.Object({
  vo: Type.Object({
    account: Type.String(),
    gameName: Type.String(),
    gameCategory: Type.String(),
    vassalage: Type.String(),
    /** Minor units; shown with thousand separators and no decimals. */
    winAmount: Type.Integer(),
    winTime: Type.String(),
  }),
});
export type Winner = Static<typeof Winner>;

export const HelpQuery = Type.Object({
  lang: Type.Optional(LanguageCode),
  device: Type.Optional(Type.Literal('WEB')),
});
export const HelpSection = Type.Object({
  id: Type.Integer(),
  anchor: Type.String(),
  title: Type.String(),
  content: Type.String(),
});
export type HelpSection = Static<typeof HelpSection>;
export const HelpCentre = Type.Object({ sections: Type.Array(HelpSection) });
export type HelpCentre = Static<typeof HelpCentre>;
