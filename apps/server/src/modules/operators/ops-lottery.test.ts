import { randomUUID } from 'node:crypto';
import { drawFromSecret } from '@portal/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, balanceOf, call, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type OpsGame = {
  gameCode: string;
  cron: string;
  closeSeconds: number;
  liabilityLimit: number;
  odds: Record<string, unknown>;
};
type OpsDraw = {
  id: number;
  issue: string;
  drawAt: string;
  closesAt: string;
  status: string;
  tickets: number;
  stake: number;
};
type Audit = { action: string; target: string | null; detail: Record<string, unknown> };

const t = useTestApp();
let admin: string;
let viewer: string;
let luckyAdmin: string;

beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
  viewer = await opsLogin(t, OPS.siamviewer);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
  await t.services.lottery.draws.plan(new Date());
});

const get = async <T>(url: string, token = admin) =>
  answerOf<T>(await ops(t, 'GET', url, undefined, { token }));
const patchGame = (code: string, body: unknown, token = admin) =>
  ops(t, 'PATCH', `/ops/v1/lottery/games/${code}?merchant=siam`, body, { token });
const draws = (code: string) =>
  get<OpsDraw[]>(`/ops/v1/lottery/draws?merchant=siam&game=${code}&pageSize=200`);

async function lastAudit(target: string): Promise<Audit | undefined> {
  return (await get<{ content: Audit[] }>(`/ops/v1/audit?target=${encodeURIComponent(target)}&pageSize=1`))
    .content[0];
}

describe('lottery games for operators', () => {
  it('shows a viewer the games with their schedules, and only its merchants', async () => {
    const games = await get<OpsGame[]>('/ops/v1/lottery/games?merchant=siam', viewer);
    expect(games.find((g) => g.gameCode === 'LOTT_K3')).toMatchObject({
      cron: '* * * * *',
      closeSeconds: 10,
    });
    refusedWith(
      await ops(t, 'GET', '/ops/v1/lottery/games?merchant=siam', undefined, { token: luckyAdmin }),
      404,
      'merchant.unknown',
    );
    refusedWith(await patchGame('LOTT_K3', { closeSeconds: 5 }, viewer), 403, 'operator.forbidden');
  });

  it('puts a game on a new schedule at once: its unsold coming draws are planned again', async () => {
    const changed = answerOf<OpsGame>(
      await patchGame('LOTT_PK10', { cron: '*/15 * * * * *', closeSeconds: 5 }),
    );
    expect(changed).toMatchObject({ cron: '*/15 * * * * *', closeSeconds: 5 });
    // a draw between its sales close and its draw keeps its time; every one still on sale is replanned
    const coming = (await draws('LOTT_PK10')).filter(
      (d) => d.status === 'open' && new Date(d.closesAt) > new Date(),
    );
    expect(coming.length).toBeGreaterThan(10);
    for (const draw of coming) {
      expect(new Date(draw.drawAt).getUTCSeconds() % 15).toBe(0);
      expect(new Date(draw.drawAt).getTime() - new Date(draw.closesAt).getTime()).toBe(5000);
    }
    expect(await lastAudit('lottery:siam:LOTT_PK10')).toMatchObject({
      action: 'lottery.game.update',
      detail: { outcome: 'changed', changed: ['cron', 'closeSeconds'] },
    });
    refusedWith(await patchGame('LOTT_PK10', { cron: 'every day' }), 400, 'lottery.game.invalid');
    refusedWith(await patchGame('LOTT_PK10', { closeSeconds: 20 }), 400, 'lottery.game.invalid');
    refusedWith(
      await patchGame('LOTT_PK10', { minStake: 10_000_00, maxStake: 1_00 }),
      400,
      'lottery.game.invalid',
    );
    refusedWith(
      await patchGame('LOTT_PK10', { odds: { 'k3.sum': { '3': 1 } } }),
      400,
      'lottery.game.invalid',
    );
    refusedWith(
      await patchGame('LOTT_PK10', { odds: { 'pk10.dragon-tiger': { lose: 10 } } }),
      400,
      'lottery.game.invalid',
    );
    refusedWith(await patchGame('NO_SUCH', { closeSeconds: 1 }), 404, 'game.not.found');
    refusedWith(await patchGame('LOTT_PK10', {}), 400, 'validation.failed');
  });

  it('starts a new schedule now, not after a draw kept from the old one', async () => {
    // Laos's next draw has closed its sales and waits ten minutes for its time: it keeps that time
    const month = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const [next] = (
      await get<OpsDraw[]>(`/ops/v1/lottery/draws?merchant=siam&game=SEA_LAO&before=${month}&pageSize=200`)
    ).slice(-1);
    const at = Date.now();
    await t.database.db
      .updateTable('lottery_draws')
      .set({ closes_at: new Date(at - 1000), draw_at: new Date(at + 600_000) })
      .where('id', '=', next?.id ?? 0)
      .execute();
    answerOf(await patchGame('SEA_LAO', { cron: '*/15 * * * * *', closeSeconds: 5 }));
    const list = await draws('SEA_LAO');
    const kept = list.find((d) => d.id === next?.id);
    expect(kept?.drawAt).toBe(new Date(at + 600_000).toISOString());
    const onSale = list
      .filter((d) => d.status === 'open' && Date.parse(d.closesAt) > Date.now())
      .map((d) => Date.parse(d.drawAt))
      .sort((a, b) => a - b);
    expect(onSale[0]).toBeLessThanOrEqual(Date.now() + 20_000);
    expect(onSale.filter((time) => time < at + 600_000).length).toBeGreaterThan(30);
  });

  it('sets a liability limit the slips then meet, and shows the exposure per number', async () => {
    answerOf(await patchGame('ELOTT_SSC', { liabilityLimit: 500_00 }));
    const player = await newPlayer(t, { balance: 500_00 });
    const bet = (unitStake: number) =>
      call(
        t,
        'POST',
        '/lgw/orders/betting',
        {
          requestId: randomUUID(),
          gameCode: 'ELOTT_SSC',
          lines: [{ play: 'ssc.1-star', pick: [[3], [], [], [], []], unitStake, multiplier: 1 }],
        },
        { token: player.token },
      );
    answerOf(await bet(30_00));
    refusedWith(await bet(30_00), 409, 'lottery.limit.reached');
    const open = (await draws('ELOTT_SSC')).find((d) => d.tickets > 0) as OpsDraw;
    expect(open).toMatchObject({ tickets: 1, stake: 30_00 });
    const exposure = await get<{
      liabilityLimit: number;
      targets: Array<{ target: string; liability: number }>;
    }>(`/ops/v1/lottery/draws/${open.id}/exposure`, viewer);
    expect(exposure.liabilityLimit).toBe(500_00);
    expect(exposure.targets).toHaveLength(1);
    expect(exposure.targets[0]?.target).toBe('ssc.1-star:0-3');
    expect(exposure.targets[0]?.liability).toBeLessThanOrEqual(500_00);
    expect(await balanceOf(t, player)).toBe(470_00);
  });
});

describe('outside results and voids', () => {
  it('takes an official result entered by an administrator once its time has come, audited', async () => {
    answerOf(await patchGame('VN_NORTH', { simulate: false }));
    const db = t.database.db;
    const [draw] = (await draws('VN_NORTH')).slice(-1);
    const id = draw?.id as number;
    const result = (body: unknown, token = admin) =>
      ops(t, 'POST', `/ops/v1/lottery/draws/${id}/result`, body, { token });
    const official = await drawFromSecret('vn-north', 'b'.repeat(64), 'official');
    refusedWith(await result({ result: official }), 409, 'lottery.draw.not.due');
    await db
      .updateTable('lottery_draws')
      .set({ draw_at: new Date(Date.now() - 1000), closes_at: new Date(Date.now() - 5000) })
      .where('id', '=', id)
      .execute();
    refusedWith(await result({ result: official }, viewer), 403, 'operator.forbidden');
    refusedWith(await result({ result: { special: 'x' } }), 400, 'lottery.result.invalid');
    expect(answerOf<{ result: unknown }>(await result({ result: official })).result).toEqual(official);
    refusedWith(await result({ result: official }), 409, 'lottery.draw.closed');
    expect(await lastAudit(`draw:${id}`)).toMatchObject({ action: 'lottery.draw.result.refused' });
    const house = (await draws('LOTT_K3'))[0]?.id as number;
    refusedWith(
      await ops(t, 'POST', `/ops/v1/lottery/draws/${house}/result`, { result: official }, { token: admin }),
      409,
      'lottery.draw.house',
    );
  });

  it('voids a draw with a reason and refunds its tickets once; a settled draw cannot be voided', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    answerOf(
      await call(
        t,
        'POST',
        '/lgw/orders/betting',
        {
          requestId: randomUUID(),
          gameCode: 'LOTT_K3',
          lines: [{ play: 'k3.big-small', pick: [['big', 'small']], unitStake: 5_00, multiplier: 1 }],
        },
        { token: player.token },
      ),
    );
    const draw = (await draws('LOTT_K3')).find((d) => d.tickets > 0) as OpsDraw;
    const voidIt = (body: unknown, token = admin) =>
      ops(t, 'POST', `/ops/v1/lottery/draws/${draw.id}/void`, body, { token });
    refusedWith(await voidIt({ reason: 'x' }), 400, 'validation.failed');
    refusedWith(await voidIt({ reason: 'wrong result feed' }, luckyAdmin), 404, 'not.found');
    answerOf(await voidIt({ reason: 'wrong result feed' }));
    for (let round = 0; round < 8 && (await t.services.jobs.tick(new Date())).length > 0; round++);
    expect(await balanceOf(t, player)).toBe(100_00);
    refusedWith(await voidIt({ reason: 'again' }), 409, 'lottery.draw.settled');
    expect(await lastAudit(`draw:${draw.id}`)).toMatchObject({ action: 'lottery.draw.void.refused' });
  });
});
