import { createHash } from 'node:crypto';
import type { AnnouncementType, BannerGroup } from '@portal/contracts/content';
import type {
  ContentState,
  OpsAnnouncement,
  OpsAnnouncementBody,
  OpsHelpBody,
  OpsHelpSection,
  OpsPicture,
  OpsTexts,
} from '@portal/contracts/operators-content.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { type ImageType, inspectImage } from '../../platform/images.ts';
import './content.events.ts';
import * as store from './content.store.ts';
import { sanitizeContentHtml } from './html-sanitizer.ts';

/** The merchants an operator acts on: null for every merchant. */
export type ContentScope = readonly number[] | null;

/** An announcement as the back office edits it; the operator API names its merchant by code. */
export type AnnouncementView = Omit<OpsAnnouncement, 'merchant'> & { merchantId: number };
export type HelpSectionView = Omit<OpsHelpSection, 'merchant'> & { merchantId: number };
export type PictureView = OpsPicture & { id: number; merchantId: number; width: number; height: number };

export type AnnouncementList = { type: AnnouncementType; group?: BannerGroup | undefined };

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const HASH_IN_URL = 16;

/** Where a picture is served: its id and the start of its SHA-256, so the address never changes bytes. */
export const pictureUrl = (picture: { id: number; sha256: string; mime: ImageType }) =>
  `/assets/content/pictures/${picture.id}-${picture.sha256.slice(0, HASH_IN_URL)}.${EXTENSIONS[picture.mime]}`;

/** What a banner's or promotion's click may lead to, by linkage type (the portal's banner-target.ts). */
const LINKS: Record<string, RegExp> = {
  URL: /^https?:\/\/[^\s"'<>]+$/i,
  ROUTE: /^\/(?!\/)[^\s"'<>\\]*$/,
  GAME: /^[A-Za-z0-9_]{1,40}(\/[A-Za-z0-9_.-]{1,60})?$/,
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Titles are plain text (the portal escapes them); an empty Thai text is left out so English stands in. */
function storedTitle(texts: OpsTexts): string {
  const en = texts.en.trim();
  const th = texts.th.trim();
  return JSON.stringify(th ? { en, th } : { en });
}

/** HTML is kept only as the allow-list lets it through. */
function storedHtml(texts: OpsTexts): string {
  const en = sanitizeContentHtml(texts.en);
  const th = sanitizeContentHtml(texts.th);
  return JSON.stringify(th ? { en, th } : { en });
}

const textsOf = (stored: Record<string, string>): OpsTexts => ({ en: stored.en ?? '', th: stored.th ?? '' });

function inScope(scope: ContentScope, merchantId: number): boolean {
  return scope === null || scope.includes(merchantId);
}

/**
 * The back office's side of content: a merchant's announcements and help sections as operators list,
 * write, switch, order and delete them, and the pictures banners show. HTML is sanitised before it is
 * stored; every change drops the portal's cached reads on every node (`onChange`) before it answers.
 */
export function createContentAdmin(
  db: Database,
  options: {
    onChange: () => Promise<void>;
    /** Announces changed notices (notice.changed) for the realtime pushes (decision 0041). */
    events?: Pick<EventBus, 'publish'>;
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());

  function stateOf(row: store.AnnouncementRow, at: Date): ContentState {
    if (!row.enabled) return 'off';
    if (new Date(row.start_at) > at) return 'scheduled';
    if (row.end_at && new Date(row.end_at) <= at) return 'ended';
    return 'live';
  }

  function toView(row: store.AnnouncementRow, at = now()): AnnouncementView {
    return {
      id: row.id,
      merchantId: row.merchant_id,
      type: row.type as AnnouncementType,
      title: textsOf(row.title),
      content: textsOf(row.content),
      startAt: iso(row.start_at),
      endAt: row.end_at ? iso(row.end_at) : null,
      execution: row.execution as AnnouncementView['execution'],
      groupName: row.group_name as BannerGroup | null,
      promotionType: row.promotion_type,
      linkageType: row.linkage_type as AnnouncementView['linkageType'],
      url: row.url,
      imageUrl: row.image_url,
      sort: row.sort,
      enabled: row.enabled,
      state: stateOf(row, at),
    };
  }

  function toHelpView(row: store.HelpSectionRow): HelpSectionView {
    return {
      id: row.id,
      merchantId: row.merchant_id,
      anchor: row.anchor,
      title: textsOf(row.title),
      content: textsOf(row.content),
      sort: row.sort,
    };
  }

  /** The columns an announcement gets from a body over what it was (a new one: over the defaults). */
  function columnsOf(
    type: AnnouncementType,
    body: OpsAnnouncementBody,
    was: store.AnnouncementRow | null,
  ): Omit<store.AnnouncementValues, 'merchant_id' | 'type' | 'sort'> {
    const pick = <K extends keyof OpsAnnouncementBody, V>(key: K, previous: V, fallback: V) =>
      body[key] !== undefined ? (body[key] as V) : was ? previous : fallback;
    const startAt = new Date(pick('startAt', was ? iso(was.start_at) : '', now().toISOString()) as string);
    const endAt = pick('endAt', was?.end_at ? iso(was.end_at) : null, null) as string | null;
    if (endAt !== null && new Date(endAt) <= startAt) throw new AppError('content.period.invalid');

    const group = type === 'B' ? pick('groupName', was?.group_name ?? null, null) : null;
    if (type === 'B' && group === null) throw new AppError('content.group.required');

    const linkageType = pick('linkageType', was?.linkage_type ?? 'NONE', 'NONE') as string;
    const given = pick('url', was?.url ?? null, null) as string | null;
    const url = linkageType === 'NONE' ? null : (given?.trim() ?? '');
    const pattern = LINKS[linkageType];
    if (url !== null && !pattern?.test(url)) throw new AppError('content.linkage.invalid');

    return {
      title: storedTitle(body.title),
      content: storedHtml(body.content),
      start_at: startAt,
      end_at: endAt === null ? null : new Date(endAt),
      execution: pick('execution', was?.execution ?? 'B', 'B') as string,
      group_name: group,
      promotion_type: type === 'PR' ? pick('promotionType', was?.promotion_type ?? null, null) : null,
      linkage_type: linkageType,
      url,
      image_url: pick('imageUrl', was?.image_url ?? null, null),
      enabled: pick('enabled', was?.enabled ?? true, true),
    };
  }

  /** A list's filter: banners are ordered within their group. */
  const listOf = (merchantId: number, type: AnnouncementType, group: string | null | undefined) => ({
    merchantId,
    type,
    ...(type === 'B' && group ? { group } : {}),
  });

  async function owned(id: number, scope: ContentScope): Promise<store.AnnouncementRow> {
    const row = await store.findAnnouncement(db, id);
    if (!row || !inScope(scope, row.merchant_id)) throw new AppError('content.not.found');
    return row;
  }

  async function ownedHelp(id: number, scope: ContentScope): Promise<store.HelpSectionRow> {
    const row = await store.findHelpSection(db, id);
    if (!row || !inScope(scope, row.merchant_id)) throw new AppError('content.not.found');
    return row;
  }

  /** The new order must name the list exactly: every member once, nothing else. */
  function checkOrder(ids: readonly number[], members: readonly number[]) {
    const known = new Set(members);
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new AppError('content.order.invalid');
    }
  }

  /** A notice's change reaches the portals open on its merchant (banners and promotions are read on their pages). */
  function announce(row: store.AnnouncementRow) {
    if (row.type === 'B') return;
    options.events?.publish('notice.changed', { merchantId: row.merchant_id, type: row.type });
  }

  async function changed<T>(result: T): Promise<T> {
    await options.onChange();
    return result;
  }

  async function anchorFree(trx: Database, merchantId: number, anchor: string, self?: number) {
    const holder = await store.findHelpAnchor(trx, merchantId, anchor);
    if (holder && holder.id !== self) throw new AppError('content.anchor.taken');
  }

  return {
    /** Content HTML as the allow-list lets it through (the promotions module's texts use it too). */
    sanitize: (html: string) => sanitizeContentHtml(html),

    async announcements(
      merchantId: number,
      list: AnnouncementList & { pageNum: number; pageSize: number },
    ): Promise<{ items: AnnouncementView[]; total: number }> {
      const { rows, total } = await store.pageAnnouncements(db, listOf(merchantId, list.type, list.group), {
        limit: list.pageSize,
        offset: (list.pageNum - 1) * list.pageSize,
      });
      const at = now();
      return { items: rows.map((row) => toView(row, at)), total };
    },

    /** A new announcement, last of its list. */
    async createAnnouncement(
      merchantId: number,
      type: AnnouncementType,
      body: OpsAnnouncementBody,
    ): Promise<AnnouncementView> {
      const columns = columnsOf(type, body, null);
      const row = await db.transaction().execute(async (trx) => {
        const sort = await store.nextAnnouncementSort(trx, listOf(merchantId, type, columns.group_name));
        return store.insertAnnouncement(trx, { ...columns, merchant_id: merchantId, type, sort });
      });
      announce(row);
      return changed(toView(row));
    },

    /** An edit: what the body leaves out stays as it was (null clears an end, a link, a picture). */
    async updateAnnouncement(id: number, scope: ContentScope, body: OpsAnnouncementBody) {
      const was = await owned(id, scope);
      const type = was.type as AnnouncementType;
      const columns = columnsOf(type, body, was);
      // A banner moved to another group goes last there.
      const moved = type === 'B' && columns.group_name !== was.group_name;
      const row = await db.transaction().execute(async (trx) => {
        const sort = moved
          ? await store.nextAnnouncementSort(trx, listOf(was.merchant_id, type, columns.group_name))
          : was.sort;
        return store.updateAnnouncement(trx, id, { ...columns, sort });
      });
      announce(row);
      return changed({ before: toView(was), after: toView(row) });
    },

    async setAnnouncementEnabled(id: number, scope: ContentScope, enabled: boolean) {
      await owned(id, scope);
      const row = await store.updateAnnouncement(db, id, { enabled });
      announce(row);
      return changed(toView(row));
    },

    /** Deleted for good; the audit row keeps what it was. */
    async deleteAnnouncement(id: number, scope: ContentScope): Promise<AnnouncementView> {
      const was = await owned(id, scope);
      await store.deleteAnnouncement(db, id);
      return changed(toView(was));
    },

    /** A list's new order, first to last: its announcements with their new places. */
    async orderAnnouncements(merchantId: number, list: AnnouncementList, ids: readonly number[]) {
      const filter = listOf(merchantId, list.type, list.group);
      await db.transaction().execute(async (trx) => {
        checkOrder(ids, await store.announcementIds(trx, filter));
        await store.setOrder(trx, 'announcements', ids);
      });
      const { rows } = await store.pageAnnouncements(db, filter, { limit: ids.length, offset: 0 });
      const at = now();
      return changed(rows.map((row) => toView(row, at)));
    },

    /**
     * A new merchant's help centre: the template's sections with the template's name written as the new
     * one's, in the caller's transaction. Announcements are not copied: a new site starts without offers.
     */
    async copyHelp(trx: Database, from: { id: number; name: string }, to: { id: number; name: string }) {
      const rename = (text: Record<string, string>) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(text).map(([lang, value]) => [lang, value.split(from.name).join(to.name)]),
          ),
        );
      const rows = await store.listHelpSections(trx, from.id);
      await store.insertHelpSections(
        trx,
        rows.map((row) => ({
          merchant_id: to.id,
          anchor: row.anchor,
          title: rename(row.title),
          content: rename(row.content),
          sort: row.sort,
        })),
      );
      return rows.length;
    },

    async helpSections(merchantId: number): Promise<HelpSectionView[]> {
      return (await store.listHelpSections(db, merchantId)).map(toHelpView);
    },

    async createHelpSection(merchantId: number, body: OpsHelpBody): Promise<HelpSectionView> {
      const row = await db.transaction().execute(async (trx) => {
        await anchorFree(trx, merchantId, body.anchor);
        return store.insertHelpSection(trx, {
          merchant_id: merchantId,
          anchor: body.anchor,
          title: storedTitle(body.title),
          content: storedHtml(body.content),
          sort: await store.nextHelpSort(trx, merchantId),
        });
      });
      return changed(toHelpView(row));
    },

    async updateHelpSection(id: number, scope: ContentScope, body: OpsHelpBody) {
      const was = await ownedHelp(id, scope);
      const row = await db.transaction().execute(async (trx) => {
        await anchorFree(trx, was.merchant_id, body.anchor, id);
        return store.updateHelpSection(trx, id, {
          anchor: body.anchor,
          title: storedTitle(body.title),
          content: storedHtml(body.content),
        });
      });
      return changed({ before: toHelpView(was), after: toHelpView(row) });
    },

    async deleteHelpSection(id: number, scope: ContentScope): Promise<HelpSectionView> {
      const was = await ownedHelp(id, scope);
      await store.deleteHelpSection(db, id);
      return changed(toHelpView(was));
    },

    async orderHelpSections(merchantId: number, ids: readonly number[]): Promise<HelpSectionView[]> {
      await db.transaction().execute(async (trx) => {
        const members = (await store.listHelpSections(trx, merchantId)).map((row) => row.id);
        checkOrder(ids, members);
        await store.setOrder(trx, 'help_sections', ids);
      });
      return changed((await store.listHelpSections(db, merchantId)).map(toHelpView));
    },

    /**
     * Keeps a picture for a merchant when its bytes are a whole PNG, JPEG or WebP (not only its header);
     * the same bytes again give the same picture and address.
     */
    async storePicture(merchantId: number, data: Uint8Array): Promise<PictureView> {
      const facts = inspectImage(data);
      if (!facts) throw new AppError('content.picture.type');
      const sha256 = createHash('sha256').update(data).digest('hex');
      const row =
        (await store.insertPicture(db, {
          merchant_id: merchantId,
          sha256,
          mime: facts.mime,
          size: data.byteLength,
          data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        })) ?? (await store.findPictureByHash(db, merchantId, sha256));
      if (!row) throw new AppError('unknown.error');
      const { width, height } = facts;
      return { id: row.id, merchantId, url: pictureUrl(row), mime: row.mime, size: row.size, width, height };
    },

    /** A picture's bytes by its address's parts; null unless the id, the hash and the type all match. */
    async picture(id: number, hash: string, extension: string) {
      const row = await store.findPicture(db, id);
      if (!row?.sha256.startsWith(hash) || EXTENSIONS[row.mime] !== extension) return null;
      return { mime: row.mime, data: row.data };
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
