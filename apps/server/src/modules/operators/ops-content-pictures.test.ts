import type { OpsAnnouncement, OpsPicture } from '@portal/contracts/operators-content.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { formBody } from '../../../test/form-body.ts';
import { GIF_1X1, JPEG_4X2, PNG_4X2, PNG_HEADER_ON_JUNK, WEBP_4X2 } from '../../../test/image-fixtures.ts';
import { answerOf, call, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let admin: string;
let viewer: string;
let siamAdmin: string;

beforeAll(async () => {
  [admin, viewer] = await Promise.all([opsLogin(t, OPS.admin), opsLogin(t, OPS.siamviewer)]);
  siamAdmin = await newOperatorToken(t, admin, 'admin', 'siam');
});

async function upload(
  data: Uint8Array,
  options: { token?: string; merchant?: string; type?: string; name?: string; field?: string } = {},
) {
  const { payload, contentType } = await formBody(
    options.merchant === undefined
      ? { merchant: 'siam' }
      : options.merchant
        ? { merchant: options.merchant }
        : {},
    [
      {
        data,
        type: options.type ?? 'image/png',
        name: options.name ?? 'banner.png',
        field: options.field ?? 'picture',
      },
    ],
    'picture',
  );
  return t.app.inject({
    method: 'POST',
    url: '/ops/v1/content/pictures',
    headers: { authorization: options.token ?? admin, 'content-type': contentType },
    payload,
  });
}

const fetchPicture = (url: string) => t.app.inject({ method: 'GET', url });

describe('banner pictures', () => {
  it('stores a PNG, JPEG or WebP and serves it publicly at a stable address', async () => {
    for (const [data, mime, extension] of [
      [PNG_4X2, 'image/png', 'png'],
      [JPEG_4X2, 'image/jpeg', 'jpg'],
      [WEBP_4X2, 'image/webp', 'webp'],
    ] as const) {
      const picture = answerOf<OpsPicture>(
        await upload(data, { type: 'application/octet-stream', name: 'x.bin' }),
      );
      expect(picture).toMatchObject({ mime, size: data.length });
      expect(picture.url).toMatch(new RegExp(`^/assets/content/pictures/\\d+-[0-9a-f]{16}\\.${extension}$`));
      const served = await fetchPicture(picture.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('answers the same address for the same bytes, and nothing for an address that does not match', async () => {
    const first = answerOf<OpsPicture>(await upload(PNG_4X2));
    const again = answerOf<OpsPicture>(await upload(PNG_4X2, { name: 'renamed.png' }));
    expect(again.url).toBe(first.url);
    const [, id, hash] = /(\d+)-([0-9a-f]{16})\.png$/.exec(first.url) ?? [];
    for (const wrong of [
      `/assets/content/pictures/${id}-${'0'.repeat(16)}.png`,
      `/assets/content/pictures/${id}-${hash}.jpg`,
      `/assets/content/pictures/99999-${hash}.png`,
    ]) {
      refusedWith(await fetchPicture(wrong), 404, 'not.found');
    }
    refusedWith(await fetchPicture('/assets/content/pictures/../../etc/passwd'), 404, 'not.found');
    refusedWith(await fetchPicture(`/assets/content/pictures/${id}-${hash}.svg`), 400, 'validation.failed');
  });

  it('shows an uploaded picture on the portal once a banner points at it, with the upload in the audit log', async () => {
    const picture = answerOf<OpsPicture>(await upload(JPEG_4X2, { type: 'image/jpeg', name: 'sale.jpg' }));
    const [banner] = answerOf<{ content: OpsAnnouncement[] }>(
      await ops(t, 'GET', '/ops/v1/content/announcements?merchant=siam&type=B&group=w_register', undefined, {
        token: admin,
      }),
    ).content as [OpsAnnouncement];
    answerOf(
      await ops(
        t,
        'PUT',
        `/ops/v1/content/announcements/${banner.id}`,
        { title: banner.title, content: banner.content, imageUrl: picture.url },
        { token: admin },
      ),
    );
    const portal = answerOf<{
      banners: Array<{ groupName: string; list: Array<{ id: number; imageUrl: string }> }>;
    }>(
      await call(t, 'GET', '/wps/announcement?types=B&execution=B&language=en', undefined, {
        merchant: 'siam',
      }),
    );
    const shown = portal.banners
      .find((g) => g.groupName === 'w_register')
      ?.list.find((b) => b.id === banner.id);
    expect(shown?.imageUrl).toBe(picture.url);
    const audit = answerOf<{
      content: Array<{ action: string; target: string; merchant: string; detail: object }>;
    }>(
      await ops(t, 'GET', '/ops/v1/audit?action=content.picture.upload&pageSize=1', undefined, {
        token: admin,
      }),
    ).content;
    expect(audit[0]).toMatchObject({
      action: 'content.picture.upload',
      merchant: 'siam',
      detail: { url: picture.url, mime: 'image/jpeg', width: 4, height: 2, outcome: 'done' },
    });
  });

  it('refuses another type, a PNG header on junk, and a picture over 2 MB', async () => {
    refusedWith(await upload(GIF_1X1, { type: 'image/png' }), 415, 'content.picture.type');
    refusedWith(
      await upload(Buffer.from('<svg onload="alert(1)"/>'), { type: 'image/svg+xml' }),
      415,
      'content.picture.type',
    );
    refusedWith(await upload(PNG_HEADER_ON_JUNK), 415, 'content.picture.type');
    refusedWith(await upload(PNG_4X2.subarray(0, PNG_4X2.length - 1)), 415, 'content.picture.type');
    const big = Buffer.concat([PNG_4X2, Buffer.alloc(2 * 1024 * 1024)]);
    refusedWith(await upload(big), 413, 'content.picture.too.large');
    const audit = answerOf<{ content: Array<{ action: string; detail: { errorCode?: string } }> }>(
      await ops(t, 'GET', '/ops/v1/audit?action=content.picture&pageSize=1', undefined, { token: admin }),
    ).content;
    expect(audit[0]).toMatchObject({
      action: 'content.picture.upload.refused',
      detail: { errorCode: 'content.picture.too.large' },
    });
  });

  it('refuses a form without a picture, without a merchant, with two pictures, or no form at all', async () => {
    refusedWith(await upload(new Uint8Array(), { name: '' }), 400, 'content.picture.required');
    refusedWith(await upload(PNG_4X2, { merchant: '' }), 400, 'validation.failed');
    refusedWith(await upload(PNG_4X2, { field: 'other' }), 400, 'validation.failed');
    const { payload, contentType } = await formBody(
      { merchant: 'siam' },
      [{ data: PNG_4X2 }, { data: JPEG_4X2, type: 'image/jpeg' }],
      'picture',
    );
    const two = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/content/pictures',
      headers: { authorization: admin, 'content-type': contentType },
      payload,
    });
    refusedWith(two, 400, 'validation.failed');
    refusedWith(
      await ops(t, 'POST', '/ops/v1/content/pictures', { merchant: 'siam', picture: 'x' }, { token: admin }),
      415,
      'unsupported.media.type',
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/content/pictures',
      headers: { authorization: admin, 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'not a form',
    });
    refusedWith(broken, 400, 'validation.failed');
  });

  it('lets only admins upload, and only for their own merchants', async () => {
    refusedWith(await upload(PNG_4X2, { token: viewer }), 403, 'operator.forbidden');
    refusedWith(await upload(PNG_4X2, { token: siamAdmin, merchant: 'lucky' }), 404, 'merchant.unknown');
    refusedWith(await upload(PNG_4X2, { merchant: 'nowhere' }), 404, 'merchant.unknown');
    const res = await t.app.inject({ method: 'POST', url: '/ops/v1/content/pictures' });
    refusedWith(res, 401, 'operator.not.logged.in');
    answerOf(await upload(WEBP_4X2, { token: siamAdmin, type: 'image/webp' }));
  });
});
