import { describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops signin and wheel commands', () => {
  it('shows and sets the calendar and the wheel, grants tickets and reads a player, with roles refused', async () => {
    const calendar = await run(['signin', 'calendar', '--merchant', 'siam'], OPS.admin);
    expect(calendar.err).toBe('');
    expect(calendar.out).toMatch(/^open, 7 days, a missed day resets the streak/);
    expect(calendar.out).toContain('day 3: 10.00 (1x) + 1 ticket(s)');

    const asJson = JSON.parse(
      (await run(['signin', 'calendar', '--merchant', 'lucky', '--json'], OPS.admin)).out,
    );
    const keep = await run(
      ['signin', 'set', JSON.stringify({ ...asJson, resetOnMiss: false }), '--merchant', 'lucky'],
      OPS.admin,
    );
    expect(keep.err).toBe('');
    expect(keep.out).toContain('a missed day keeps the streak');

    const wheel = await run(['wheel', 'show', '--merchant', 'siam'], OPS.admin);
    expect(wheel.out).toMatch(/LABEL\s+PRIZE\s+TURNOVER\s+WEIGHT\s+CHANCE/);
    expect(wheel.out).toMatch(/฿500\s+500\.00\s+1x\s+5\s+0\.50%/);
    const viewer = await run(
      ['wheel', 'set', '{"enabled":true,"prizes":[]}', '--merchant', 'siam'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(viewer.code).toBe(1);

    const p = await newPlayer(t);
    const granted = await run(['wheel', 'grant', String(p.id), '2', '--note', 'cli test'], OPS.finance);
    expect(granted.err).toBe('');
    expect(granted.out).toBe(`2 ticket(s) granted to ${p.id}: 2 now`);
    const usage = await run(['wheel', 'grant', String(p.id), '2'], OPS.finance, {}, null);
    expect(usage.code).toBe(2);
    const read = await run(['wheel', 'player', String(p.id)], OPS.siamviewer);
    expect(read.out).toContain('tickets: 2');
  });
});
