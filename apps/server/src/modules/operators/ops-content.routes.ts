import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsAnnouncement,
  OpsAnnouncementBody,
  OpsAnnouncementCreateBody,
  OpsAnnouncementList,
  OpsAnnouncementOrderBody,
  OpsAnnouncementQuery,
  OpsHelpBody,
  OpsHelpCreateBody,
  OpsHelpOrderBody,
  OpsHelpSection,
  OpsMerchantQuery,
  OpsPicture,
} from '@portal/contracts/operators-content.schema';
import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type {
  AnnouncementView,
  ContentAdmin,
  ContentScope,
  HelpSectionView,
} from '../content/content-admin.service.ts';
import type { MerchantDirectory } from './audit.ts';
import { actorOf, type OperatorService, scopeOf } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { OpsIdParams } from './ops.schema.ts';
import { PICTURE_MULTIPART_LIMITS, PictureUploadForm, readPictureUpload } from './picture-upload.ts';

export type OpsContentDeps = {
  operators: OperatorService;
  contentAdmin: ContentAdmin;
  merchants: MerchantDirectory;
};

/** The fields an edit may change, in the order an audit row lists them. */
const EDITABLE = [
  'title',
  'content',
  'startAt',
  'endAt',
  'execution',
  'groupName',
  'promotionType',
  'linkageType',
  'url',
  'imageUrl',
  'enabled',
  'anchor',
] as const;

/** The names of the fields that differ between two versions of one item. */
function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return EDITABLE.filter((key) => key in b && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/** What an audit row says of an announcement or a help section. */
function about(item: AnnouncementView | HelpSectionView) {
  return 'type' in item
    ? { title: item.title.en, type: item.type, group: item.groupName }
    : { title: item.title.en, anchor: item.anchor };
}

/**
 * Content for operators: a merchant's announcements by type (banners by group), its help centre, and the
 * pictures banners show. Viewers read; admins change, each change recorded in the audit log (refusals
 * too) and seen by the portal at once (the content service drops the caches of every node).
 */
export const opsContentRoutes: FastifyPluginAsyncTypebox<OpsContentDeps> = async (app, deps) => {
  const { operators, contentAdmin, merchants } = deps;
  const reader = opsConfig('viewer');
  const editor = opsConfig('admin');

  // Uploads are parsed only in this plugin, with limits; a bad body is a 4xx.
  await app.register(multipart, { limits: PICTURE_MULTIPART_LIMITS, throwFileSizeLimit: true });

  const scopeOfReq = (req: FastifyRequest) => scopeOf(operatorOf(req)).merchantIds;

  /** A merchant the operator may act on, by code: merchant.unknown for any other. */
  async function merchantOf(req: FastifyRequest, code: string): Promise<{ id: number; code: string }> {
    const id = await operators.merchantIdOf(code);
    const scope = scopeOfReq(req);
    if (id === null || (scope && !scope.includes(id))) throw new AppError('merchant.unknown');
    return { id, code: code.toLowerCase() };
  }

  /** Views with their merchants' codes. */
  async function named<V extends { merchantId: number }>(views: V[]) {
    const codes = await merchants.merchantCodes([...new Set(views.map((v) => v.merchantId))]);
    return views.map(({ merchantId, ...view }) => ({
      ...view,
      merchant: codes.get(merchantId) ?? String(merchantId),
    }));
  }
  const one = async <V extends { merchantId: number }>(view: V) =>
    (await named([view]))[0] as Omit<V, 'merchantId'> & { merchant: string };

  /**
   * Runs a change with its audit row, written before and completed with the outcome or the refusal.
   * Until the outcome names its merchant, the row belongs to the one asked for (or the operator's).
   */
  function audited<T>(
    req: FastifyRequest,
    entry: { action: string; target: string; merchantId?: number | null; detail?: Record<string, unknown> },
    run: () => Promise<T>,
    outcome: (result: T) => { merchantId: number; detail: Record<string, unknown>; target?: string },
  ): Promise<T> {
    const operator = operatorOf(req);
    return operators.audit.around(
      actorOf(operator, callerOf(req)),
      { ...entry, merchantId: entry.merchantId ?? operator.merchantId },
      run,
      async (result) => {
        const done = outcome(result);
        return { ...done, detail: { ...done.detail, outcome: 'done' } };
      },
      (error) => req.log.error({ failure: String(error), action: entry.action }, 'audit row not completed'),
    );
  }

  const edited = (result: {
    before: AnnouncementView | HelpSectionView;
    after: AnnouncementView | HelpSectionView;
  }) => ({
    merchantId: result.after.merchantId,
    detail: { ...about(result.after), changed: changedFields(result.before, result.after) },
  });

  // --- announcements

  app.get(
    '/ops/v1/content/announcements',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's announcements of one type (banners: of one group if asked), in the portal's order",
        description:
          'type: B banner, PL player notice, PU popup, PR promotion, H help notice. Titles and HTML come in ' +
          'English and Thai; state says whether the portal shows it now (live), later (scheduled), no more ' +
          '(ended) or not at all (off).',
        security: OPS_SECURITY,
        querystring: OpsAnnouncementQuery,
        response: envelopeResponses(OpsAnnouncementList),
      },
    },
    async (req) => {
      const { type, group, pageNum = 1, pageSize = 20 } = req.query;
      const merchant = await merchantOf(req, req.query.merchant);
      const { items, total } = await contentAdmin.announcements(merchant.id, {
        type,
        group,
        pageNum,
        pageSize,
      });
      return ok({
        content: await named(items),
        pageNum,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
        total,
      });
    },
  );

  app.post(
    '/ops/v1/content/announcements',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates an announcement, last of its list; its HTML is sanitised before it is stored',
        description:
          'A banner needs groupName. linkageType URL takes an http(s) url, ROUTE a path of the portal ' +
          '(/promotions), GAME VENDOR/GAMECODE; NONE drops the url. startAt defaults to now, endAt to none. ' +
          'HTML keeps p, br, strong, em, ul, ol, li, span and a with an http(s) or relative href only.',
        security: OPS_SECURITY,
        body: OpsAnnouncementCreateBody,
        response: envelopeResponses(OpsAnnouncement),
      },
    },
    async (req) => {
      const { merchant: code, type, ...body } = req.body;
      const merchant = await merchantOf(req, code);
      const created = await audited(
        req,
        {
          action: 'content.announcement.create',
          target: 'announcement',
          merchantId: merchant.id,
          detail: { type },
        },
        () => contentAdmin.createAnnouncement(merchant.id, type, body),
        (view) => ({ merchantId: view.merchantId, detail: about(view), target: `announcement:${view.id}` }),
      );
      return ok(await one(created));
    },
  );

  app.put(
    '/ops/v1/content/announcements/:id',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Edits an announcement: title and content in both languages, and what else is given',
        description: 'Fields left out stay as they are; null clears an end, a link or a picture.',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsAnnouncementBody,
        response: envelopeResponses(OpsAnnouncement),
      },
    },
    async (req) => {
      const result = await audited(
        req,
        { action: 'content.announcement.update', target: `announcement:${req.params.id}` },
        () => contentAdmin.updateAnnouncement(req.params.id, scopeOfReq(req), req.body),
        edited,
      );
      return ok(await one(result.after));
    },
  );

  /**
   * A change to one item named by its id, without a body: switching an announcement, deleting one or a help
   * section. The answer is the item as it stands after (as it was, when deleted).
   */
  function itemChange<V extends AnnouncementView | HelpSectionView>(
    method: 'POST' | 'DELETE',
    url: string,
    summary: string,
    response: TSchema,
    action: string,
    change: (id: number, scope: ContentScope) => Promise<V>,
  ) {
    const kind = url.includes('/help/') ? 'help' : 'announcement';
    app.route({
      method,
      url,
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary,
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(response),
      },
      handler: async (req) => {
        const { id } = req.params as { id: number };
        const view = await audited(
          req,
          { action, target: `${kind}:${id}` },
          () => change(id, scopeOfReq(req)),
          (result) => ({ merchantId: result.merchantId, detail: about(result) }),
        );
        return ok(await one(view));
      },
    });
  }

  itemChange(
    'POST',
    '/ops/v1/content/announcements/:id/enable',
    'Switches an announcement on: the portal shows it within its period',
    OpsAnnouncement,
    'content.announcement.enable',
    (id, scope) => contentAdmin.setAnnouncementEnabled(id, scope, true),
  );
  itemChange(
    'POST',
    '/ops/v1/content/announcements/:id/disable',
    'Switches an announcement off: the portal stops showing it at once',
    OpsAnnouncement,
    'content.announcement.disable',
    (id, scope) => contentAdmin.setAnnouncementEnabled(id, scope, false),
  );
  itemChange(
    'DELETE',
    '/ops/v1/content/announcements/:id',
    'Deletes an announcement for good (the audit log keeps its title)',
    OpsAnnouncement,
    'content.announcement.delete',
    (id, scope) => contentAdmin.deleteAnnouncement(id, scope),
  );

  app.post(
    '/ops/v1/content/announcements/order',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Orders a list: ids names every announcement of the type (banners: of the group) once',
        security: OPS_SECURITY,
        body: OpsAnnouncementOrderBody,
        response: envelopeResponses(Type.Array(OpsAnnouncement)),
      },
    },
    async (req) => {
      const { type, group, ids } = req.body;
      const merchant = await merchantOf(req, req.body.merchant);
      const list = await audited(
        req,
        {
          action: 'content.announcement.order',
          target: `announcements:${type}${group ? `:${group}` : ''}`,
          merchantId: merchant.id,
          detail: { type, group: group ?? null, ids },
        },
        () => contentAdmin.orderAnnouncements(merchant.id, { type, group }, ids),
        () => ({ merchantId: merchant.id, detail: {} }),
      );
      return ok(await named(list));
    },
  );

  app.post(
    '/ops/v1/content/pictures',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Uploads a banner or promotion picture: its public address, for imageUrl',
        description:
          'multipart/form-data: merchant and picture (PNG, JPEG or WebP, 2 MB at most, judged by its bytes ' +
          'and structure, not its name). The same bytes again answer the same address.',
        security: OPS_SECURITY,
        body: { content: { 'multipart/form-data': { schema: PictureUploadForm } } },
        response: envelopeResponses(OpsPicture),
      },
      // The form is read by the handler, once the operator is known: validation sees an empty form.
      preValidation: async (req) => {
        if (req.isMultipart()) req.body = {};
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('unsupported.media.type');
      const picture = await audited(
        req,
        { action: 'content.picture.upload', target: 'picture' },
        async () => {
          const upload = await readPictureUpload(req);
          const merchant = await merchantOf(req, upload.merchant);
          return contentAdmin.storePicture(merchant.id, upload.data);
        },
        ({ id, merchantId, url, mime, size, width, height }) => ({
          merchantId,
          target: `picture:${id}`,
          detail: { url, mime, size, width, height },
        }),
      );
      const { url, mime, size } = picture;
      return ok({ url, mime, size });
    },
  );

  // --- help centre

  app.get(
    '/ops/v1/content/help',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's help centre sections in order, each in English and Thai",
        security: OPS_SECURITY,
        querystring: OpsMerchantQuery,
        response: envelopeResponses(Type.Array(OpsHelpSection)),
      },
    },
    async (req) => {
      const merchant = await merchantOf(req, req.query.merchant);
      return ok(await named(await contentAdmin.helpSections(merchant.id)));
    },
  );

  app.post(
    '/ops/v1/content/help',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Adds a help centre section, last; its HTML is sanitised before it is stored',
        description: 'anchor: its address in the help centre (/help#anchor), unique per merchant.',
        security: OPS_SECURITY,
        body: OpsHelpCreateBody,
        response: envelopeResponses(OpsHelpSection),
      },
    },
    async (req) => {
      const { merchant: code, ...body } = req.body;
      const merchant = await merchantOf(req, code);
      const created = await audited(
        req,
        {
          action: 'content.help.create',
          target: 'help',
          merchantId: merchant.id,
          detail: { anchor: body.anchor },
        },
        () => contentAdmin.createHelpSection(merchant.id, body),
        (view) => ({ merchantId: view.merchantId, detail: about(view), target: `help:${view.id}` }),
      );
      return ok(await one(created));
    },
  );

  app.put(
    '/ops/v1/content/help/:id',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: 'Edits a help centre section: its anchor, title and content',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsHelpBody,
        response: envelopeResponses(OpsHelpSection),
      },
    },
    async (req) => {
      const result = await audited(
        req,
        { action: 'content.help.update', target: `help:${req.params.id}` },
        () => contentAdmin.updateHelpSection(req.params.id, scopeOfReq(req), req.body),
        edited,
      );
      return ok(await one(result.after));
    },
  );

  itemChange(
    'DELETE',
    '/ops/v1/content/help/:id',
    'Deletes a help centre section',
    OpsHelpSection,
    'content.help.delete',
    (id, scope) => contentAdmin.deleteHelpSection(id, scope),
  );

  app.post(
    '/ops/v1/content/help/order',
    {
      config: editor,
      schema: {
        tags: OPS_TAGS,
        summary: "Orders a merchant's help centre: ids names every section once",
        security: OPS_SECURITY,
        body: OpsHelpOrderBody,
        response: envelopeResponses(Type.Array(OpsHelpSection)),
      },
    },
    async (req) => {
      const merchant = await merchantOf(req, req.body.merchant);
      const list = await audited(
        req,
        {
          action: 'content.help.order',
          target: 'help',
          merchantId: merchant.id,
          detail: { ids: req.body.ids },
        },
        () => contentAdmin.orderHelpSections(merchant.id, req.body.ids),
        () => ({ merchantId: merchant.id, detail: {} }),
      );
      return ok(await named(list));
    },
  );
};
