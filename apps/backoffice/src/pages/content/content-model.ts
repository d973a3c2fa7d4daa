import type { Announcement, AnnouncementType, BannerGroup, Execution } from '@portal/contracts/content';
import type {
  OpsAnnouncement,
  OpsAnnouncementBody,
  OpsHelpBody,
  OpsHelpSection,
  OpsTexts,
} from '@portal/contracts/operators-content.schema';

/** The screen's tabs: one per announcement type, then the help centre's sections. */
export const CONTENT_TABS = ['B', 'PL', 'PU', 'PR', 'H', 'help'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const TEXT_LANGUAGES = ['en', 'th'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const isContentTab = (value: string | null): value is ContentTab =>
  (CONTENT_TABS as readonly (string | null)[]).includes(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the operator's own clock, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as an instant; null when empty or not a time. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An announcement as the editor holds it: every field a string or a flag the form controls show. */
export type AnnouncementDraft = {
  title: OpsTexts;
  content: OpsTexts;
  start: string;
  end: string;
  execution: Execution;
  groupName: BannerGroup;
  promotionType: string;
  linkageType: OpsAnnouncement['linkageType'];
  url: string;
  imageUrl: string;
  enabled: boolean;
};

export function announcementDraft(from: OpsAnnouncement | null, group: BannerGroup): AnnouncementDraft {
  return {
    title: from ? { ...from.title } : { en: '', th: '' },
    content: from ? { ...from.content } : { en: '', th: '' },
    start: toLocalInput(from?.startAt ?? new Date().toISOString()),
    end: toLocalInput(from?.endAt ?? null),
    execution: from?.execution ?? 'B',
    groupName: from?.groupName ?? group,
    promotionType: from?.promotionType ?? '',
    linkageType: from?.linkageType ?? 'NONE',
    url: from?.url ?? '',
    imageUrl: from?.imageUrl ?? '',
    enabled: from?.enabled ?? true,
  };
}

/** What the API is sent for a draft of a type: fields a type has no use for are left out. */
export function announcementBody(type: AnnouncementType, draft: AnnouncementDraft): OpsAnnouncementBody {
  const start = fromLocalInput(draft.start);
  return {
    title: draft.title,
    content: draft.content,
    ...(start ? { startAt: start } : {}),
    endAt: fromLocalInput(draft.end),
    execution: draft.execution,
    ...(type === 'B' ? { groupName: draft.groupName } : {}),
    ...(type === 'PR' ? { promotionType: draft.promotionType.trim() || null } : {}),
    linkageType: draft.linkageType,
    url: draft.linkageType === 'NONE' ? null : draft.url.trim() || null,
    imageUrl: draft.imageUrl.trim() || null,
    enabled: draft.enabled,
  };
}

/** The announcement the portal would answer for a draft in one language (the Thai texts fall back to English). */
export function portalAnnouncement(
  type: AnnouncementType,
  draft: AnnouncementDraft,
  language: TextLanguage,
): Announcement {
  const text = (texts: OpsTexts) => (language === 'th' && texts.th.trim() ? texts.th : texts.en);
  return {
    id: 0,
    type,
    title: text(draft.title),
    content: text(draft.content),
    startDateStr: fromLocalInput(draft.start) ?? new Date().toISOString(),
    endDateStr: fromLocalInput(draft.end),
    promotionType: draft.promotionType || null,
    execution: draft.execution,
    groupName: type === 'B' ? draft.groupName : null,
    imageUrl: draft.imageUrl.trim() || null,
    url: draft.url || null,
    linkageType: draft.linkageType,
  };
}

export type HelpDraft = { anchor: string; title: OpsTexts; content: OpsTexts };

export function helpDraft(from: OpsHelpSection | null): HelpDraft {
  return {
    anchor: from?.anchor ?? '',
    title: from ? { ...from.title } : { en: '', th: '' },
    content: from ? { ...from.content } : { en: '', th: '' },
  };
}

export const helpBody = (draft: HelpDraft): OpsHelpBody => ({
  anchor: draft.anchor.trim(),
  title: draft.title,
  content: draft.content,
});

/** A list's ids with one moved a place up (-1) or down (+1); the same list when it cannot move. */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
