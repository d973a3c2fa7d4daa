import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createEventBus, type EventBus } from '../../platform/events/event-bus.ts';
import { createAccountService } from '../member/member.service.ts';
import {
  createLedger,
  house,
  type Ledger,
  type Posting,
  vendorWalletOf,
  walletOf,
} from './ledger.service.ts';
import type { BalanceChanged } from './wallet.events.ts';

let handle: DatabaseHandle;
let events: EventBus;
let ledger: Ledger;
let merchantId: number;
const seen: BalanceChanged[] = [];

async function newOwner(): Promise<number> {
  return insertTestAccount(createAccountService(handle.db, {}), {
    merchantId,
    username: `ev${randomUUID().slice(0, 10)}`,
    passwordHash: 'x',
  });
}

const funding = (owner: number, amount: number): Posting => ({
  merchantId,
  type: 'adjustment',
  reference: 'EV-FUND',
  source: 'test',
  idempotencyKey: randomUUID(),
  lines: [
    { account: walletOf(owner), amount },
    { account: house('bonus_expense'), amount: -amount },
  ],
});

beforeAll(async () => {
  handle = await createTestDatabase();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'siam').executeTakeFirstOrThrow()
  ).id;
  events = createEventBus({ onHandlerError: () => {} });
  events.subscribe('balance.changed', (change) => void seen.push(change));
  ledger = createLedger(handle.db, events);
});
afterAll(() => handle.close());
beforeEach(() => {
  seen.length = 0;
});

describe('balance.changed', () => {
  it('announces each owned wallet an entry moves with the balance it left, and nothing for a replay', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    const funded = await ledger.post(funding(a, 1_000));
    const transfer: Posting = {
      merchantId,
      type: 'transfer',
      reference: 'EV-T1',
      source: 'test',
      idempotencyKey: randomUUID(),
      lines: [
        { account: walletOf(a), amount: -300 },
        { account: walletOf(b), amount: 300 },
        { account: walletOf(a), amount: -100 },
        { account: vendorWalletOf(a, 'SANDBOX'), amount: 100 },
      ],
    };
    const moved = await ledger.post(transfer);
    expect((await ledger.post(transfer)).replayed).toBe(true);
    await events.settled();
    const change = { merchantId, entryId: moved.entryId, type: 'transfer', reference: 'EV-T1' };
    expect(seen[0]).toEqual({
      merchantId,
      accountId: a,
      wallet: 'MAIN',
      amount: 1_000,
      balance: 1_000,
      entryId: funded.entryId,
      type: 'adjustment',
      reference: 'EV-FUND',
    });
    // One per owned account, with the entry's net movement on it; the house's side announces nothing.
    expect(seen.slice(1)).toHaveLength(3);
    expect(seen.slice(1)).toEqual(
      expect.arrayContaining([
        { ...change, accountId: a, wallet: 'MAIN', amount: -400, balance: 600 },
        { ...change, accountId: b, wallet: 'MAIN', amount: 300, balance: 300 },
        { ...change, accountId: a, wallet: 'SANDBOX', amount: 100, balance: 100 },
      ]),
    );
  });

  it('holds an entry’s announcement in a transaction until it commits, and drops it when it rolls back', async () => {
    const owner = await newOwner();
    const rolledBack = events.transaction(handle.db, async (trx) => {
      await ledger.post(funding(owner, 500), trx);
      throw new Error('refused after the entry');
    });
    await expect(rolledBack).rejects.toThrow('refused after the entry');
    await events.settled();
    expect(seen).toEqual([]);
    expect(await ledger.balanceOf(merchantId, walletOf(owner))).toBe(0);

    await events.transaction(handle.db, async (trx) => {
      await ledger.post(funding(owner, 700), trx);
      await events.settled();
      expect(seen).toEqual([]);
    });
    await events.settled();
    expect(seen.map((c) => [c.accountId, c.balance])).toEqual([[owner, 700]]);
  });

  it('announces once when the database made the entry’s statement run again', async () => {
    const owner = await newOwner();
    // The first entry written after this fails as a serialisation failure would; the sequence is not
    // rolled back with it, so the retry passes.
    await sql`create sequence entry_attempts`.execute(handle.db);
    await sql`create function fail_first_entry() returns trigger language plpgsql as $$
      begin
        if nextval('entry_attempts') = 1 then
          raise exception 'forced conflict' using errcode = 'serialization_failure';
        end if;
        return new;
      end $$`.execute(handle.db);
    await sql`create trigger fail_first_entry before insert on journal_entries
      for each row execute function fail_first_entry()`.execute(handle.db);
    try {
      await ledger.post(funding(owner, 900));
    } finally {
      await sql`drop trigger fail_first_entry on journal_entries`.execute(handle.db);
    }
    const attempts = await sql<{ n: number }>`select last_value::int as n from entry_attempts`.execute(
      handle.db,
    );
    expect(attempts.rows[0]?.n).toBe(2);
    await events.settled();
    expect(seen.map((c) => [c.accountId, c.amount, c.balance])).toEqual([[owner, 900, 900]]);
  });
});
