import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../test/money-helpers.ts';
import { createPostgresCopy, createTestDatabase } from '../../../test/template-db.ts';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { createSecondNode } from '../../../test/test-app.ts';
import type { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { house, walletOf } from './ledger.service.ts';

/**
 * The bank test (issue 21): transfers among 100 wallets from several app instances on one database while a
 * reader sums the wallets again and again, each time in its own repeatable-read transaction over two
 * statements: the total never changes. On PostgreSQL each instance has its own pool, so their transfers
 * really race (as in app-jobs.test.ts); on PGlite they share the one handle. BANK_TRANSFERS sets the size.
 */
/** Three racing pools on PostgreSQL; on PGlite the instances share one connection, so two show as much. */
const NODES = process.env.TEST_DB === 'postgres' ? 3 : 2;
const ACCOUNTS = 100;
const OPENING = 10_000;
const TRANSFERS = Number(process.env.BANK_TRANSFERS ?? 600);

type Node = Awaited<ReturnType<typeof buildApp>>;
const nodes: Node[] = [];
let handles: DatabaseHandle[] = [];
let dropCopy = async () => {};

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const copy = await createPostgresCopy();
    dropCopy = copy.drop;
    for (let i = 0; i < NODES; i++) handles.push(await openDatabase({ databaseUrl: copy.url, dataDir: '' }));
  } else {
    const shared = await createTestDatabase();
    handles = Array.from({ length: NODES }, () => shared);
  }
  for (const database of handles) nodes.push(await createSecondNode(database));
}, 120_000);

afterAll(async () => {
  for (const node of nodes) await node.app.close();
  for (const handle of new Set(handles)) await handle.close();
  await dropCopy();
});

describe('bank test: transfers from several nodes while a reader sums', () => {
  it(`keeps the total of ${ACCOUNTS} wallets through ${TRANSFERS} concurrent transfers from ${NODES} nodes`, async () => {
    const first = nodes[0] as Node;
    const db = (handles[0] as DatabaseHandle).db;
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const owners: number[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const id = await insertTestAccount(first.services.accounts, {
        merchantId: merchant.id,
        username: `bank${i}x${Math.random().toString(36).slice(2, 8)}`,
        passwordHash: 'x',
      });
      await first.services.ledger.post({
        merchantId: merchant.id,
        type: 'adjustment',
        reference: 'BANK-OPENING',
        source: 'test:bank',
        idempotencyKey: `opening-${id}`,
        lines: [
          { account: walletOf(id), amount: OPENING },
          { account: house('bonus_expense'), amount: -OPENING },
        ],
      });
      owners.push(id);
    }
    const accountIds = await Promise.all(
      owners.map((o) => first.services.ledger.accountId(merchant.id, walletOf(o))),
    );
    const expected = ACCOUNTS * OPENING;
    const half = accountIds.slice(0, ACCOUNTS / 2);
    const rest = accountIds.slice(ACCOUNTS / 2);

    let running = true;
    let reads = 0;
    const totals = new Set<number>();
    /** One reading: both halves summed in one repeatable-read transaction of its own. */
    const read = async () => {
      // Two statements in one snapshot: a transfer that committed between them must not show half-done.
      const total = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const sum = async (ids: number[]) =>
            Number(
              (
                await trx
                  .selectFrom('ledger_accounts')
                  .select((eb) => eb.fn.sum<number>('balance').as('sum'))
                  .where('id', 'in', ids)
                  .executeTakeFirstOrThrow()
              ).sum,
            );
          return (await sum(half)) + (await sum(rest));
        });
      totals.add(total);
      reads++;
    };
    const reader = (async () => {
      while (running) {
        await read();
        await new Promise((r) => setImmediate(r));
      }
    })();

    let moved = 0;
    let refused = 0;
    const started = Date.now();
    const perNode = Math.ceil(TRANSFERS / NODES);
    await Promise.all(
      nodes.map(async (node, n) => {
        // Eight transfers in flight per node.
        const lanes = Array.from({ length: 8 }, async (_, lane) => {
          for (let i = lane; i < perNode; i += 8) {
            const from = randomInt(ACCOUNTS);
            const to = (from + 1 + randomInt(ACCOUNTS - 1)) % ACCOUNTS;
            const amount = randomInt(1, 3_000);
            try {
              await node.services.ledger.post({
                merchantId: merchant.id,
                type: 'transfer',
                reference: `BANK-${n}-${i}`,
                source: 'test:bank',
                idempotencyKey: `${owners[0]}-${n}-${i}`,
                lines: [
                  { account: walletOf(owners[from] as number), amount: -amount },
                  { account: walletOf(owners[to] as number), amount },
                ],
              });
              moved++;
              // One lane per node reads after each of its transfers too: on PGlite, whose one connection
              // queues transactions, the free reader alone could wait out the whole load.
              if (lane === 0) await read();
            } catch (error) {
              if ((error as { code?: string }).code !== 'wallet.insufficient.funds') throw error;
              refused++;
            }
          }
        });
        await Promise.all(lanes);
      }),
    );
    running = false;
    await reader;
    console.log(
      `bank test: ${NODES} nodes, ${ACCOUNTS} accounts, ${moved} transfers (${refused} refused for funds) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, ${reads} reads, totals seen ${[...totals].join(', ')} (expected ${expected})`,
    );
    expect([...totals]).toEqual([expected]);
    expect(reads).toBeGreaterThan(5);
    expect(moved).toBeGreaterThan(TRANSFERS / 2);
    const balances = await first.services.ledger.walletBalances(merchant.id, owners);
    expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(expected);
    await expectLedgerInvariants({ database: { db } });
  }, 600_000);
});
