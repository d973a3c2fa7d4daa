import type {
  Announcement,
  AnnouncementPayload,
  AnnouncementType,
  HelpCentre,
} from '@portal/contracts/content';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, EXECUTIONS } from '@portal/contracts/content';
import type { Database } from '../../db/database.ts';
import { TtlCache } from '../../platform/cache.ts';
import { pickText } from '../../platform/localized.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as store from './content.store.ts';

export type ContentService = ReturnType<typeof createContentService>;

function dateStr(d: Date | string): string {
  return new Date(d).toISOString();
}

function toAnnouncement(row: store.AnnouncementRow, language: string, fallback: string): Announcement {
  return {
    id: row.id,
    type: row.type,
    title: pickText(row.title, language, fallback),
    content: pickText(row.content, language, fallback),
    startDateStr: dateStr(row.start_at),
    endDateStr: row.end_at ? dateStr(row.end_at) : null,
    promotionType: row.promotion_type,
    execution: row.execution,
    groupName: row.group_name,
    imageUrl: row.image_url,
    url: row.url,
    linkageType: row.linkage_type,
  };
}

export function createContentService(db: Database, options: { cacheTtlMs?: number; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const cache = new TtlCache<unknown>(options.cacheTtlMs ?? 10_000, 2000);

  return {
    /** Announcements grouped as the portal uses them: banners by group, player notices, popups, promotions. */
    async announcements(
      merchant: Merchant,
      query: { types?: string | undefined; execution?: string | undefined; language?: string | undefined },
    ): Promise<AnnouncementPayload> {
      const types = (query.types?.split(',') ?? [...ANNOUNCEMENT_TYPES]) as AnnouncementType[];
      const executions = query.execution?.split(',') ?? [...EXECUTIONS];
      const language = (query.language ?? merchant.defaultLanguage).toLowerCase();
      const key = `ann:${merchant.id}:${[...new Set(types)].sort()}:${[...new Set(executions)].sort()}:${language}`;
      return cache.getOrLoad(key, async () => {
        const rows = await store.listAnnouncements(db, merchant.id, { types, executions, now: now() });
        const list = rows.map((r) => toAnnouncement(r, language, merchant.defaultLanguage));
        const of = (type: AnnouncementType) => list.filter((a) => a.type === type);
        const banners = of('B');
        return {
          banners: BANNER_GROUPS.map((groupName) => ({
            groupName,
            list: banners.filter((b) => b.groupName === groupName),
          })).filter((g) => g.list.length > 0),
          player: of('PL'),
          popup: of('PU'),
          promotion: of('PR'),
          help: of('H'),
        };
      }) as Promise<AnnouncementPayload>;
    },

    /** The agent centre's announcements (audience 'agents'), newest first, in the asked language. */
    async agentAnnouncements(merchant: Merchant, lang: string | undefined) {
      const language = (lang ?? merchant.defaultLanguage).toLowerCase();
      return cache.getOrLoad(`agent-ann:${merchant.id}:${language}`, async () => {
        const rows = await store.listAnnouncements(db, merchant.id, {
          types: [...ANNOUNCEMENT_TYPES],
          executions: [...EXECUTIONS],
          now: now(),
          audience: 'agents',
        });
        return rows.map((r) => toAnnouncement(r, language, merchant.defaultLanguage));
      }) as Promise<Announcement[]>;
    },

    async help(merchant: Merchant, lang: string | undefined): Promise<HelpCentre> {
      const language = (lang ?? merchant.defaultLanguage).toLowerCase();
      return cache.getOrLoad(`help:${merchant.id}:${language}`, async () => {
        const rows = await store.listHelpSections(db, merchant.id);
        return {
          sections: rows.map((r) => ({
            id: r.id,
            anchor: r.anchor,
            title: pickText(r.title, language, merchant.defaultLanguage),
            content: pickText(r.content, language, merchant.defaultLanguage),
          })),
        };
      }) as Promise<HelpCentre>;
    },

    invalidate(): void {
      cache.invalidate();
    },
  };
}
