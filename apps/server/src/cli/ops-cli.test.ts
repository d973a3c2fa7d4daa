import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, balanceOf, newPlayer, type Player } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS, ops, opsLogin, pendingBankDeposit } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { cell, table } from './ops-format.ts';

const t = useTestApp();
const { run, typesTheCode, url } = useOpsCli(t);
let player: Player;
beforeAll(async () => {
  player = await newPlayer(t, { merchant: 'siam' });
});

describe('ops command line', () => {
  it('lists pending deposits as an aligned table with two-decimal amounts', async () => {
    const order = await pendingBankDeposit(t, player, 'siam', 1_234_50);
    const { code, out, err } = await run(['deposits', '--status', 'pending', '--merchant', 'siam']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^\s*ID\s+ORDER\s+MERCHANT\s+PLAYER\s+CHANNEL\s+AMOUNT\s+STATUS/);
    const row = lines.find((l) => l.includes(order.orderNo));
    expect(row).toContain('1,234.50');
    expect(row).toContain(player.username);
    expect(row).toContain('pending');
    // Aligned: every value of the AMOUNT column ends where its header ends.
    const amountEnd = (lines[0] ?? '').indexOf('AMOUNT') + 'AMOUNT'.length;
    const width = Math.max(amountEnd, (row ?? '').indexOf('1,234.50') + '1,234.50'.length);
    expect((row ?? '').indexOf('1,234.50') + '1,234.50'.length).toBe(width);
    expect(lines.at(-1)).toMatch(/^page 1 of \d+, \d+ deposits$/);
  });

  it('approves a deposit over HTTP: the player is credited once, the audit names the tool, the session ends', async () => {
    const before = await balanceOf(t, player);
    const order = await pendingBankDeposit(t, player, 'siam', 500_00);
    const approved = await run(['deposit', 'approve', String(order.id), '--note', 'slip ok']);
    expect(approved.err).toBe('');
    expect(approved.code).toBe(0);
    expect(approved.out).toContain(`deposit ${order.id} approved: now paid`);
    expect(approved.out).toContain('500.00');
    expect(await balanceOf(t, player)).toBe(before + 500_00);

    const again = await run(['deposit', 'approve', String(order.id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('This deposit has already been processed');
    expect(again.err).toContain('deposit.already.decided');
    expect(await balanceOf(t, player)).toBe(before + 500_00);

    const admin = await opsLogin(t, OPS.admin);
    const audit = answerOf<{
      content: { action: string; ip: string; userAgent: string; detail: Record<string, unknown> }[];
    }>(await ops(t, 'GET', `/ops/v1/audit?target=deposit:${order.id}`, undefined, { token: admin })).content;
    expect(audit.map((a) => a.action)).toEqual(['deposit.approve.refused', 'deposit.approve']);
    expect(audit[1]).toMatchObject({
      ip: '127.0.0.1',
      detail: { note: 'slip ok', outcome: 'paid', amount: 500_00 },
    });
    expect(audit[1]?.userAgent).toMatch(/^portal-ops-cli\//);
    const live = await t.database.db
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .select('operator_sessions.token_hash')
      .where('operators.username', '=', 'finance')
      .where('operator_sessions.ip', '=', '127.0.0.1')
      .where('operator_sessions.revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('rejects with a note, and answers JSON on --json', async () => {
    const order = await pendingBankDeposit(t, player, 'siam', 200_00);
    const { code, out } = await run([
      'deposit',
      'reject',
      String(order.id),
      '--note',
      'no transfer found',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ id: order.id, status: 'rejected', note: 'no transfer found' });
    const listed = await run(['deposits', '--json', '--status', 'rejected']);
    expect(JSON.parse(listed.out).content.map((d: { id: number }) => d.id)).toContain(order.id);
  });

  it('says who is logged in, and lists withdrawals and the audit log', async () => {
    expect((await run(['whoami'])).out).toBe('finance (finance, every merchant)');
    expect((await run(['whoami'], OPS.siamviewer)).out).toBe('siamviewer (viewer, merchant siam)');
    const withdrawals = await run(['withdrawals', '--status', 'pending']);
    expect(withdrawals.code).toBe(0);
    const audit = await run(['audit', '--action', 'session', '--size', '5'], OPS.admin);
    expect(audit.code).toBe(0);
    expect(audit.out.split('\n')[0]).toMatch(
      /^\s*ID\s+TIME\s+OPERATOR\s+MERCHANT\s+ACTION\s+TARGET\s+IP\s+DETAIL$/,
    );
    expect(audit.out).toContain('session.login');
  });

  it('locks and unlocks a player, ending its sessions (admin only)', async () => {
    const target = await newPlayer(t, { merchant: 'siam' });
    const refused = await run(['player', 'lock', String(target.id)]);
    expect(refused.code).toBe(1);
    const locked = await run(['player', 'lock', String(target.id), '--note', 'chargeback'], OPS.admin);
    expect(locked.err).toBe('');
    expect(locked.out).toBe(`player ${target.username}: lock; 1 session(s) ended`);
    expect(await t.services.sessions.resolve(target.token, target.merchantId)).toBeNull();
    const unlocked = await run(['player', 'unlock', String(target.id)], OPS.admin);
    expect(unlocked.out).toBe(`player ${target.username}: unlock; 0 session(s) ended`);
  });

  it("prints the server's refusal and exits 1", async () => {
    const order = await pendingBankDeposit(t, player, 'siam', 100_00);
    const forbidden = await run(['deposit', 'approve', String(order.id)], OPS.siamviewer);
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain('Your operator role does not allow this (operator.forbidden, HTTP 403)');
    const wrong = await run(['whoami'], { username: 'finance', password: 'wrong' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('Invalid operator username or password');
    const audit = await run(['audit'], OPS.finance);
    expect(audit.code).toBe(1);
  });

  it('says when the server cannot be reached', async () => {
    const res = await run(['whoami'], OPS.finance, { OPS_URL: 'http://127.0.0.1:9' });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/cannot reach the operator API at http:\/\/127\.0\.0\.1:9/);
  });

  it('takes the credentials and the address from flags too', async () => {
    const res = await run(
      ['whoami', '--user', 'admin', '--password', OPS.admin.password, '--url', url()],
      null,
      { OPS_URL: 'http://127.0.0.1:9' },
      typesTheCode('admin'),
    );
    expect(res.out).toBe('admin (admin, every merchant)');
  });

  it('exits 2 on a usage error, before any call', async () => {
    const cases = [
      ['deposit', 'reject', '5'],
      ['deposit', 'approve', 'abc'],
      ['deposit', 'approve'],
      ['deposit', 'pay', '5'],
      ['deposits', '--status', 'cooking'],
      ['deposits', '--colour', 'red'],
      ['deposits', '--note', 'x'],
      ['withdrawal', 'resolve', '5', 'maybe'],
      ['audit', '--start', 'monday'],
      ['teleport'],
    ];
    for (const args of cases) {
      const res = await run(args, OPS.finance, { OPS_URL: 'http://127.0.0.1:9' });
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.err, args.join(' ')).toMatch(/^ops: .+\n\nOperator commands/);
    }
    const anonymous = await run(['whoami'], null);
    expect(anonymous.code).toBe(2);
    expect(anonymous.err).toContain('OPS_USERNAME');
  });
});

describe('ops output', () => {
  it('aligns columns, right-aligns numbers, and keeps terminal control characters out', () => {
    const text = table(
      [
        { header: 'NAME', value: (r: { name: string; amount: string }) => r.name },
        { header: 'AMOUNT', value: (r) => r.amount, align: 'right' },
      ],
      [
        { name: 'a', amount: '1.00' },
        { name: 'longer name', amount: '1,000.00' },
      ],
    );
    expect(text.split('\n')).toEqual([
      'NAME           AMOUNT',
      'a                1.00',
      'longer name  1,000.00',
    ]);
    expect(cell('evil\u001b[2Jname\nnext')).toBe('evil [2Jname next');
    expect(cell('x'.repeat(50))).toHaveLength(40);
    expect(cell(null)).toBe('-');
  });
});
