import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops lottery commands', () => {
  it('lists the games, changes a schedule, lists its draws, and voids one, with reasons refused', async () => {
    await t.services.lottery.draws.plan(new Date());
    const games = await run(['lottery', 'games', '--merchant', 'siam'], OPS.admin);
    expect(games.err).toBe('');
    expect(games.out).toMatch(/GAME\s+FAMILY\s+SOURCE\s+SCHEDULE/);
    expect(games.out).toMatch(/VN_NORTH\s+vn-north\s+outside \(simulated\)/);

    const set = await run(
      ['lottery', 'set', 'ELOTT_11X5', '--merchant', 'siam', '--cron', '*/2 * * * *', '--close', '15'],
      OPS.admin,
    );
    expect(set.err).toBe('');
    expect(set.out).toContain('lottery game ELOTT_11X5 changed');
    expect(set.out).toContain('*/2 * * * * Asia/Bangkok');

    const draws = await run(
      ['lottery', 'draws', 'ELOTT_11X5', '--merchant', 'siam', '--size', '3'],
      OPS.admin,
    );
    expect(draws.out).toMatch(/ID\s+ISSUE\s+DRAW\s+STATUS\s+TICKETS/);
    const id = /^\s*(\d+)\s+\d{8}-\d+/m.exec(draws.out)?.[1];
    expect(id).toBeDefined();

    expect((await run(['lottery', 'void', String(id)], OPS.admin)).code).toBe(2);
    const voided = await run(['lottery', 'void', String(id), '--note', 'feed check'], OPS.admin);
    expect(voided.out).toContain(`draw ${id} voided`);
    const again = await run(['lottery', 'void', String(id), '--note', 'feed check'], OPS.admin);
    expect(again.code).toBe(1);
    expect(again.err).toContain('lottery.draw.settled');
    expect((await run(['lottery', 'result', String(id), 'not json'], OPS.admin)).code).toBe(2);
    const viewer = await run(
      ['lottery', 'set', 'ELOTT_11X5', '--merchant', 'siam', '--close', '5'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');
  });
});
