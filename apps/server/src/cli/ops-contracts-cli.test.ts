import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops contracts commands', () => {
  it('settles a kind, lists the contracts and payments, and terminates one, with usage and roles refused', async () => {
    // a settlement gives every top agent its house contract on the merchant's default terms
    const settled = await run(['contracts', 'settle', 'daily', '--merchant', 'siam'], OPS.admin);
    expect(settled.err).toBe('');
    expect(settled.out).toMatch(/^daily contracts of siam: \d+ paid, \d+ owed, \d+ with nothing due/);

    const list = await run(['contracts', 'list', '--merchant', 'siam', '--kind', 'daily'], OPS.admin);
    expect(list.out).toMatch(/ID\s+KIND\s+STATE\s+UPLINE\s+DOWNLINE/);
    const house = /^\s*(\d+)\s+daily\s+success\s+\(house\)\s+agent01\b/m.exec(list.out);
    expect(house).not.toBeNull();

    const payments = await run(['contracts', 'payments', '--merchant', 'siam', '--size', '5'], OPS.admin);
    expect(payments.out).toMatch(/ID\s+KIND\s+PERIOD\s+PAYER\s+PAYEE/);

    const viewer = await run(
      ['contracts', 'terminate', String(house?.[1]), '--merchant', 'siam'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');
    const ended = await run(['contracts', 'terminate', String(house?.[1]), '--merchant', 'siam'], OPS.admin);
    expect(ended.err).toBe('');
    expect(ended.out).toBe(`contract ${house?.[1]} (daily, agent01) is terminated`);

    for (const args of [
      ['contracts', 'list'],
      ['contracts', 'settle', 'weekly', '--merchant', 'siam'],
      ['contracts', 'terminate', 'x', '--merchant', 'siam'],
      ['contracts', 'sign', '--merchant', 'siam'],
    ])
      expect((await run(args, OPS.admin)).code, args.join(' ')).toBe(2);
  });
});
