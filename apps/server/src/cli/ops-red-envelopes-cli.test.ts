import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops red envelope commands', () => {
  it('creates, lists, pauses and ends a campaign and reads its drops, with roles refused', async () => {
    const now = Date.now();
    const campaign = {
      names: { en: 'CLI envelopes', th: 'อั่งเปา CLI' },
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      everyMinutes: 60,
      openMinutes: 15,
      totalBudget: 100_000,
      dropBudget: 10_000,
      tiers: [
        { amount: 888, weight: 3 },
        { amount: 1888, weight: 1 },
      ],
      condition: 'none',
      conditionAmount: 0,
      turnoverMultiplier: 1,
    };
    const made = await run(['envelope', 'create', JSON.stringify(campaign), '--merchant', 'siam'], OPS.admin);
    expect(made.err).toBe('');
    const id = /campaign (\d+) created/.exec(made.out)?.[1];
    expect(id).toBeDefined();
    const listed = await run(['envelopes', '--merchant', 'siam'], OPS.siamviewer);
    expect(listed.out).toMatch(/ID\s+NAME\s+STATUS\s+WINDOW\s+DROPS\s+PER DROP\s+USED\s+OPENS/);
    expect(listed.out).toMatch(/CLI envelopes\s+active/);
    expect(listed.out).toContain('0.00 / 1,000.00');
    const refused = await run(
      ['envelope', 'pause', String(id), '--merchant', 'siam'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(refused.code).toBe(1);
    expect((await run(['envelope', 'pause', String(id), '--merchant', 'siam'], OPS.admin)).out).toBe(
      `red envelope campaign ${id} is paused`,
    );
    expect((await run(['envelope', 'end', String(id), '--merchant', 'siam'], OPS.admin)).out).toBe(
      `red envelope campaign ${id} is ended`,
    );
    const drops = await run(['envelope', 'drops', String(id), '--merchant', 'siam'], OPS.siamviewer);
    expect(drops.out).toMatch(/DROP\s+OPENS AT\s+BUDGET\s+LEFT\s+OPENED/);
    expect((await run(['envelope', 'pause', String(id)], OPS.admin, {}, null)).code).toBe(2);
  });
});
