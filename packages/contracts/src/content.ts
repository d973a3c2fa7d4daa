/** Announcement types: banner, player notice, popup, promotion, help-centre notice. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Execution (audience): B before login (visitors), A after login, F at first login only. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/** What a click on a banner or promotion does. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'GAME'] as const;

export type {
  Announcement,
  AnnouncementPayload,
  AnnouncementQuery,
  HelpCentre,
  HelpSection,
  Winner,
} from './content.schema.ts';
