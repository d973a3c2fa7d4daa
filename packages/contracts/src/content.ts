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

/** A banner's or promotion's picture uploaded in the back office: these types, checked by their bytes. */
export const CONTENT_PICTURE = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
} as const;

/**
 * The HTML an operator may write in an announcement or a help section: the server keeps these tags
 * (links with an http(s) or relative href only) and strips every other tag and attribute before storing.
 */
export const CONTENT_HTML_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span'] as const;
