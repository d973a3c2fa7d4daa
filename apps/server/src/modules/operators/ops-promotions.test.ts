import type { OpsApplication, OpsPromotion, PromotionCard } from '@portal/contracts/promotions.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_4X2 } from '../../../test/image-fixtures.ts';
import {
  answerOf,
  balanceOf,
  newPlayer,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { applyTo, promotionNamed } from '../../../test/promotion-helpers.ts';

const t = useMoneyApp();
let admin: string;
let finance: string;
let viewer: string;
let luckyFinance: string;
beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  luckyFinance = await newOperatorToken(t, admin, 'finance', 'lucky');
});

const input = (extra: Record<string, unknown> = {}) => ({
  merchant: 'siam',
  type: 'custom',
  audience: { kind: 'merchant' },
  startAt: new Date(Date.now() - 60_000).toISOString(),
  endAt: null,
  rules: {
    minDeposit: 0,
    percent: 0,
    cap: 0,
    fixedAmount: 20_00,
    expiryDays: 0,
    periodDays: 0,
    automatic: false,
  },
  turnoverMultiplier: 1,
  categoryWeights: { LIVE: 50 },
  forfeitRule: 'bonus',
  title: { en: 'Ops test promotion', th: '' },
  content: { en: '<p>Fine<script>alert(1)</script></p>', th: '' },
  banner: null,
  sort: 99,
  ...extra,
});
const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('promotions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const audits = (action: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('promotions for operators', () => {
  it('lists promotions with the portal preview, within the operator’s merchants', async () => {
    const all = answerOf<OpsPromotion[]>(
      await ops(t, 'GET', '/ops/v1/promotions', undefined, { token: admin }),
    );
    expect(new Set(all.map((p) => p.merchant))).toEqual(new Set(['siam', 'lucky']));
    const mine = answerOf<OpsPromotion[]>(
      await ops(t, 'GET', '/ops/v1/promotions', undefined, { token: viewer }),
    );
    expect(mine.every((p) => p.merchant === 'siam')).toBe(true);
    expect(mine[0]).toMatchObject({ state: 'running', preview: { state: 'join' } });
    const lucky = all.find((p) => p.merchant === 'lucky') as OpsPromotion;
    refusedWith(
      await ops(t, 'GET', `/ops/v1/promotions/${lucky.id}`, undefined, { token: viewer }),
      404,
      'promotion.not.found',
    );
    refusedWith(await ops(t, 'GET', '/ops/v1/promotions'), 401, 'operator.not.logged.in');
  });

  it('creates, edits, pauses, resumes and ends a promotion (administrators, audited), sanitising its HTML', async () => {
    const before = await count();
    refusedWith(
      await ops(t, 'POST', '/ops/v1/promotions', input(), { token: viewer }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/promotions', input(), { token: finance }),
      403,
      'operator.forbidden',
    );
    const created = answerOf<OpsPromotion>(
      await ops(t, 'POST', '/ops/v1/promotions', input(), { token: admin }),
    );
    expect(created.content.en).toBe('<p>Fine</p>');
    expect(created).toMatchObject({ state: 'running', categoryWeights: { LIVE: 50 } });
    const edited = answerOf<OpsPromotion>(
      await ops(
        t,
        'PUT',
        `/ops/v1/promotions/${created.id}`,
        input({ title: { en: 'Renamed', th: 'ชื่อใหม่' } }),
        { token: admin },
      ),
    );
    expect(edited.title).toEqual({ en: 'Renamed', th: 'ชื่อใหม่' });
    const paused = answerOf<OpsPromotion>(
      await ops(t, 'POST', `/ops/v1/promotions/${created.id}/pause`, undefined, { token: admin }),
    );
    expect(paused.state).toBe('paused');
    const p = await newPlayer(t);
    await expect(promotionNamed(t, p, 'Renamed')).rejects.toThrow();
    answerOf(await ops(t, 'POST', `/ops/v1/promotions/${created.id}/resume`, undefined, { token: admin }));
    expect((await promotionNamed(t, p, 'Renamed')).state).toBe('join');
    const ended = answerOf<OpsPromotion>(
      await ops(t, 'POST', `/ops/v1/promotions/${created.id}/end`, undefined, { token: admin }),
    );
    expect(ended.state).toBe('ended');
    expect((await promotionNamed(t, p, 'Renamed')).state).toBe('closed');
    expect(await count()).toBe(before + 1);
    expect((await audits('promotion.create')).length).toBeGreaterThanOrEqual(1);
    expect((await audits('promotion.end')).length).toBeGreaterThanOrEqual(1);
  });

  it('ends a scheduled promotion before it starts: it never runs and reads as ended', async () => {
    const tomorrow = Date.now() + 86_400_000;
    const scheduled = answerOf<OpsPromotion>(
      await ops(
        t,
        'POST',
        '/ops/v1/promotions',
        input({ title: { en: 'Never runs', th: '' }, startAt: new Date(tomorrow).toISOString() }),
        { token: admin },
      ),
    );
    expect(scheduled.state).toBe('scheduled');
    const ended = answerOf<OpsPromotion>(
      await ops(t, 'POST', `/ops/v1/promotions/${scheduled.id}/end`, undefined, { token: admin }),
    );
    expect(ended.state).toBe('ended');
    expect(Date.parse(ended.endAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(ended.startAt)).toBeLessThan(Date.parse(ended.endAt ?? ''));
    expect(ended).toMatchObject({ title: { en: 'Never runs' }, rules: { fixedAmount: 20_00 }, sort: 99 });
    const p = await newPlayer(t);
    const shown = await promotionNamed(t, p, 'Never runs').catch(() => null);
    expect(shown === null || shown.state === 'closed').toBe(true);
    // a paused one that has not started yet ends the same way
    const paused = answerOf<OpsPromotion>(
      await ops(
        t,
        'POST',
        '/ops/v1/promotions',
        input({ title: { en: 'Paused early', th: '' }, startAt: new Date(tomorrow).toISOString() }),
        { token: admin },
      ),
    );
    answerOf(await ops(t, 'POST', `/ops/v1/promotions/${paused.id}/pause`, undefined, { token: admin }));
    const endedPaused = answerOf<OpsPromotion>(
      await ops(t, 'POST', `/ops/v1/promotions/${paused.id}/end`, undefined, { token: admin }),
    );
    expect(endedPaused.state).toBe('ended');
  });

  it('refuses bad settings with the envelope and stores nothing', async () => {
    const before = await count();
    const bad = [
      input({ endAt: new Date(Date.now() - 3_600_000).toISOString() }),
      input({ type: 'rebate' }),
      input({ type: 'raffle' }),
      input({ type: 'reload', rules: { ...input().rules, periodDays: 0 } }),
      input({ audience: { kind: 'vipLevels' } }),
      input({ turnoverMultiplier: 101 }),
      input({ categoryWeights: { RNG: 150 } }),
      input({ merchant: 'nowhere' }),
      input({ title: { en: '', th: '' } }),
    ];
    for (const body of bad) {
      const res = await ops(t, 'POST', '/ops/v1/promotions', body, { token: admin });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await count()).toBe(before);
  });
});

describe('applications and bonuses for operators', () => {
  it('shows an application’s images and lets finance approve it once (audited)', async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    answerOf<PromotionCard>(await applyTo(t, p, bigWin.id, { comment: 'see' }, [{ data: PNG_4X2 }]));
    const list = answerOf<OpsApplication[]>(
      await ops(t, 'GET', '/ops/v1/promotions/applications?status=applying', undefined, { token: viewer }),
    );
    const mine = list.find((a) => a.accountId === p.id) as OpsApplication;
    expect(mine).toMatchObject({ merchant: 'siam', username: p.username, comment: 'see' });
    const image = await ops(
      t,
      'GET',
      `/ops/v1/promotions/applications/${mine.id}/images/${mine.imageIds[0]}`,
      undefined,
      { token: viewer },
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG_4X2)).toBe(0);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/promotions/applications/${mine.id}/approve`, undefined, {
        token: viewer,
      }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'POST', `/ops/v1/promotions/applications/${mine.id}/approve`, undefined, {
        token: luckyFinance,
      }),
      404,
      'not.found',
    );
    const approved = answerOf<OpsApplication>(
      await ops(t, 'POST', `/ops/v1/promotions/applications/${mine.id}/approve`, undefined, {
        token: finance,
      }),
    );
    expect(approved.status).toBe('issued');
    refusedWith(
      await ops(t, 'POST', `/ops/v1/promotions/applications/${mine.id}/approve`, undefined, {
        token: finance,
      }),
      409,
      'promotion.review.decided',
    );
    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/promotions/applications/${mine.id}/reject`,
        { reason: 'late' },
        { token: finance },
      ),
      409,
      'promotion.review.decided',
    );
    expect(await balanceOf(t, p)).toBe(100_00);
    expect((await audits('promotion.application.approve')).length).toBeGreaterThanOrEqual(1);
  });

  it('needs a reason to reject', async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    answerOf(await applyTo(t, p, bigWin.id, {}, [{ data: PNG_4X2 }]));
    const mine = answerOf<OpsApplication[]>(
      await ops(t, 'GET', '/ops/v1/promotions/applications', undefined, { token: finance }),
    ).find((a) => a.accountId === p.id) as OpsApplication;
    refusedWith(
      await ops(t, 'POST', `/ops/v1/promotions/applications/${mine.id}/reject`, {}, { token: finance }),
      400,
      'validation.failed',
    );
    const rejected = answerOf<OpsApplication>(
      await ops(
        t,
        'POST',
        `/ops/v1/promotions/applications/${mine.id}/reject`,
        { reason: 'No win shown' },
        { token: finance },
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'No win shown' });
  });

  it('issues a bonus by hand once per request and revokes it with a reason, within the merchant', async () => {
    const p = await newPlayer(t);
    const body = {
      merchant: 'siam',
      accountId: p.id,
      amount: 30_00,
      turnoverMultiplier: 3,
      reason: 'Goodwill',
      requestId: requestId(),
    };
    refusedWith(await ops(t, 'POST', '/ops/v1/bonuses', body, { token: viewer }), 403, 'operator.forbidden');
    refusedWith(
      await ops(t, 'POST', '/ops/v1/bonuses', { ...body, merchant: 'lucky' }, { token: finance }),
      404,
      'not.found',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/bonuses', body, { token: luckyFinance }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/bonuses', { ...body, reason: undefined }, { token: finance }),
      400,
      'validation.failed',
    );
    const issued = answerOf<{ id: number; required: number }>(
      await ops(t, 'POST', '/ops/v1/bonuses', body, { token: finance }),
    );
    answerOf(await ops(t, 'POST', '/ops/v1/bonuses', body, { token: finance }));
    expect(issued.required).toBe(90_00);
    expect(await balanceOf(t, p)).toBe(30_00);
    const listed = answerOf<Array<{ id: number; username: string }>>(
      await ops(t, 'GET', `/ops/v1/bonuses?accountId=${p.id}`, undefined, { token: viewer }),
    );
    expect(listed.map((b) => [b.id, b.username])).toEqual([[issued.id, p.username]]);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/bonuses/${issued.id}/revoke`, { reason: 'x' }, { token: luckyFinance }),
      404,
      'bonus.not.found',
    );
    const revoked = answerOf(
      await ops(
        t,
        'POST',
        `/ops/v1/bonuses/${issued.id}/revoke`,
        { reason: 'Issued by mistake' },
        { token: finance },
      ),
    );
    expect(revoked).toMatchObject({
      status: 'revoked',
      reason: 'Issued by mistake',
      accountId: p.id,
      username: p.username,
    });
    expect(await balanceOf(t, p)).toBe(0);
    expect((await audits('bonus.issue')).length).toBeGreaterThanOrEqual(1);
    expect(
      (await audits('bonus.revoke')).some((a) => JSON.stringify(a.detail).includes('Issued by mistake')),
    ).toBe(true);
  });
});
