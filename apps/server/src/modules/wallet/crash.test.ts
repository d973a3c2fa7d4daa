import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../test/money-helpers.ts';
import { createPostgresCopy } from '../../../test/template-db.ts';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { hashPassword } from '../../platform/password.ts';
import { createAccountService } from '../member/member.service.ts';
import { createLedger, house, walletOf } from './ledger.service.ts';

/**
 * Crash safety (issue 4): a load of wallet transfers against a real server process on PostgreSQL, the
 * process killed with SIGKILL mid-way and started again. Every acknowledged movement must be there, the
 * invariants must hold, and retrying the movements whose answer was lost applies each at most once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const PLAYERS = 4;
const OPENING = 1_000_000;
const PASSWORD = 'Crash@2026';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED: 'false',
      WEB_DIST: '/nonexistent',
      ALLOW_PLAIN_PAYLOADS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe.runIf(onPostgres)('crash in the middle of a transfer load (PostgreSQL)', () => {
  let copy: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));

  beforeAll(async () => {
    copy = await createPostgresCopy();
    handle = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await handle?.close();
    await copy?.drop();
  });

  it('keeps every acknowledged movement and every invariant after SIGKILL', async () => {
    const { db } = handle;
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const accounts = createAccountService(db);
    const ledger = createLedger(db);
    const passwordHash = await hashPassword(PASSWORD);
    const players: Array<{ id: number; username: string; token?: string }> = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `crash${i}${randomUUID().slice(0, 6)}`;
      const id = await insertTestAccount(accounts, { merchantId: merchant.id, username, passwordHash });
      await ledger.post({
        merchantId: merchant.id,
        type: 'adjustment',
        reference: 'CRASH',
        source: 'test',
        idempotencyKey: `crash-open-${id}`,
        lines: [
          { account: walletOf(id), amount: OPENING },
          { account: house('bonus_expense'), amount: -OPENING },
        ],
      });
      players.push({ id, username });
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(copy.url, port, dataDir);
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant: 'siam',
          ...(token ? { authorization: token } : {}),
        },
        body: JSON.stringify(body),
      });
    for (const p of players) {
      const res = await post('/wps/session/loginV2', { username: p.username, password: PASSWORD });
      p.token = ((await res.json()) as { value: { token: string } }).value.token;
    }
    const wallet = (await (
      await fetch(`${base}/wps/relay/GCS_merchantWallet`, {
        headers: { merchant: 'siam', authorization: players[0]?.token ?? '' },
      })
    ).json()) as { value: { vendors: Array<{ vendor: string }> } };
    const vendor = wallet.value.vendors[0]?.vendor as string;

    // 8 movements in flight until the process dies; every answered one is remembered
    const acked: Array<{ player: number; requestId: string }> = [];
    const lost: Array<{ player: number; body: Record<string, unknown> }> = [];
    const problems: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      const p = players[w % PLAYERS] as (typeof players)[number];
      for (let n = 0; !stop; n++) {
        const body = {
          direction: n % 2 === 0 ? 'in' : 'out',
          vendor,
          amount: 1 + ((w * 7 + n) % 90),
          requestId: randomUUID(),
        };
        try {
          const res = await post('/wps/relay/GCS_walletTransfer', body, p.token);
          if (res.status === 200) acked.push({ player: p.id, requestId: body.requestId });
          else if (res.status !== 409) {
            problems.push(`unexpected ${res.status}: ${await res.text()}`);
            return;
          }
        } catch {
          lost.push({ player: p.id, body }); // no answer: the movement may or may not have happened
          return;
        }
      }
    };
    let finished = 0;
    const workers = Array.from({ length: 8 }, (_, w) => worker(w).finally(() => finished++));
    // until 150 answers (or every worker stopped, which fails below with its reason)
    const deadline = Date.now() + 90_000;
    while (acked.length < 150 && finished < workers.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(problems).toEqual([]);
    expect(finished, 'a worker stopped before the crash').toBe(0);
    expect(acked.length).toBeGreaterThanOrEqual(150);
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    const killed = server;
    if (killed.exitCode === null && killed.signalCode === null)
      await new Promise((r) => killed.once('exit', r));

    server = await startServer(copy.url, port, dataDir);
    for (const a of acked) {
      const entry = await db
        .selectFrom('journal_entries')
        .select('id')
        .where('source', '=', `member:${a.player}`)
        .where('idempotency_key', '=', `wallet:${a.requestId}`)
        .executeTakeFirst();
      expect(entry, `acknowledged ${a.requestId}`).toBeDefined();
    }
    // the movements whose answer was lost are retried with their keys: each lands at most once
    for (const l of lost) {
      const p = players.find((x) => x.id === l.player);
      const res = await post('/wps/relay/GCS_walletTransfer', l.body, p?.token);
      expect([200, 409]).toContain(res.status);
    }
    const keys = await db
      .selectFrom('journal_entries')
      .select(['idempotency_key', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'source',
        'in',
        players.map((p) => `member:${p.id}`),
      )
      .groupBy('idempotency_key')
      .execute();
    expect(keys.length).toBeGreaterThanOrEqual(acked.length);
    for (const k of keys) expect(Number(k.n)).toBe(1);
    // money only moved between each player's own wallets
    for (const p of players) {
      const { main, vendors } = await ledger.walletsOf(merchant.id, p.id);
      expect(main + [...vendors.values()].reduce((a, b) => a + b, 0)).toBe(OPENING);
    }
    await expectLedgerInvariants({ database: handle });
  }, 180_000);
});
