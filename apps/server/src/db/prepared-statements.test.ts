import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { merchantId, newPlayer } from '../../test/money-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { house, walletOf } from '../modules/wallet/ledger.service.ts';
import { PREPARED } from './prepared.ts';

// The hottest statements run prepared (src/db/prepared.ts): parsed and planned once per database session.
const t = useTestApp();

type Echo = { text: string | null; amount: string; flag: boolean; at: Date | null };

const echo = (values: { text: string | null; amount: number; flag: boolean; at: Date | null }) =>
  sql<Echo>`${PREPARED} select ${values.text}::text as text, ${values.amount}::bigint::text as amount,
    ${values.flag}::boolean as flag, ${values.at}::timestamptz as at`.execute(t.database.db);

describe('prepared statements', () => {
  it('pass awkward values through unchanged, on first use and when reused', async () => {
    const awkward = [
      {
        text: `it's a "quote" \\ and a backslash; drop table bets; --`,
        amount: -9_007_199_254_740,
        flag: true,
      },
      { text: 'สล็อต 🎰 \n line two', amount: 0, flag: false },
      { text: null, amount: 123_456_789_012, flag: true },
      { text: "''", amount: 1, flag: false },
    ];
    for (const round of [1, 2]) {
      for (const value of awkward) {
        const { rows } = await echo({ ...value, at: null });
        expect(rows, `round ${round}`).toEqual([{ ...value, amount: String(value.amount), at: null }]);
      }
    }
    // a value that is no plain literal (a date) still runs, unprepared where the engine needs it
    const at = new Date('2026-11-23T10:00:00.000Z');
    const { rows } = await echo({ text: 'x', amount: 1, flag: true, at });
    expect(new Date(rows[0]?.at as Date).toISOString()).toBe(at.toISOString());
  });

  it('hold the ledger’s entries: the session keeps the entry statement after a post', async () => {
    const siam = await merchantId(t);
    const player = await newPlayer(t);
    // in one transaction, so the post and the look at the session's statements share a connection
    const names = await t.services.events.transaction(t.database.db, async (trx) => {
      await t.services.ledger.post(
        {
          merchantId: siam,
          type: 'adjustment',
          reference: 'PREP',
          source: 'test',
          idempotencyKey: `prep-${player.id}`,
          memo: { note: "it's kept" },
          lines: [
            { account: walletOf(player.id), amount: 500 },
            { account: house('bonus_expense'), amount: -500 },
          ],
        },
        trx,
      );
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows.map((r) => r.statement);
    });
    expect(names.some((s) => s.includes('insert into journal_entries'))).toBe(true);
    expect(await t.services.ledger.balanceOf(siam, walletOf(player.id))).toBe(500);
    const entry = await t.services.ledger.find(siam, 'test', `prep-${player.id}`);
    expect(entry?.lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-500, 500]);
  });
});
