// The rolling restart proof (issue 21, decision 0047), run by `npm run cluster -- --rolling-restart`:
// players of the demo seed log in through HAProxy and keep reading their balance and moving money between
// their main and a game wallet while every node is restarted in turn (SIGTERM, drain, start, ready).
// It reports the requests sent and failed (the goal is none) and checks that no money appeared or vanished.
import { randomUUID } from 'node:crypto';
import { DEMO_CREDENTIALS } from '../bench/encrypted-login.ts';
import { call, ledgerInvariants, logInPlayers, withClient } from './cluster-lib.mjs';

const PLAYERS = [DEMO_CREDENTIALS, { username: 'gamer', password: 'Gamer@2026' }];
const MERCHANT = 'siam';
const AMOUNT = 100; // 1.00, moved in and out of a game wallet
const SETTLE_MS = 3000; // load before the first restart and after the last

/** The money figures the restart must leave unchanged (every owned balance is checked against its lines). */
function moneyFigures(databaseUrl, usernames) {
  return withClient(databaseUrl, async (client) => {
    const players = await client.query(
      `select coalesce(sum(l.balance), 0)::text as total
         from ledger_accounts l
         join accounts a on a.id = l.owner_id and a.merchant_id = l.merchant_id
         join merchants m on m.id = a.merchant_id
        where m.code = $1 and a.username = any($2) and l.kind in ('wallet', 'vendor')`,
      [MERCHANT, usernames],
    );
    const owned = await client.query(
      "select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind in ('wallet', 'vendor')",
    );
    const ledger = await ledgerInvariants(client);
    return {
      players: BigInt(players.rows[0].total),
      owned: BigInt(owned.rows[0].total),
      lines: ledger.lines,
      drifted: ledger.drifted,
    };
  });
}

export async function rollingRestart({ front, databaseUrl, nodes, workers, restart, log }) {
  const sessions = [];
  for (const player of await logInPlayers(front, PLAYERS, MERCHANT)) {
    const funds = await (
      await fetch(`${front}/wps/member/info/funds/consolidated`, { headers: player.headers })
    ).json();
    const vendor = funds.value?.vendors?.[0]?.vendor;
    if (!vendor) throw new Error(`${player.username} has no game wallet to transfer to`);
    sessions.push({ username: player.username, headers: player.headers, vendor });
  }
  const usernames = sessions.map((s) => s.username);
  const before = await moneyFigures(databaseUrl, usernames);

  const tally = { sent: 0, failed: 0, byCall: {}, failures: {} };
  const send = async (name, url, init = {}) => {
    tally.sent++;
    tally.byCall[name] = (tally.byCall[name] ?? 0) + 1;
    const answer = await call(front, url, init);
    if (answer.outcome === 'ack') return;
    const outcome = `${name} ${answer.why}`;
    tally.failed++;
    tally.failures[outcome] = (tally.failures[outcome] ?? 0) + 1;
  };
  let running = true;
  const worker = async (i) => {
    const s = sessions[i % sessions.length];
    while (running) {
      await send('balance', '/wps/v2/wallets/balance', { headers: s.headers });
      for (const direction of ['in', 'out']) {
        await send(`transfer ${direction}`, '/wps/relay/GCS_walletTransfer', {
          method: 'POST',
          headers: s.headers,
          body: JSON.stringify({ direction, vendor: s.vendor, amount: AMOUNT, requestId: randomUUID() }),
        });
      }
      await send('funds', '/wps/member/info/funds/consolidated', { headers: s.headers });
    }
  };
  const started = Date.now();
  log(`load: ${workers} workers over ${usernames.join(', ')} through ${front}`);
  const load = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const node of nodes) {
    const t0 = Date.now();
    await restart(node);
    log(
      `${node.name} restarted and ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (sent ${tally.sent}, failed ${tally.failed})`,
    );
    // HAProxy puts it back after two good checks
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  running = false;
  await load;
  const seconds = (Date.now() - started) / 1000;
  const after = await moneyFigures(databaseUrl, usernames);

  const unchanged = before.players === after.players && after.drifted === 0 && after.lines === 0n;
  console.log('\nrolling restart');
  console.log(`  nodes restarted        ${nodes.length}`);
  console.log(`  duration               ${seconds.toFixed(1)} s`);
  console.log(
    `  requests sent          ${tally.sent} (${Object.entries(tally.byCall)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );
  console.log(`  requests failed        ${tally.failed}`);
  for (const [what, n] of Object.entries(tally.failures)) console.log(`    ${what}: ${n}`);
  console.log(`  players' money         before ${before.players}, after ${after.players} (minor units)`);
  console.log(`  all wallets            before ${before.owned}, after ${after.owned}`);
  console.log(`  sum of journal lines   ${after.lines} (0 when every entry balances)`);
  console.log(`  balances off their lines ${after.drifted}`);
  console.log(`  result                 ${tally.failed === 0 && unchanged ? 'PASS' : 'FAIL'}`);
  return tally.failed === 0 && unchanged;
}
