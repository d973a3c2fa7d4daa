// The kill test (issue 21, decision 0047), run by `npm run cluster -- --kill-test`: workers put mixed money
// load through HAProxy (wallet transfers, member transfers, slot spins and mini game rolls through the
// in-house vendor's seamless wallet, withdrawal requests, lottery slips), each call with its client request
// id, and record every acknowledged movement; meanwhile a random node is SIGKILLed --kills times, each time
// restarted and ready before the next. A call that gets no answer is retried with the same id, as a client
// would. With the load stopped it checks the database: every acknowledged movement is there once, none is
// applied twice or without a request the load sent, and the ledger's invariants hold.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { randomClientAddress } from '../bench/encrypted-login.ts';
import { call, ledgerInvariants, logInPlayers, root, sleep, withClient } from './cluster-lib.mjs';

const MERCHANT = 'siam';
const PAYMENT_PASSWORD = '246810';
const SLOT = 'DRAGON_FORTUNE';
const LOTTERY = 'LOTT_K3';
/** Attempts of a call that got no answer (the first included), with the same request id. */
const ATTEMPTS = 5;
/** Withdrawals per player and run, under the merchant's daily count (each holds at least the minimum). */
const WITHDRAWALS_PER_PLAYER = 4;
const SETTLE_MS = 3000; // load before the first kill and after the last
const KINDS = ['wallet transfer', 'member transfer', 'slot spin', 'mini roll', 'withdrawal', 'lottery slip'];

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * Seeds the run's own players, one family per worker (an agent and two players under it, with the demo
 * accounts' passwords and opening balances), as copies labelled for this run: a rerun on the same
 * database starts from fresh players, whose withdrawals of the day are still unused.
 */
export async function seedPlayers({ databaseUrl, dataDir, workers, log }) {
  const run = randomBytes(3).readUIntBE(0, 3).toString(36).padStart(3, '0').slice(-3);
  const labels = Array.from({ length: workers }, (_, i) => `${run}${i.toString(36)}`);
  log(`seeding the kill test's players (copies ${labels.join(', ')})`);
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/ops.ts', 'seed', '--copies', labels.join(',')],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ops seed exited ${code}`))));
  });
  return labels.map((label) => ({
    agent: { username: `agent01${label}`, password: 'Agent@2026' },
    players: [
      { username: `demo${label}`, password: 'Demo@2026' },
      { username: `gamer${label}`, password: 'Gamer@2026' },
    ],
  }));
}

const post = (headers, body) => ({ method: 'POST', headers, body: JSON.stringify(body) });
const put = (headers, body) => ({ method: 'PUT', headers, body: JSON.stringify(body) });

/** A setup call that must succeed. */
async function must(front, what, url, init) {
  const r = await call(front, url, init);
  if (r.outcome !== 'ack')
    throw new Error(`${what} answered ${r.why}: ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.value;
}

/** A player at a house game: the launch token is the session of every call (house.routes.ts). */
async function seatAt(front, headers, gameCode) {
  const launched = await must(
    front,
    `launch ${gameCode}`,
    `/wps/game/launchGame?vassalage=HOUSE&gameCode=${gameCode}`,
    { headers },
  );
  const token = new URL(launched.url, front).searchParams.get('token');
  const session = await must(
    front,
    `open ${gameCode}`,
    '/vendor/house/v1/session',
    post(headers, { gameCode, token }),
  );
  return { token, session };
}

/** Logs a family in and gives it what the load needs: payment passwords, a bank card, game seats. */
async function prepareFamily(front, family) {
  // one client address per family: the per-address limits (logins, vendor calls) count it alone
  const address = randomClientAddress();
  const [agent, ...players] = await logInPlayers(front, [family.agent, ...family.players], MERCHANT);
  for (const member of [agent, ...players]) {
    member.headers['x-forwarded-for'] = address;
    await must(
      front,
      `payment password of ${member.username}`,
      '/wps/member/paymentPassword',
      put(member.headers, {
        newPassword: PAYMENT_PASSWORD,
        confirmPassword: PAYMENT_PASSWORD,
        loginPassword: member.password,
      }),
    );
  }
  const mini = await must(front, 'mini game', '/wps/game/miniGame', { headers: agent.headers });
  for (const player of players) {
    const cards = await must(
      front,
      `bank card of ${player.username}`,
      '/wps/member/bankCard',
      put(player.headers, {
        bankCode: 'KBANK',
        accountNumber: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
        accountName: 'Kill Test',
      }),
    );
    player.card = cards.cards[0].id;
    const rules = await must(front, 'withdrawal rules', '/wps/system/withdrawBanks', {
      headers: player.headers,
    });
    player.withdrawal = {
      amount: rules.min,
      budget: Math.min(WITHDRAWALS_PER_PLAYER, rules.dailyCount - rules.usedToday),
      made: 0,
    };
    const funds = await must(front, 'funds', '/wps/member/info/funds/consolidated', {
      headers: player.headers,
    });
    player.vendor = funds.vendors[0].vendor;
    const slot = await seatAt(front, player.headers, SLOT);
    player.slot = { token: slot.token, stake: slot.session.slot.betLevels[0] };
    const dice = await seatAt(front, player.headers, mini.gameCode);
    player.mini = { gameCode: mini.gameCode, token: dice.token, stake: dice.session.mini.stakes[0] };
  }
  return { agent, players };
}

export async function killTest({ cluster, databaseUrl, players: families, kills, log }) {
  const { front, nodes } = cluster;
  log(`logging in ${families.length * 3} players and setting up payment passwords, cards and game seats`);
  const ready = [];
  for (const family of families) ready.push(await prepareFamily(front, family));
  const members = ready.flatMap((f) => [f.agent, ...f.players]);
  const ids = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select a.username, a.id from accounts a join merchants m on m.id = a.merchant_id
        where m.code = $1 and a.username = any($2)`,
      [MERCHANT, members.map((m) => m.username)],
    );
    return new Map(rows.map((r) => [r.username, Number(r.id)]));
  });
  for (const m of members) m.id = ids.get(m.username);
  const firstEntry = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select coalesce(max(id), 0)::text as id from journal_entries');
    return rows[0].id;
  });

  const tally = Object.fromEntries(KINDS.map((k) => [k, { sent: 0, acked: 0, refused: 0, failed: 0 }]));
  const why = {};
  const phases = Array.from({ length: kills + 1 }, () => ({ acked: 0, failed: 0 }));
  let phase = 0;
  const ops = [];

  /** One movement: its calls until an answer (retried with the same id when none came), recorded. */
  async function movement(kind, member, url, init, fields) {
    const op = { kind, member, requestId: fields.requestId, fields, outcome: 'in doubt', value: null };
    ops.push(op);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const r = await call(front, url, init);
      op.attempts = attempt;
      const t = tally[kind];
      t.sent++;
      if (r.outcome === 'ack') {
        t.acked++;
        phases[phase].acked++;
        op.outcome = 'acked';
        op.value = r.body.value;
        return op;
      }
      const key = `${kind} ${r.why}`;
      why[key] = (why[key] ?? 0) + 1;
      if (r.outcome === 'refused') {
        t.refused++;
        op.outcome = 'refused';
        return op;
      }
      t.failed++;
      phases[phase].failed++;
      await sleep(300 * attempt);
    }
    return op;
  }

  const moves = {
    async walletTransfer(player) {
      for (const direction of ['in', 'out']) {
        const requestId = randomUUID();
        const amount = 100;
        await movement(
          'wallet transfer',
          player,
          '/wps/relay/GCS_walletTransfer',
          post(player.headers, { direction, vendor: player.vendor, amount, requestId }),
          { requestId, direction, amount },
        );
      }
    },
    async memberTransfer(family) {
      const toAgent = Math.random() < 0.5;
      const player = pick(family.players);
      const [from, to] = toAgent ? [player, family.agent] : [family.agent, player];
      const requestId = randomUUID();
      const amount = 100 * (1 + Math.floor(Math.random() * 5));
      await movement(
        'member transfer',
        from,
        '/wps/transaction/transfer',
        post(from.headers, { toUsername: to.username, amount, paymentPassword: PAYMENT_PASSWORD, requestId }),
        { requestId, amount, to },
      );
    },
    async spin(player) {
      const requestId = randomUUID();
      await movement(
        'slot spin',
        player,
        '/vendor/house/v1/slot/spin',
        post(player.headers, {
          session: player.slot.token,
          gameCode: SLOT,
          stake: player.slot.stake,
          requestId,
        }),
        { requestId, stake: player.slot.stake },
      );
    },
    async roll(player) {
      const requestId = randomUUID();
      const { gameCode, token, stake } = player.mini;
      await movement(
        'mini roll',
        player,
        '/vendor/house/v1/mini/roll',
        post(player.headers, {
          session: token,
          gameCode,
          pick: pick(['LOW', 'SEVEN', 'HIGH']),
          stake,
          requestId,
        }),
        { requestId, stake },
      );
    },
    async withdraw(player) {
      player.withdrawal.made++;
      const requestId = randomUUID();
      const { amount } = player.withdrawal;
      await movement(
        'withdrawal',
        player,
        '/wps/transaction/withdraw',
        post(player.headers, {
          amount,
          bankCardId: player.card,
          paymentPassword: PAYMENT_PASSWORD,
          requestId,
        }),
        { requestId, amount },
      );
    },
    async slip(player) {
      const requestId = randomUUID();
      await movement(
        'lottery slip',
        player,
        '/lgw/orders/betting',
        post(player.headers, {
          gameCode: LOTTERY,
          requestId,
          lines: [{ play: 'k3.sum', pick: [[9, 12]], unitStake: 100, multiplier: 1 }],
        }),
        { requestId },
      );
    },
  };

  let running = true;
  let killed = 0;
  const worker = async (family) => {
    while (running) {
      const player = pick(family.players);
      // withdrawals spread over the run: a player's next one waits for its share of the kills
      const w = player.withdrawal;
      const due = Math.min(w.budget, 1 + Math.floor((killed * w.budget) / kills));
      if (w.made < due && Math.random() < 0.2) {
        await moves.withdraw(player);
        continue;
      }
      const roll = Math.random();
      if (roll < 0.2) await moves.walletTransfer(player);
      else if (roll < 0.4) await moves.memberTransfer(family);
      else if (roll < 0.65) await moves.spin(player);
      else if (roll < 0.85) await moves.roll(player);
      else await moves.slip(player);
    }
  };

  const started = Date.now();
  log(`load: ${ready.length} workers through ${front}; ${kills} kills of a random node`);
  const load = Promise.all(ready.map(worker));
  await sleep(SETTLE_MS);
  const downtimes = [];
  for (let k = 1; k <= kills; k++) {
    const node = pick(nodes);
    const t0 = Date.now();
    await cluster.stopNode(node, 'SIGKILL');
    phase = k;
    killed = k;
    cluster.startNode(node, { seed: false });
    await cluster.waitReady(node);
    downtimes.push(Date.now() - t0);
    const t = Object.values(tally);
    log(
      `kill ${k}/${kills}: ${node.name} back in ${((Date.now() - t0) / 1000).toFixed(1)} s (acknowledged ${t.reduce((s, x) => s + x.acked, 0)}, failed ${t.reduce((s, x) => s + x.failed, 0)})`,
    );
    // HAProxy takes it back after two good checks; then some load on all three before the next kill
    await sleep(1500 + Math.random() * 1500);
  }
  await sleep(SETTLE_MS);
  running = false;
  await load;
  const seconds = (Date.now() - started) / 1000;

  const check = await withClient(databaseUrl, (client) => verify(client, { ops, members, firstEntry }));
  const total = (field) => Object.values(tally).reduce((s, t) => s + t[field], 0);
  const acked = ops.filter((o) => o.outcome === 'acked');
  const pass =
    killed === kills &&
    check.missing.length === 0 &&
    check.twice.length === 0 &&
    check.violations.length === 0 &&
    phases.every((p) => p.acked > 0);

  console.log('\nkill test');
  console.log(
    `  kills survived           ${killed} of ${kills} (SIGKILL, restart, ready; mean ${(downtimes.reduce((s, d) => s + d, 0) / downtimes.length / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  duration                 ${seconds.toFixed(1)} s, ${ready.length} workers, ${members.length} players`,
  );
  console.log('  requests                 sent  acknowledged  refused  failed');
  for (const kind of KINDS) {
    const t = tally[kind];
    console.log(
      `    ${kind.padEnd(22)} ${String(t.sent).padStart(6)} ${String(t.acked).padStart(13)} ${String(t.refused).padStart(8)} ${String(t.failed).padStart(7)}`,
    );
  }
  console.log(
    `    ${'all'.padEnd(22)} ${String(total('sent')).padStart(6)} ${String(total('acked')).padStart(13)} ${String(total('refused')).padStart(8)} ${String(total('failed')).padStart(7)}`,
  );
  for (const [what, n] of Object.entries(why).sort((a, b) => b[1] - a[1])) console.log(`      ${what}: ${n}`);
  console.log(
    `  acknowledged per phase   ${phases.map((p) => p.acked).join(' ')} (before the first kill, after each)`,
  );
  console.log(`  failed per phase         ${phases.map((p) => p.failed).join(' ')}`);
  console.log(
    `  movements                ${ops.length}: ${acked.length} acknowledged, ${ops.filter((o) => o.outcome === 'refused').length} refused, ${ops.filter((o) => o.outcome === 'in doubt').length} without an answer after ${ATTEMPTS} attempts`,
  );
  console.log(`  retried and acknowledged ${check.retriedAcked}`);
  console.log(`  applied, unacknowledged  ${check.appliedUnacked} (no answer reached the client)`);
  console.log(
    `  other entries            ${check.other} (on the players' wallets, not the load's: lottery settlement)`,
  );
  console.log(
    `  house rounds             ${check.open} left open (no retry came), ${check.unrecorded} settled without the vendor's record (goal 0)`,
  );
  console.log(`  acknowledged missing     ${check.missing.length} (goal 0)`);
  for (const m of check.missing.slice(0, 10)) console.log(`    ${m}`);
  console.log(`  applied twice            ${check.twice.length} (goal 0)`);
  for (const m of check.twice.slice(0, 10)) console.log(`    ${m}`);
  console.log(`  invariant violations     ${check.violations.length} (goal 0)`);
  for (const m of check.violations.slice(0, 10)) console.log(`    ${m}`);
  console.log(`  result                   ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

/** The house vendor's round id of a request (house.service.ts roundIdOf), from the vendor's player id. */
const roundIdOf = (playerId, requestId) =>
  `H${createHash('sha256').update(`${playerId}:${requestId}`).digest('base64url').slice(0, 24)}`;

/** What the load's movements left in the database, against what it was told. */
async function verify(client, { ops, members, firstEntry }) {
  const accountIds = members.map((m) => m.id);
  const q = async (text, values) => (await client.query(text, values)).rows;
  const entries = await q(
    `select e.id::text, e.source, e.idempotency_key as key, e.reference,
            coalesce(json_agg(json_build_array(a.owner_id, a.kind, l.amount))
              filter (where a.owner_id = any($2)), '[]') as lines
       from journal_entries e
       join journal_lines l on l.entry_id = e.id
       join ledger_accounts a on a.id = l.account_id
      where e.id > $1::bigint
      group by e.id
     having bool_or(a.owner_id = any($2))`,
    [firstEntry, accountIds],
  );
  const byKey = new Map();
  for (const e of entries) {
    const k = `${e.source}|${e.key}`;
    byKey.set(k, [...(byKey.get(k) ?? []), e]);
  }
  const withdrawals = await q(
    'select id, account_id, request_key, order_no, amount::text from withdrawals where account_id = any($1)',
    [accountIds],
  );
  const orders = await q(
    'select id, account_id, request_id, total::text from lottery_orders where account_id = any($1)',
    [accountIds],
  );
  const bets = await q(
    `select b.round_id, b.account_id, b.stake::text, b.payout::text, b.status, r.player_id
       from bets b left join vendor_house_rounds r on r.round_id = b.round_id
      where b.provider = 'HOUSE' and b.account_id = any($1)`,
    [accountIds],
  );
  const rounds = await q(
    `select r.round_id from vendor_house_rounds r join bets b on b.round_id = r.round_id and b.provider = 'HOUSE'
      where b.account_id = any($1)`,
    [accountIds],
  );
  const group = (rows, keyOf) => {
    const m = new Map();
    for (const r of rows) m.set(keyOf(r), [...(m.get(keyOf(r)) ?? []), r]);
    return m;
  };
  const withdrawalsBy = group(withdrawals, (r) => `${r.account_id}|${r.request_key}`);
  const ordersBy = group(orders, (r) => `${r.account_id}|${r.request_id}`);
  const betsBy = group(bets, (r) => r.round_id);
  const roundSet = new Set(rounds.map((r) => r.round_id));
  const playerIdOf = new Map();
  for (const b of bets) if (b.player_id) playerIdOf.set(Number(b.account_id), b.player_id);

  const missing = [];
  const twice = [];
  const violations = [];
  const claimed = new Set(); // entry keys, withdrawal, order and round keys the load's requests explain
  let appliedUnacked = 0;
  let retriedAcked = 0;
  const walletLine = (entry, accountId) =>
    entry.lines
      .filter(([owner, kind]) => Number(owner) === accountId && kind === 'wallet')
      .reduce((s, [, , a]) => s + Number(a), 0);
  const once = (op, what, list) => {
    if ((list?.length ?? 0) > 1) twice.push(`${op.kind} ${op.requestId}: ${what} ${list.length} times`);
    return list?.[0];
  };

  for (const op of ops) {
    const acc = op.member.id;
    const v = op.value;
    const miss = (what) => missing.push(`${op.kind} ${op.requestId} of ${op.member.username}: ${what}`);
    let applied = false;
    if (
      op.kind === 'wallet transfer' ||
      op.kind === 'member transfer' ||
      op.kind === 'withdrawal' ||
      op.kind === 'lottery slip'
    ) {
      const key =
        op.kind === 'lottery slip'
          ? `lottery|order:${acc}:${op.requestId}`
          : `member:${acc}|${{ 'wallet transfer': 'wallet', 'member transfer': 'transfer', withdrawal: 'withdraw' }[op.kind]}:${op.requestId}`;
      claimed.add(key);
      const entry = once(op, 'ledger entry', byKey.get(key));
      applied = entry !== undefined;
      let row;
      if (op.kind === 'withdrawal') {
        claimed.add(`w|${acc}|${op.requestId}`);
        row = once(op, 'withdrawal order', withdrawalsBy.get(`${acc}|${op.requestId}`));
        if (Boolean(row) !== applied)
          violations.push(`withdrawal ${op.requestId}: order ${Boolean(row)}, ledger entry ${applied}`);
      }
      if (op.kind === 'lottery slip') {
        claimed.add(`o|${acc}|${op.requestId}`);
        row = once(op, 'lottery order', ordersBy.get(`${acc}|${op.requestId}`));
        if (Boolean(row) !== applied)
          violations.push(`lottery slip ${op.requestId}: order ${Boolean(row)}, ledger entry ${applied}`);
      }
      if (op.outcome === 'acked') {
        if (!entry) miss('no ledger entry');
        else if (op.kind === 'wallet transfer') {
          const want = op.fields.direction === 'in' ? -op.fields.amount : op.fields.amount;
          if (walletLine(entry, acc) !== want)
            miss(`main wallet line ${walletLine(entry, acc)}, not ${want}`);
        } else if (op.kind === 'member transfer') {
          if (entry.reference !== v.reference) miss(`reference ${entry.reference}, answered ${v.reference}`);
          if (
            walletLine(entry, acc) !== -op.fields.amount ||
            walletLine(entry, op.fields.to.id) !== op.fields.amount
          )
            miss('lines differ from the amount');
        } else if (op.kind === 'withdrawal') {
          if (!row || Number(row.id) !== v.id || row.order_no !== v.orderNo)
            miss('no withdrawal order with the answered id');
          if (walletLine(entry, acc) !== -op.fields.amount) miss('held amount differs');
        } else if (op.kind === 'lottery slip') {
          if (!row || Number(row.id) !== v.orderId) miss('no lottery order with the answered id');
          if (walletLine(entry, acc) !== -v.total) miss('debit differs from the answered total');
        }
      }
    } else {
      // a house round: bet and win through the seamless wallet, the bet record, the vendor's round
      const playerId = playerIdOf.get(acc);
      const roundId = v?.roundId ?? (playerId ? roundIdOf(playerId, op.requestId) : null);
      if (v && playerId && roundIdOf(playerId, op.requestId) !== v.roundId)
        violations.push(`${op.kind} ${op.requestId}: answered round ${v.roundId}, not its request's`);
      if (!roundId) {
        if (op.outcome === 'acked') miss('no round id');
        continue;
      }
      const betKey = `vendor:HOUSE|bet:${roundId}-b`;
      const winKey = `vendor:HOUSE|win:${roundId}-w`;
      claimed.add(betKey).add(winKey).add(`r|${roundId}`);
      const betEntry = once(op, 'bet entry', byKey.get(betKey));
      const winEntry = once(op, 'win entry', byKey.get(winKey));
      const bet = once(op, 'bet record', betsBy.get(roundId));
      applied = betEntry !== undefined;
      if (Boolean(bet) !== applied)
        violations.push(`${op.kind} ${roundId}: bet record ${Boolean(bet)}, bet entry ${applied}`);
      if (op.outcome === 'acked') {
        const payout = op.kind === 'slot spin' ? v.totalWin : v.payout;
        if (!betEntry || walletLine(betEntry, acc) !== -op.fields.stake) miss('no bet entry of the stake');
        if (payout > 0 && (!winEntry || walletLine(winEntry, acc) !== payout))
          miss(`no win entry of ${payout}`);
        if (payout === 0 && winEntry) twice.push(`${op.kind} ${roundId}: a win entry on a losing round`);
        if (!bet || bet.status === 'open' || Number(bet.payout) !== payout)
          miss(`bet record ${bet?.status ?? 'absent'}, payout ${bet?.payout}`);
        if (!roundSet.has(roundId)) miss('no vendor round');
      }
    }
    if (op.outcome !== 'acked' && applied) appliedUnacked++;
    // a refusal moves nothing (a retry may be refused after an unanswered attempt that applied)
    if (op.outcome === 'refused' && op.attempts === 1 && applied)
      violations.push(`${op.kind} ${op.requestId}: refused, yet applied`);
    if (op.outcome === 'acked' && op.attempts > 1) retriedAcked++;
  }

  // movements no request of the load explains: a retry applied under another key would show here
  let other = 0;
  for (const e of entries) {
    const k = `${e.source}|${e.key}`;
    if (claimed.has(k)) continue;
    const ours = e.source.startsWith('member:') || e.source === 'vendor:HOUSE' || e.key.startsWith('order:');
    if (ours) twice.push(`entry ${e.id} ${k}: no request of the load`);
    else other++;
  }
  for (const r of withdrawals)
    if (!claimed.has(`w|${r.account_id}|${r.request_key}`))
      twice.push(`withdrawal ${r.order_no}: no request of the load`);
  for (const r of orders)
    if (!claimed.has(`o|${r.account_id}|${r.request_id}`))
      twice.push(`lottery order ${r.id}: no request of the load`);
  for (const r of bets)
    if (!claimed.has(`r|${r.round_id}`)) twice.push(`bet ${r.round_id}: no request of the load`);

  // the vendor records a round's draw before it sends the payout, so a retry sends the same payout:
  // a round settled without its record would be a retry drawn anew
  for (const b of bets)
    if (b.status !== 'open' && !roundSet.has(b.round_id))
      violations.push(`house round ${b.round_id}: settled without the vendor's record of its draw`);
  const unrecorded = bets.filter((b) => b.status !== 'open' && !roundSet.has(b.round_id)).length;
  // a stake taken whose request was never answered nor retried (its node killed before the payout)
  const open = bets.filter((b) => b.status === 'open').length;

  const inv = await ledgerInvariants(client);
  if (inv.unbalanced) violations.push(`${inv.unbalanced} entries whose lines do not sum to zero`);
  if (inv.empty) violations.push(`${inv.empty} entries without lines`);
  if (inv.drifted) violations.push(`${inv.drifted} owned balances off the sum of their lines`);
  if (inv.negative) violations.push(`${inv.negative} negative owned balances`);
  if (inv.lines !== 0n) violations.push(`all lines sum to ${inv.lines}, not 0`);
  return { missing, twice, violations, appliedUnacked, retriedAcked, other, unrecorded, open };
}
