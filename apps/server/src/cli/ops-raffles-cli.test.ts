import { describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);
const HOUR = 3_600_000;

describe('ops raffle commands', () => {
  it('creates a raffle, grants a ticket, draws it now and shows the winners and the secret', async () => {
    const body = {
      titles: { en: 'CLI raffle', th: 'จับรางวัล CLI' },
      descriptions: { en: 'Granted tickets', th: 'ตั๋วจากผู้ดูแล' },
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + HOUR).toISOString(),
      drawAt: new Date(Date.now() + HOUR).toISOString(),
      rules: { betPerTicket: 1e12, depositMin: null, ticketsPerDeposit: 1, maxTickets: 3 },
      prizes: [{ place: 1, amount: 10_000, turnoverMultiplier: 1 }],
    };
    const made = await run(
      ['raffle', 'create', JSON.stringify(body), '--merchant', 'siam', '--json'],
      OPS.admin,
    );
    expect(made.err).toBe('');
    const { id, commitment } = JSON.parse(made.out) as { id: number; commitment: string };
    const p = await newPlayer(t);
    const granted = await run(
      ['raffle', 'grant', String(id), String(p.id), '2', '--note', 'cli'],
      OPS.finance,
    );
    expect(granted.out).toBe(`2 ticket(s) granted to ${p.id} in raffle ${id}: 2 granted in all`);
    const usage = await run(['raffle', 'grant', String(id), String(p.id), '2'], OPS.finance, {}, null);
    expect(usage.code).toBe(2);
    const refused = await run(['raffle', 'draw', String(id), '--merchant', 'siam'], OPS.siamviewer, {}, null);
    expect(refused.code).toBe(1);
    const drawn = await run(['raffle', 'draw', String(id), '--merchant', 'siam'], OPS.admin);
    expect(drawn.err).toBe('');
    expect(drawn.out).toContain(`commitment: ${commitment}`);
    expect(drawn.out).toMatch(/secret: [0-9a-f]{64}/);
    expect(drawn.out).toMatch(new RegExp(`1\\s+${p.username}\\s+1\\s+[12]\\s+100\\.00\\s+-`));
    const list = await run(['raffles', '--merchant', 'siam'], OPS.siamviewer);
    expect(list.out).toMatch(new RegExp(`${id}\\s+CLI raffle\\s+drawn`));
  });
});
