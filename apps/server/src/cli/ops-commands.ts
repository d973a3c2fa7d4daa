import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { CONTRACT_KINDS } from '@portal/contracts/agent-contracts';
import { OPERATOR_ROLES, type OperatorRole } from '@portal/contracts/operators';
import type { OperatorChallenge } from '@portal/contracts/operators.schema';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@portal/contracts/payments';
import type { OpsEnvelopeCampaign, OpsEnvelopeDrop } from '@portal/contracts/red-envelopes.schema';
import type { OpsWheel, SigninCalendar } from '@portal/contracts/signin-wheel.schema';
import {
  createOpsClient,
  type ListQuery,
  OpsApiError,
  type OpsClient,
  type SecondStep,
} from './ops-client.ts';
import {
  APPLICATION_COLUMNS,
  AUDIT_COLUMNS,
  BONUS_COLUMNS,
  CONTRACT_COLUMNS,
  CONTRACT_PAYMENT_COLUMNS,
  type Column,
  DEPOSIT_COLUMNS,
  LOTTERY_DRAW_COLUMNS,
  LOTTERY_GAME_COLUMNS,
  money,
  OPERATOR_COLUMNS,
  operatorText,
  POINT_EXCHANGE_COLUMNS,
  POINT_ITEM_COLUMNS,
  POINT_MOVEMENT_COLUMNS,
  PROMOTION_COLUMNS,
  pageText,
  pointSettingsText,
  REBATE_RUN_COLUMNS,
  rebateRatesText,
  table,
  VIP_LEVEL_COLUMNS,
  WITHDRAWAL_COLUMNS,
} from './ops-format.ts';
import { FEEDBACK_COLUMNS, MESSAGE_COLUMNS } from './ops-messages-format.ts';
import {
  MISSION_PAYOUT_COLUMNS,
  missionsText,
  PLAYER_CLAIM_COLUMNS,
  PLAYER_FRIEND_COLUMNS,
} from './ops-missions-format.ts';
import { RAFFLE_COLUMNS, raffleText } from './ops-raffles-format.ts';

/** Where a command writes: its output, and its errors. */
export type OpsIo = { out: (text: string) => void; err: (text: string) => void };
export type OpsEnv = Record<string, string | undefined>;
export type OpsRunOptions = {
  fetch?: typeof fetch;
  /** Where a proof image is saved (the file system by default). */
  writeFile?: (path: string, data: Uint8Array) => Promise<void>;
  /** Asks the operator at its terminal (the code of its authenticator app); none when not on a terminal. */
  prompt?: (question: string) => Promise<string>;
};

export const OPS_API_USAGE = `Operator commands (over the operator API; the server must be running):
  login [--code CODE]                          log in and print the session token, for OPS_TOKEN
  logout                                       end the session of OPS_TOKEN
  whoami                                       who you are logged in as
  deposits [--status S] [--merchant M]         list deposits (S: ${DEPOSIT_STATUSES.join(', ')})
  deposit approve <id> [--note TEXT]           credit a pending deposit
  deposit reject <id> --note TEXT              reject a pending deposit
  withdrawals [--status S] [--merchant M]      list withdrawals (S: ${WITHDRAWAL_STATUSES.join(', ')})
  withdrawal approve <id> [--note TEXT]        mark a pending withdrawal paid
  withdrawal reject <id> --note TEXT           reject it: the held funds go back to the player
  withdrawal resolve <id> received|refunded [--note TEXT]
                                               close a not-received case
  withdrawal proof <id> <proofId> [--out FILE] save a proof image of a not-received case
  audit [--action A] [--operator NAME] [--target T]
                                               the audit log (admin); A may be a family: deposit
  operators                                    list operators (admin)
  operator create <username> --role ${OPERATOR_ROLES.join('|')} [--merchant M]
                                               the password from OPS_NEW_PASSWORD or --new-password
  operator disable|enable <id>                 (admin)
  operator 2fa-reset <id>                      forget an operator's authenticator app (admin)
  lottery games --merchant M                   a merchant's lottery games with their schedules and limits
  lottery draws <GAME> --merchant M [--size N] a game's draws, latest first, with tickets and stakes
  lottery set <GAME> --merchant M [--cron C] [--close SECONDS] [--limit MINOR]
                                               change a game's schedule, sales close or liability limit (admin)
  lottery result <drawId> <JSON>               enter an outside draw's official result (admin)
  lottery void <drawId> --note REASON          void a draw: its tickets are refunded once (admin)
  contracts list --merchant M [--kind K] [--status S] [--size N]
                                               agent contracts (K: ${CONTRACT_KINDS.join(', ')})
  contracts payments --merchant M [--kind K] [--status paid|owed|nothing] [--size N]
                                               contract payments, newest period first
  contracts terminate <id> --merchant M        end a contract now (admin)
  contracts settle <kind> --merchant M         settle a kind now: owed payments and unpaid periods (admin)
  rebates rates --merchant M                   the rebate mode, hour, claim period and every VIP level's rates
  rebates set --merchant M [--mode daily|manual|both] [--hour H] [--period day|week|halfMonth|month]
              [--level L --rates RNG=130,LIVE=90]  change them (rates in basis points; admin)
  rebates runs --merchant M [--size N]         the daily rebate runs, newest day first
  rebates rerun <id> --merchant M              run a day's rebates again: nothing is paid twice (admin)
  vip levels --merchant M                      the VIP levels: thresholds and benefits
  vip set <level> <JSON> --merchant M          create or change a level (JSON as GET /ops/v1/vip/levels shows one; admin)
  vip delete <level> --merchant M              remove the top level (admin)
  promotions [--merchant M]                    promotions with their state (scheduled, running, paused, ended)
  promotion create '<JSON>'                    a new promotion, as POST /ops/v1/promotions takes it (admin)
  promotion edit <id> '<JSON>'                 change a promotion (admin)
  promotion pause|resume|end <id>              stop offering it, offer it again, end it now (admin)
  applications [--status S] [--merchant M]     applications to custom promotions (S: applying, rejected, issued)
  application approve <id>                     approve: the promotion's bonus is issued (finance)
  application reject <id> --note REASON        reject with a reason the player sees (finance)
  bonuses [--merchant M] [--status S] [--account ID]
                                               bonuses with what is left to play
  bonus issue <accountId> <amount> --merchant M --turnover N --note REASON
                                               a bonus by hand, amount in minor units (finance)
  bonus revoke <id> --note REASON              take an open bonus back (finance)
  tree move <username> <newParent> --merchant M  move a member and its team under another agent (admin)
  rollups rebuild --merchant M [--from D] [--to D]  recompute the agent team rollups from the raw rows
                                               (default: the last 31 days) (admin)
  signin calendar --merchant M                 the sign-in calendar: length, rewards per day, streak, condition, rule
  signin set '<JSON>' --merchant M             change it (JSON as "signin calendar --json" shows it; admin)
  wheel show --merchant M                      the wheel's prizes, weights and chances
  wheel set '<JSON>' --merchant M              change the prizes and weights (JSON as "wheel show --json"; admin)
  wheel grant <accountId> <tickets> --note REASON  grant wheel tickets to a player (finance)
  wheel player <accountId>                     a player's tickets, check-ins and spins
  missions --merchant M                        the missions, the leaderboard's prizes and the referral rule
  missions payouts --merchant M [--period D]   a week's paid leaderboard places (D: the week's first day)
  mission create '<JSON>' --merchant M         a new mission, as GET /ops/v1/missions shows one, its
                                               "rewardPoints" among them (admin)
  mission edit <id> '<JSON>' --merchant M      change a mission (admin)
  mission pause|resume <id> --merchant M       hide a mission from players, or show it again (admin)
  mission prizes '<JSON>' --merchant M         the leaderboard's prizes: [{"place":1,"amount":100000,
                                               "turnoverMultiplier":1}, ...] (admin)
  referral rule '<JSON>' --merchant M          the referral rule: {"enabled","reward","turnoverMultiplier",
                                               "minDeposit","minValidBet","refuseSameAddress",
                                               "refuseSameDevice"} (admin)
  player missions <accountId>                  a player's missions, referral code and invited friends
  envelopes --merchant M                       the red envelope campaigns: window, drops, budget used, opens
  envelope create '<JSON>' --merchant M        a new campaign: {"names":{"en","th"},"startsAt","endsAt",
                                               "everyMinutes","openMinutes","totalBudget","dropBudget",
                                               "tiers":[{"amount","weight"}],"condition","conditionAmount",
                                               "turnoverMultiplier"} (admin)
  envelope edit <id> '<JSON>' --merchant M     change a campaign and its budgets (admin)
  envelope pause|resume|end <id> --merchant M  stop the drops, start them again, end the campaign (admin)
  envelope drops <id> --merchant M             a campaign's drops: budget, what is left, envelopes opened
  raffles --merchant M                         the raffles, the latest draw first: phase, tickets, winners
  raffle show <id> --merchant M                a raffle, its commitment, and once drawn its secret and winners
  raffle create '<JSON>' --merchant M          a new raffle, as "raffle show --json" shows one (admin)
  raffle edit <id> '<JSON>' --merchant M       change a raffle before its window opens (admin)
  raffle cancel <id> --merchant M              cancel a raffle not drawn yet (admin)
  raffle draw <id> --merchant M                draw now: the window ends now, the winners are drawn (admin)
  raffle grant <raffleId> <accountId> <tickets> --note REASON
                                               grant a player tickets in a raffle not drawn yet (finance)
  player lock|unlock <accountId> [--note TEXT] lock a player (its sessions end at once) or unlock it (admin)
  player end-sessions <accountId> [--note TEXT]
                                               end every session of a player; it may log in again (admin)
  points settings --merchant M                 the points rates per category, the cash per point, the smallest conversion
  points set --merchant M [--ratio MINOR] [--min POINTS] [--rates RNG=10000,LIVE=20000]
                                               change them (rates: valid bet in minor units per point; admin)
  points items --merchant M                    the points mall's items with price, stock and on sale
  points exchanges --merchant M [--status pending|approved|rejected]
                                               item redemptions and cash conversions, newest first
  points approve|reject <id> --merchant M --note REMARK
                                               decide a waiting exchange; a rejection returns the points (finance)
  points player <username> --merchant M        a player's points and latest movements
  messages list --merchant M [--status scheduled|sent|cancelled]
                                               sent and scheduled messages with recipients and reads
  messages send --merchant M --title T --text X [--title-th T --text-th X] [--kind system|personal|promotion]
           (--to USER[,USER...] | --vip LEVEL | --team AGENT | --all) [--at ISO-INSTANT]
                                               a message to players, a VIP level, a team or everyone,
                                               now or at a time (admin)
  feedback list --merchant M [--status open|answered]
                                               players' feedback, newest first
  feedback answer <id> --merchant M --text X   answer once; the answer arrives in the player's inbox (finance)
  Lists also take --start DATE --end DATE (YYYY-MM-DD or an ISO instant), --page N, --size N.

  Options: --json (the API's answer as JSON), --user NAME, --password PASS, --url URL,
  --code CODE (the authenticator app's code, or a recovery code; asked for on a terminal when missing)
  Settings: OPS_URL (default http://localhost:$PORT, port 3000), OPS_USERNAME, OPS_PASSWORD
  (prefer the environment for the password: other users can see a command line's flags), OPS_TOKEN.
  Each command logs in, runs and logs out; with OPS_TOKEN (from "login") it uses that session instead,
  which ends after 30 minutes without a command (the server's OPS_SESSION_IDLE_MINUTES). Admin and
  finance operators log in with a code of an authenticator app; their first login, on a terminal, sets
  the app up and prints ten recovery codes.
  Exit status: 0 done, 1 refused or failed, 2 usage.`;

class UsageError extends Error {}

const VALUE_FLAGS = new Set([
  'status',
  'merchant',
  'note',
  'user',
  'password',
  'url',
  'page',
  'size',
  'start',
  'end',
  'action',
  'operator',
  'target',
  'role',
  'out',
  'new-password',
  'code',
  'cron',
  'close',
  'limit',
  'from',
  'to',
  'kind',
  'mode',
  'hour',
  'period',
  'level',
  'rates',
  'turnover',
  'account',
  'ratio',
  'min',
  'title',
  'text',
  'title-th',
  'text-th',
  'vip',
  'team',
  'at',
]);
const SWITCHES = new Set(['json', 'help', 'all']);
const GLOBAL_FLAGS = ['json', 'help', 'user', 'password', 'url', 'code'];
const LIST_FLAGS = ['start', 'end', 'page', 'size'];

type Parsed = { words: string[]; flags: Map<string, string | true> };

export function parseArgs(args: readonly string[]): Parsed {
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      words.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (SWITCHES.has(name)) {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (VALUE_FLAGS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined || (eq < 0 && value.startsWith('--')))
        throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new UsageError(`unknown option ${arg}`);
    }
  }
  return { words, flags };
}

/** What a command does once logged in; planned (and its arguments checked) before any network call. */
type Plan = (client: OpsClient, print: (text: string, value: unknown) => void) => Promise<void>;

function planOf(parsed: Parsed, env: OpsEnv, options: OpsRunOptions): Plan {
  const { words, flags } = parsed;
  const [noun = '', verb, ...rest] = words;
  const allow = (...names: string[]) => {
    for (const name of flags.keys()) {
      if (!GLOBAL_FLAGS.includes(name) && !names.includes(name))
        throw new UsageError(`--${name} does not apply to "${words.slice(0, 2).join(' ')}"`);
    }
  };
  const text = (name: string) => {
    const value = flags.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const positionals = (count: number, what: string) => {
    const given = words.length - 1;
    if (given !== count) throw new UsageError(`"${noun}" takes ${what}`);
  };
  const id = (raw: string | undefined, what = 'id') => {
    if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
      throw new UsageError(`${what} must be a positive whole number, got "${raw ?? ''}"`);
    return Number(raw);
  };
  const count = (name: string) => (text(name) === undefined ? undefined : id(text(name), `--${name}`));
  const list = (statuses: readonly string[]): ListQuery => {
    const status = text('status');
    if (status !== undefined && !statuses.includes(status))
      throw new UsageError(`--status must be one of ${statuses.join(', ')}`);
    return definedOnly({
      status,
      merchant: text('merchant'),
      start: instant(text('start'), 'start'),
      end: instant(text('end'), 'end'),
      pageNum: count('page'),
      pageSize: count('size') ?? 20,
    });
  };
  const verdictNote = (v: string) => {
    const note = text('note');
    if (v === 'reject' && !note) throw new UsageError('a rejection needs --note with the reason');
    return note;
  };

  switch (noun) {
    case 'login':
    case 'logout':
      positionals(0, 'no arguments');
      allow();
      // Run by runOpsCommand itself: login keeps its session, logout ends OPS_TOKEN's.
      return async () => {};

    case 'whoami':
      positionals(0, 'no arguments');
      allow();
      return async (client, print) => {
        const me = await client.whoami();
        print(operatorText(me), me);
      };

    case 'deposits':
    case 'withdrawals': {
      positionals(0, 'options only');
      allow('status', 'merchant', ...LIST_FLAGS);
      if (noun === 'deposits') {
        const query = list(DEPOSIT_STATUSES);
        return async (client, print) => {
          const page = await client.deposits(query);
          print(pageText(page, DEPOSIT_COLUMNS, 'deposits'), page);
        };
      }
      const query = list(WITHDRAWAL_STATUSES);
      return async (client, print) => {
        const page = await client.withdrawals(query);
        print(pageText(page, WITHDRAWAL_COLUMNS, 'withdrawals'), page);
      };
    }

    case 'deposit': {
      if (verb !== 'approve' && verb !== 'reject') throw new UsageError('deposit approve|reject <id>');
      if (rest.length !== 1) throw new UsageError(`deposit ${verb} takes one id`);
      allow('note');
      const depositId = id(rest[0]);
      const note = verdictNote(verb);
      return async (client, print) => {
        const d = await client.decideDeposit(depositId, verb, note);
        print(
          `deposit ${d.id} ${verb === 'approve' ? 'approved' : 'rejected'}: now ${d.status}\n${table(DEPOSIT_COLUMNS, [d])}`,
          d,
        );
      };
    }

    case 'withdrawal': {
      if (verb === 'approve' || verb === 'reject') {
        if (rest.length !== 1) throw new UsageError(`withdrawal ${verb} takes one id`);
        allow('note');
        const withdrawalId = id(rest[0]);
        const note = verdictNote(verb);
        return async (client, print) => {
          const w = await client.decideWithdrawal(withdrawalId, verb, note);
          print(
            `withdrawal ${w.id} ${verb === 'approve' ? 'approved' : 'rejected'}: now ${w.status}\n${table(WITHDRAWAL_COLUMNS, [w])}`,
            w,
          );
        };
      }
      if (verb === 'resolve') {
        const [rawId, outcome] = rest;
        if (rest.length !== 2 || (outcome !== 'received' && outcome !== 'refunded'))
          throw new UsageError('withdrawal resolve <id> received|refunded');
        allow('note');
        const withdrawalId = id(rawId);
        const note = text('note');
        return async (client, print) => {
          const w = await client.resolveWithdrawal(withdrawalId, outcome, note);
          print(`withdrawal ${w.id} resolved: now ${w.status}\n${table(WITHDRAWAL_COLUMNS, [w])}`, w);
        };
      }
      if (verb === 'proof') {
        if (rest.length !== 2) throw new UsageError('withdrawal proof <id> <proofId>');
        allow('out');
        const withdrawalId = id(rest[0]);
        const proofId = id(rest[1], 'proofId');
        const save = options.writeFile ?? ((path: string, data: Uint8Array) => writeFile(path, data));
        return async (client, print) => {
          const proof = await client.proof(withdrawalId, proofId);
          const extension = proof.contentType.includes('png') ? 'png' : 'jpg';
          const path = text('out') ?? `withdrawal-${withdrawalId}-proof-${proofId}.${extension}`;
          await save(path, proof.data);
          print(`saved ${proof.data.length} bytes (${proof.contentType}) to ${path}`, {
            path,
            contentType: proof.contentType,
            bytes: proof.data.length,
          });
        };
      }
      throw new UsageError('withdrawal approve|reject|resolve|proof <id> ...');
    }

    case 'audit': {
      positionals(0, 'options only');
      allow('action', 'operator', 'target', ...LIST_FLAGS);
      const query = definedOnly({
        action: text('action'),
        operator: text('operator'),
        target: text('target'),
        start: instant(text('start'), 'start'),
        end: instant(text('end'), 'end'),
        pageNum: count('page'),
        pageSize: count('size') ?? 20,
      });
      return async (client, print) => {
        const page = await client.audit(query);
        print(pageText(page, AUDIT_COLUMNS, 'audit entries'), page);
      };
    }

    case 'operators': {
      positionals(0, 'options only');
      allow('page', 'size');
      const query = definedOnly({ pageNum: count('page'), pageSize: count('size') ?? 50 });
      return async (client, print) => {
        const page = await client.operators(query);
        print(pageText(page, OPERATOR_COLUMNS, 'operators'), page);
      };
    }

    case 'operator': {
      if (verb === 'create') {
        if (rest.length !== 1) throw new UsageError('operator create <username> --role ROLE [--merchant M]');
        allow('role', 'merchant', 'new-password');
        const username = rest[0] ?? '';
        const role = text('role');
        if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role))
          throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
        const password = text('new-password') ?? env.OPS_NEW_PASSWORD;
        if (!password)
          throw new UsageError("the new operator's password: set OPS_NEW_PASSWORD or --new-password");
        const merchant = text('merchant');
        return async (client, print) => {
          const created = await client.createOperator({
            username,
            password,
            role: role as OperatorRole,
            ...(merchant ? { merchant } : {}),
          });
          print(`operator ${created.id} created\n${table(OPERATOR_COLUMNS, [created])}`, created);
        };
      }
      if (verb === 'disable' || verb === 'enable') {
        if (rest.length !== 1) throw new UsageError(`operator ${verb} <id>`);
        allow();
        const operatorId = id(rest[0]);
        return async (client, print) => {
          const changed = await client.setOperatorStatus(operatorId, verb);
          print(
            `operator ${changed.id} is ${changed.status}\n${table(OPERATOR_COLUMNS, [changed])}`,
            changed,
          );
        };
      }
      if (verb === '2fa-reset') {
        if (rest.length !== 1) throw new UsageError('operator 2fa-reset <id>');
        allow();
        const operatorId = id(rest[0]);
        return async (client, print) => {
          const changed = await client.resetTwoFactor(operatorId);
          print(
            `operator ${changed.id} has no authenticator app now: it sets one up at its next login\n${table(OPERATOR_COLUMNS, [changed])}`,
            changed,
          );
        };
      }
      throw new UsageError('operator create|disable|enable|2fa-reset ...');
    }

    case 'lottery': {
      const merchant = () => {
        const code = text('merchant');
        if (!code) throw new UsageError(`lottery ${verb} needs --merchant M`);
        return code;
      };
      if (verb === 'games') {
        if (rest.length !== 0) throw new UsageError('lottery games --merchant M');
        allow('merchant');
        const code = merchant();
        return async (client, print) => {
          const games = await client.lotteryGames(code);
          print(table(LOTTERY_GAME_COLUMNS, games), games);
        };
      }
      if (verb === 'draws') {
        if (rest.length !== 1) throw new UsageError('lottery draws <GAME> --merchant M');
        allow('merchant', 'size');
        const code = merchant();
        const game = rest[0] ?? '';
        const size = count('size') ?? 20;
        return async (client, print) => {
          const draws = await client.lotteryDraws(code, game, size);
          print(table(LOTTERY_DRAW_COLUMNS, draws), draws);
        };
      }
      if (verb === 'set') {
        if (rest.length !== 1)
          throw new UsageError('lottery set <GAME> --merchant M [--cron C] [--close S] [--limit L]');
        allow('merchant', 'cron', 'close', 'limit');
        const code = merchant();
        const game = rest[0] ?? '';
        const patch = definedOnly({
          cron: text('cron'),
          closeSeconds: text('close') === undefined ? undefined : Number(text('close')),
          liabilityLimit: count('limit'),
        });
        if (patch.closeSeconds !== undefined && !Number.isInteger(patch.closeSeconds))
          throw new UsageError('--close must be a whole number of seconds');
        if (Object.keys(patch).length === 0)
          throw new UsageError('lottery set needs --cron, --close or --limit');
        return async (client, print) => {
          const changed = await client.setLotteryGame(code, game, patch);
          print(
            `lottery game ${changed.gameCode} changed\n${table(LOTTERY_GAME_COLUMNS, [changed])}`,
            changed,
          );
        };
      }
      if (verb === 'result') {
        if (rest.length !== 2) throw new UsageError("lottery result <drawId> '<result as JSON>'");
        allow();
        const drawId = id(rest[0], 'drawId');
        let result: unknown;
        try {
          result = JSON.parse(rest[1] ?? '');
        } catch {
          throw new UsageError('the result must be JSON, as GET /lgw/draw shows one');
        }
        return async (client, print) => {
          const done = await client.enterLotteryResult(drawId, result);
          print(`draw ${drawId}: result entered; its tickets settle next`, done);
        };
      }
      if (verb === 'void') {
        if (rest.length !== 1) throw new UsageError('lottery void <drawId> --note REASON');
        allow('note');
        const drawId = id(rest[0], 'drawId');
        const reason = text('note');
        if (!reason) throw new UsageError('a void needs --note with the reason');
        return async (client, print) => {
          const done = await client.voidLotteryDraw(drawId, reason);
          print(`draw ${drawId} voided: its tickets are refunded once`, done);
        };
      }
      throw new UsageError('lottery games|draws|set|result|void ...');
    }

    case 'contracts': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('contracts needs --merchant M');
      if (verb === 'list' || verb === 'payments') {
        if (rest.length !== 0) throw new UsageError(`contracts ${verb} --merchant M [--kind K] [--status S]`);
        allow('merchant', 'kind', 'status', 'size');
        const filter = definedOnly({
          kind: text('kind'),
          status: text('status'),
          pageSize: count('size') ?? 20,
        });
        if (verb === 'list')
          return async (client, print) => {
            const page = await client.contracts(merchant, filter);
            print(table(CONTRACT_COLUMNS, page.content), page);
          };
        return async (client, print) => {
          const page = await client.contractPayments(merchant, filter);
          print(table(CONTRACT_PAYMENT_COLUMNS, page.content), page);
        };
      }
      if (verb === 'terminate') {
        const id = Number(rest[0]);
        if (rest.length !== 1 || !Number.isInteger(id) || id < 1)
          throw new UsageError('contracts terminate <id> --merchant M');
        allow('merchant');
        return async (client, print) => {
          const ended = await client.terminateContract(merchant, id);
          print(`contract ${ended.id} (${ended.kind}, ${ended.downline}) is ${ended.status}`, ended);
        };
      }
      if (verb === 'settle') {
        const kind = rest[0] ?? '';
        if (rest.length !== 1 || !(CONTRACT_KINDS as readonly string[]).includes(kind))
          throw new UsageError(`contracts settle <${CONTRACT_KINDS.join('|')}> --merchant M`);
        allow('merchant');
        return async (client, print) => {
          const done = await client.settleContracts(merchant, kind);
          print(
            `${kind} contracts of ${merchant}: ${done.paid} paid, ${done.owed} owed, ${done.nothing} with nothing due`,
            done,
          );
        };
      }
      throw new UsageError('contracts list|payments|terminate|settle ...');
    }

    case 'rebates': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('rebates needs --merchant M');
      if (verb === 'rates' && rest.length === 0) {
        allow('merchant');
        return async (client, print) => {
          const rates = await client.rebateRates(merchant);
          print(rebateRatesText(rates), rates);
        };
      }
      if (verb === 'set' && rest.length === 0) {
        allow('merchant', 'mode', 'hour', 'period', 'level', 'rates');
        const mode = text('mode');
        if (mode !== undefined && !['daily', 'manual', 'both'].includes(mode))
          throw new UsageError('--mode must be daily, manual or both');
        const hour = text('hour');
        if (hour !== undefined && !/^(1?[0-9]|2[0-3])$/.test(hour))
          throw new UsageError('--hour must be 0 to 23');
        const level = text('level');
        if (level !== undefined && !/^[0-9]{1,3}$/.test(level))
          throw new UsageError('--level must be 0 or more');
        const rates = text('rates')
          ?.split(',')
          .map((pair) => {
            const [category = '', rate = ''] = pair.split('=');
            if (!/^[A-Z]+$/.test(category) || !/^[0-9]{1,4}$/.test(rate))
              throw new UsageError('--rates takes CATEGORY=BPS pairs, e.g. RNG=130,LIVE=90');
            return { category, rate: Number(rate) };
          });
        const change = definedOnly({
          mode,
          dailyHour: hour === undefined ? undefined : Number(hour),
          claimPeriod: text('period'),
          level: level === undefined ? undefined : Number(level),
          rates,
        });
        if (Object.keys(change).length === 0)
          throw new UsageError('rebates set needs --mode, --hour, --period or --rates');
        return async (client, print) => {
          const done = await client.setRebateRates(merchant, change);
          print(`rebates of ${merchant} changed\n${rebateRatesText(done)}`, done);
        };
      }
      if (verb === 'runs' && rest.length === 0) {
        allow('merchant', 'size');
        const pageSize = count('size') ?? 20;
        return async (client, print) => {
          const page = await client.rebateRuns(merchant, pageSize);
          print(table(REBATE_RUN_COLUMNS, page.content), page);
        };
      }
      if (verb === 'rerun' && rest.length === 1) {
        allow('merchant');
        const runId = id(rest[0]);
        return async (client, print) => {
          const run = await client.rerunRebates(merchant, runId);
          print(
            `rebate run ${run.id} (${run.day}) is ${run.status}: ${run.paid} paid, ${money(run.amount)} in all`,
            run,
          );
        };
      }
      throw new UsageError('rebates rates|set|runs|rerun ... --merchant M');
    }

    case 'vip': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('vip needs --merchant M');
      allow('merchant');
      if (verb === 'levels' && rest.length === 0)
        return async (client, print) => {
          const levels = await client.vipLevels(merchant);
          print(`window: ${levels.windowDays} days\n${table(VIP_LEVEL_COLUMNS, levels.levels)}`, levels);
        };
      if (verb === 'set' && rest.length === 2) {
        const level = id(rest[0], 'level');
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(rest[1] ?? '') as Record<string, unknown>;
        } catch {
          throw new UsageError('the level must be JSON, as "vip levels --json" shows one');
        }
        return async (client, print) => {
          const levels = await client.setVipLevel(merchant, level, body);
          print(`level ${level} of ${merchant} saved\n${table(VIP_LEVEL_COLUMNS, levels.levels)}`, levels);
        };
      }
      if (verb === 'delete' && rest.length === 1) {
        const level = id(rest[0], 'level');
        return async (client, print) => {
          const levels = await client.deleteVipLevel(merchant, level);
          print(`level ${level} of ${merchant} removed\n${table(VIP_LEVEL_COLUMNS, levels.levels)}`, levels);
        };
      }
      throw new UsageError('vip levels|set|delete ... --merchant M');
    }

    case 'promotions': {
      if (verb !== undefined) throw new UsageError('promotions [--merchant M]');
      allow('merchant');
      const merchant = text('merchant');
      return async (client, print) => {
        const list = await client.promotions(merchant);
        print(table(PROMOTION_COLUMNS, list), list);
      };
    }

    case 'promotion': {
      const json = (raw: string | undefined) => {
        try {
          return JSON.parse(raw ?? '') as unknown;
        } catch {
          throw new UsageError('the promotion must be JSON, as GET /ops/v1/promotions/:id shows one');
        }
      };
      allow();
      if (verb === 'create') {
        if (rest.length !== 1) throw new UsageError("promotion create '<JSON>'");
        const body = json(rest[0]);
        return async (client, print) => {
          const made = await client.createPromotion(body);
          print(`promotion ${made.id} created (${made.state})`, made);
        };
      }
      if (verb === 'edit') {
        if (rest.length !== 2) throw new UsageError("promotion edit <id> '<JSON>'");
        const promotionId = id(rest[0]);
        const body = json(rest[1]);
        return async (client, print) => {
          const changed = await client.editPromotion(promotionId, body);
          print(`promotion ${changed.id} changed (${changed.state})`, changed);
        };
      }
      if (verb === 'pause' || verb === 'resume' || verb === 'end') {
        if (rest.length !== 1) throw new UsageError(`promotion ${verb} <id>`);
        const promotionId = id(rest[0]);
        return async (client, print) => {
          const changed = await client.changePromotion(promotionId, verb);
          print(`promotion ${changed.id} is ${changed.state}`, changed);
        };
      }
      throw new UsageError('promotion create|edit|pause|resume|end ...');
    }

    case 'applications': {
      if (verb !== undefined) throw new UsageError('applications [--status S] [--merchant M]');
      allow('merchant', 'status');
      const filter = definedOnly({ merchant: text('merchant'), status: text('status') });
      return async (client, print) => {
        const list = await client.applications(filter);
        print(table(APPLICATION_COLUMNS, list), list);
      };
    }

    case 'application': {
      if ((verb !== 'approve' && verb !== 'reject') || rest.length !== 1)
        throw new UsageError('application approve|reject <id> [--note REASON]');
      const applicationId = id(rest[0]);
      if (verb === 'approve') {
        allow();
        return async (client, print) => {
          const done = await client.decideApplication(applicationId, 'approve');
          print(`application ${done.id} approved: bonus ${done.bonusId} issued to ${done.username}`, done);
        };
      }
      allow('note');
      const reason = text('note');
      if (!reason) throw new UsageError('a rejection needs --note with the reason');
      return async (client, print) => {
        const done = await client.decideApplication(applicationId, 'reject', reason);
        print(`application ${done.id} rejected`, done);
      };
    }

    case 'bonuses': {
      if (verb !== undefined) throw new UsageError('bonuses [--merchant M] [--status S] [--account ID]');
      allow('merchant', 'status', 'account');
      const filter = definedOnly({
        merchant: text('merchant'),
        status: text('status'),
        accountId: count('account'),
      });
      return async (client, print) => {
        const list = await client.bonuses(filter);
        print(table(BONUS_COLUMNS, list), list);
      };
    }

    case 'bonus':
      if (verb === 'issue') {
        if (rest.length !== 2)
          throw new UsageError('bonus issue <accountId> <amount> --merchant M --turnover N --note REASON');
        allow('merchant', 'turnover', 'note');
        const merchant = text('merchant');
        const reason = text('note');
        const turnover = text('turnover');
        if (!merchant || !reason || turnover === undefined || !/^[0-9]{1,3}$/.test(turnover))
          throw new UsageError('bonus issue needs --merchant M, --turnover N (0-100) and --note REASON');
        const body = {
          merchant,
          accountId: id(rest[0], 'accountId'),
          amount: id(rest[1], 'amount'),
          turnoverMultiplier: Number(turnover),
          reason,
          requestId: randomUUID(),
        };
        return async (client, print) => {
          const bonus = await client.issueBonus(body);
          print(`bonus ${bonus.id} issued: ${money(bonus.amount)}, ${money(bonus.required)} to play`, bonus);
        };
      }
      if (verb === 'revoke') {
        if (rest.length !== 1) throw new UsageError('bonus revoke <id> --note REASON');
        allow('note');
        const bonusId = id(rest[0]);
        const reason = text('note');
        if (!reason) throw new UsageError('a revoke needs --note with the reason');
        return async (client, print) => {
          const bonus = await client.revokeBonus(bonusId, reason);
          print(`bonus ${bonus.id} revoked: ${money(bonus.takenBack)} taken back`, bonus);
        };
      }
      throw new UsageError('bonus issue|revoke ...');

    case 'tree': {
      if (verb !== 'move' || rest.length !== 2)
        throw new UsageError('tree move <username> <newParent> --merchant M');
      allow('merchant');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('tree move needs --merchant M');
      const [username = '', parent = ''] = rest;
      return async (client, print) => {
        const moved = await client.moveInTree(merchant, username, parent);
        print(
          moved.moved
            ? `${username} moved under ${parent} with its team`
            : `${username} is already under ${parent}`,
          moved,
        );
      };
    }

    case 'rollups': {
      if (verb !== 'rebuild' || rest.length !== 0)
        throw new UsageError('rollups rebuild --merchant M [--from D] [--to D]');
      allow('merchant', 'from', 'to');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('rollups rebuild needs --merchant M');
      const from = instant(text('from'), 'start');
      const to = instant(text('to'), 'end');
      return async (client, print) => {
        const done = await client.rebuildRollups(merchant, from, to);
        print(
          `rollups of ${merchant} rebuilt from ${done.from} to ${done.to}: ${done.betHours} bet hours, ${done.moneyHours} money hours`,
          done,
        );
      };
    }

    // the sign-in task and the wheel (issue 19, decision 0036)
    case 'signin': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('signin needs --merchant M');
      allow('merchant');
      if (verb === 'calendar' && rest.length === 0)
        return async (client, print) => {
          const c = await client.signinCalendar(merchant);
          print(signinText(c), c);
        };
      if (verb === 'set' && rest.length === 1) {
        const body = jsonArg(rest[0], '"signin calendar --json"');
        return async (client, print) => {
          const c = await client.setSigninCalendar(merchant, body);
          print(`sign-in calendar of ${merchant} saved\n${signinText(c)}`, c);
        };
      }
      throw new UsageError('signin calendar|set ... --merchant M');
    }

    case 'wheel': {
      if (verb === 'grant') {
        if (rest.length !== 2) throw new UsageError('wheel grant <accountId> <tickets> --note REASON');
        allow('note');
        const accountId = id(rest[0], 'accountId');
        const tickets = id(rest[1], 'tickets');
        const reason = text('note');
        if (!reason) throw new UsageError('a grant needs --note with the reason');
        return async (client, print) => {
          const done = await client.grantTickets(accountId, tickets, reason);
          print(`${tickets} ticket(s) granted to ${accountId}: ${done.tickets} now`, done);
        };
      }
      if (verb === 'player' && rest.length === 1) {
        const accountId = id(rest[0], 'accountId');
        return async (client, print) => {
          const p = await client.playerEngagement(accountId);
          const lines = [
            `tickets: ${p.tickets}`,
            `check-ins: ${p.checkIns.map((c) => `${c.day} (day ${c.streakDay})`).join(', ') || '-'}`,
            `spins: ${p.spins.map((s) => `${s.at} ${s.kind === 'cash' ? money(s.amount) : s.label}`).join(', ') || '-'}`,
          ];
          print(lines.join('\n'), p);
        };
      }
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('wheel show|set needs --merchant M');
      allow('merchant');
      if (verb === 'show' && rest.length === 0)
        return async (client, print) => {
          const w = await client.wheel(merchant);
          print(`${w.enabled ? 'open' : 'closed'}\n${table(WHEEL_COLUMNS, w.prizes)}`, w);
        };
      if (verb === 'set' && rest.length === 1) {
        const body = jsonArg(rest[0], '"wheel show --json"');
        return async (client, print) => {
          const w = await client.setWheel(merchant, body);
          print(`wheel of ${merchant} saved\n${table(WHEEL_COLUMNS, w.prizes)}`, w);
        };
      }
      throw new UsageError('wheel show|set|grant|player ...');
    }

    // missions, the mission leaderboard and referral (issue 19, decision 0037)
    case 'missions': {
      allow('merchant', 'period');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('missions needs --merchant M');
      if (verb === 'payouts' && rest.length === 0) {
        const period = text('period');
        return async (client, print) => {
          const done = await client.missionPayouts(merchant, period);
          print(`week starting ${done.period}\n${table(MISSION_PAYOUT_COLUMNS, done.payouts)}`, done);
        };
      }
      if (verb !== undefined) throw new UsageError('missions [payouts] --merchant M');
      return async (client, print) => {
        const done = await client.missions(merchant);
        print(missionsText(done), done);
      };
    }

    case 'mission':
    case 'referral': {
      allow('merchant');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError(`${noun} needs --merchant M`);
      const json = (raw: string | undefined) => {
        try {
          return JSON.parse(raw ?? '') as Record<string, unknown>;
        } catch {
          throw new UsageError('give JSON, as "missions --json" shows it');
        }
      };
      if (noun === 'referral') {
        if (verb !== 'rule' || rest.length !== 1) throw new UsageError("referral rule '<JSON>' --merchant M");
        const body = json(rest[0]);
        return async (client, print) => {
          const done = await client.setReferralRule(merchant, body);
          print(`referral rule of ${merchant} saved`, done);
        };
      }
      if (verb === 'create' && rest.length === 1) {
        const body = json(rest[0]);
        return async (client, print) => {
          const made = await client.createMission(merchant, body);
          print(`mission ${made.id} created (${made.status})`, made);
        };
      }
      if (verb === 'edit' && rest.length === 2) {
        const missionId = id(rest[0]);
        const body = json(rest[1]);
        return async (client, print) => {
          const changed = await client.editMission(merchant, missionId, body);
          print(`mission ${changed.id} changed (${changed.status})`, changed);
        };
      }
      if ((verb === 'pause' || verb === 'resume') && rest.length === 1) {
        const missionId = id(rest[0]);
        return async (client, print) => {
          const found = (await client.missions(merchant)).missions.find((m) => m.id === missionId);
          if (!found)
            throw new OpsApiError(404, 'mission.config.unknown', `no mission ${missionId} on ${merchant}`);
          const { id: _id, ...config } = found;
          const changed = await client.editMission(merchant, missionId, {
            ...config,
            status: verb === 'pause' ? 'paused' : 'active',
          });
          print(`mission ${changed.id} is ${changed.status}`, changed);
        };
      }
      if (verb === 'prizes' && rest.length === 1) {
        let prizes: unknown;
        try {
          prizes = JSON.parse(rest[0] ?? '');
        } catch {
          throw new UsageError('the prizes must be a JSON list');
        }
        return async (client, print) => {
          const done = await client.setMissionPrizes(merchant, prizes);
          print(
            `prizes of ${merchant} saved: ${done.map((p) => `${p.place}: ${money(p.amount)}`).join(', ')}`,
            done,
          );
        };
      }
      throw new UsageError('mission create|edit|pause|resume|prizes ... --merchant M');
    }

    // red envelope campaigns (issue 19, decision 0039)
    case 'envelopes':
    case 'envelope': {
      allow('merchant');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError(`${noun} needs --merchant M`);
      if (noun === 'envelopes') {
        if (verb !== undefined) throw new UsageError('envelopes --merchant M');
        return async (client, print) => {
          const list = await client.envelopes(merchant);
          print(table(ENVELOPE_COLUMNS, list), list);
        };
      }
      const body = (raw: string | undefined) => jsonArg(raw, '"envelopes --json"');
      if (verb === 'create' && rest.length === 1) {
        const input = body(rest[0]);
        return async (client, print) => {
          const made = await client.createEnvelope(merchant, input);
          print(`red envelope campaign ${made.id} created\n${table(ENVELOPE_COLUMNS, [made])}`, made);
        };
      }
      if (verb === 'edit' && rest.length === 2) {
        const campaignId = id(rest[0]);
        const input = body(rest[1]);
        return async (client, print) => {
          const changed = await client.editEnvelope(merchant, campaignId, input);
          print(
            `red envelope campaign ${changed.id} changed\n${table(ENVELOPE_COLUMNS, [changed])}`,
            changed,
          );
        };
      }
      if ((verb === 'pause' || verb === 'resume' || verb === 'end') && rest.length === 1) {
        const campaignId = id(rest[0]);
        const status = verb === 'pause' ? 'paused' : verb === 'end' ? 'ended' : 'active';
        return async (client, print) => {
          const changed = await client.setEnvelopeStatus(merchant, campaignId, status);
          print(`red envelope campaign ${changed.id} is ${changed.status}`, changed);
        };
      }
      if (verb === 'drops' && rest.length === 1) {
        const campaignId = id(rest[0]);
        return async (client, print) => {
          const drops = await client.envelopeDrops(merchant, campaignId);
          print(table(DROP_COLUMNS, drops), drops);
        };
      }
      throw new UsageError('envelope create|edit|pause|resume|end|drops ... --merchant M');
    }

    case 'player': {
      if ((verb === 'lock' || verb === 'unlock' || verb === 'end-sessions') && rest.length === 1) {
        allow('note');
        const accountId = id(rest[0]);
        const reason = text('note');
        return async (client, print) => {
          const done = await client.playerStatus(accountId, verb, reason);
          print(
            `player ${done.player.username}: ${done.changed ? verb : `already ${done.player.status}`}; ${done.sessionsEnded} session(s) ended`,
            done,
          );
        };
      }
      if (verb !== 'missions' || rest.length !== 1)
        throw new UsageError('player missions|lock|unlock|end-sessions <accountId>');
      allow();
      const accountId = id(rest[0]);
      return async (client, print) => {
        const done = await client.playerMissions(accountId);
        print(
          `referral code: ${done.code ?? '-'}\n${table(PLAYER_FRIEND_COLUMNS, done.friends)}\n${table(PLAYER_CLAIM_COLUMNS, done.claims)}`,
          done,
        );
      };
    }

    // raffles and their draws (issue 19, decision 0038)
    case 'raffles': {
      allow('merchant');
      const merchant = text('merchant');
      if (!merchant || verb !== undefined) throw new UsageError('raffles --merchant M');
      return async (client, print) => {
        const list = await client.raffles(merchant);
        print(table(RAFFLE_COLUMNS, list), list);
      };
    }

    case 'raffle': {
      if (verb === 'grant') {
        if (rest.length !== 3)
          throw new UsageError('raffle grant <raffleId> <accountId> <tickets> --note REASON');
        allow('note');
        const raffleId = id(rest[0], 'raffleId');
        const accountId = id(rest[1], 'accountId');
        const tickets = id(rest[2], 'tickets');
        const reason = text('note');
        if (!reason) throw new UsageError('a grant needs --note with the reason');
        return async (client, print) => {
          const done = await client.grantRaffleTickets(accountId, raffleId, tickets, reason);
          print(
            `${tickets} ticket(s) granted to ${accountId} in raffle ${raffleId}: ${done.granted} granted in all`,
            done,
          );
        };
      }
      allow('merchant');
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('raffle show|create|edit|cancel|draw needs --merchant M');
      if (verb === 'create' && rest.length === 1) {
        const body = jsonArg(rest[0], '"raffle show --json"');
        return async (client, print) => {
          const made = await client.createRaffle(merchant, body);
          print(`raffle ${made.id} created (${made.phase}), commitment ${made.commitment}`, made);
        };
      }
      if (verb === 'edit' && rest.length === 2) {
        const raffleId = id(rest[0]);
        const body = jsonArg(rest[1], '"raffle show --json"');
        return async (client, print) => {
          const changed = await client.editRaffle(merchant, raffleId, body);
          print(`raffle ${changed.id} changed (${changed.phase})`, changed);
        };
      }
      if ((verb === 'show' || verb === 'draw' || verb === 'cancel') && rest.length === 1) {
        const raffleId = id(rest[0]);
        if (verb === 'cancel')
          return async (client, print) => {
            const done = await client.cancelRaffle(merchant, raffleId);
            print(`raffle ${done.id} is ${done.phase}`, done);
          };
        return async (client, print) => {
          const done =
            verb === 'draw'
              ? await client.drawRaffle(merchant, raffleId)
              : await client.raffle(merchant, raffleId);
          print(raffleText(done), done);
        };
      }
      throw new UsageError('raffle show|create|edit|cancel|draw|grant ...');
    }

    // points and the points mall (decision 0035)
    case 'points': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('points needs --merchant M');
      if (verb === 'settings' && rest.length === 0) {
        allow('merchant');
        return async (client, print) => {
          const settings = await client.pointSettings(merchant);
          print(pointSettingsText(settings), settings);
        };
      }
      if (verb === 'set' && rest.length === 0) {
        allow('merchant', 'ratio', 'min', 'rates');
        const rates = text('rates')
          ?.split(',')
          .map((pair) => {
            const [category = '', bet = ''] = pair.split('=');
            if (!/^[A-Z]+$/.test(category) || !/^[0-9]{1,10}$/.test(bet))
              throw new UsageError('--rates takes CATEGORY=MINOR pairs, e.g. RNG=10000,LIVE=20000');
            return { category, betPerPoint: Number(bet) };
          });
        const ratio = count('ratio');
        const min = count('min');
        if (ratio === undefined && min === undefined && rates === undefined)
          throw new UsageError('points set needs --ratio, --min or --rates');
        return async (client, print) => {
          const now = await client.pointSettings(merchant);
          const done = await client.setPointSettings(merchant, {
            cashPerPoint: ratio ?? now.cashPerPoint,
            minConvert: min ?? now.minConvert,
            rates: (rates ?? now.rates) as typeof now.rates,
          });
          print(`points of ${merchant} changed\n${pointSettingsText(done)}`, done);
        };
      }
      if (verb === 'items' && rest.length === 0) {
        allow('merchant');
        return async (client, print) => {
          const items = await client.pointItems(merchant);
          print(table(POINT_ITEM_COLUMNS, items), items);
        };
      }
      if (verb === 'exchanges' && rest.length === 0) {
        allow('merchant', 'status');
        const status = text('status');
        if (status !== undefined && !['pending', 'approved', 'rejected'].includes(status))
          throw new UsageError('--status must be pending, approved or rejected');
        return async (client, print) => {
          const page = await client.pointExchanges(merchant, status);
          print(table(POINT_EXCHANGE_COLUMNS, page.content), page);
        };
      }
      if ((verb === 'approve' || verb === 'reject') && rest.length === 1) {
        allow('merchant', 'note');
        const exchangeId = id(rest[0]);
        const remark = text('note');
        if (!remark) throw new UsageError(`points ${verb} needs --note with the remark the player sees`);
        return async (client, print) => {
          const done = await client.decidePointExchange(merchant, exchangeId, verb, remark);
          print(`exchange ${done.id} ${done.status}`, done);
        };
      }
      if (verb === 'player' && rest.length === 1) {
        allow('merchant');
        const username = rest[0] as string;
        return async (client, print) => {
          const player = await client.playerPoints(merchant, username);
          print(
            `${player.username}: ${player.balance} points\n${table(POINT_MOVEMENT_COLUMNS, player.movements.content)}`,
            player,
          );
        };
      }
      throw new UsageError('points settings|set|items|exchanges|approve|reject|player ...');
    }

    // messages and feedback (decision 0040)
    case 'messages': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('messages needs --merchant M');
      if (verb === 'list' && rest.length === 0) {
        allow('merchant', 'status');
        const status = text('status');
        if (status !== undefined && !['scheduled', 'sent', 'cancelled'].includes(status))
          throw new UsageError('--status must be scheduled, sent or cancelled');
        return async (client, print) => {
          const page = await client.messages(merchant, status);
          print(table(MESSAGE_COLUMNS, page.content), page);
        };
      }
      if (verb === 'send' && rest.length === 0) {
        allow('merchant', 'title', 'text', 'title-th', 'text-th', 'kind', 'to', 'vip', 'team', 'all', 'at');
        const title = text('title');
        const content = text('text');
        if (!title || !content) throw new UsageError('messages send needs --title and --text');
        const kind = text('kind') ?? 'system';
        if (!['system', 'personal', 'promotion'].includes(kind))
          throw new UsageError('--kind must be system, personal or promotion');
        const to = text('to')?.split(',').filter(Boolean);
        const vip = count('vip');
        const team = text('team');
        const all = flags.has('all');
        if ([to, vip, team].filter((a) => a !== undefined).length + (all ? 1 : 0) !== 1)
          throw new UsageError('messages send needs one of --to, --vip, --team or --all');
        const at = text('at');
        if (at !== undefined && Number.isNaN(Date.parse(at)))
          throw new UsageError('--at takes an ISO instant');
        const titleTh = text('title-th');
        const contentTh = text('text-th');
        const audience = to
          ? to.length === 1
            ? { audience: 'player' as const, usernames: to }
            : { audience: 'list' as const, usernames: to }
          : vip !== undefined
            ? { audience: 'vip' as const, level: vip }
            : team
              ? { audience: 'team' as const, agent: team }
              : { audience: 'merchant' as const };
        return async (client, print) => {
          const done = await client.sendMessage({
            merchant,
            kind: kind as 'system',
            title: { en: title, ...(titleTh ? { th: titleTh } : {}) },
            content: { en: content, ...(contentTh ? { th: contentTh } : {}) },
            ...audience,
            ...(at ? { sendAt: new Date(at).toISOString() } : {}),
          });
          print(
            done.status === 'scheduled'
              ? `message ${done.id} scheduled for ${done.sendAt}`
              : `message ${done.id} sent to ${done.recipients} ${done.recipients === 1 ? 'player' : 'players'}`,
            done,
          );
        };
      }
      throw new UsageError('messages list|send ...');
    }

    case 'feedback': {
      const merchant = text('merchant');
      if (!merchant) throw new UsageError('feedback needs --merchant M');
      if (verb === 'list' && rest.length === 0) {
        allow('merchant', 'status');
        const status = text('status');
        if (status !== undefined && !['open', 'answered'].includes(status))
          throw new UsageError('--status must be open or answered');
        return async (client, print) => {
          const page = await client.feedback(merchant, status);
          print(table(FEEDBACK_COLUMNS, page.content), page);
        };
      }
      if (verb === 'answer' && rest.length === 1) {
        allow('merchant', 'text');
        const feedbackId = id(rest[0]);
        const answer = text('text');
        if (!answer) throw new UsageError('feedback answer needs --text with the answer the player reads');
        return async (client, print) => {
          const done = await client.answerFeedback(merchant, feedbackId, answer);
          print(`feedback ${done.id} answered; ${done.username} has it in the inbox`, done);
        };
      }
      throw new UsageError('feedback list|answer ...');
    }

    default:
      throw new UsageError(noun ? `unknown command "${noun}"` : 'no command given');
  }
}

/** A JSON argument (an object), or a usage error naming where its shape is shown. */
function jsonArg(raw: string | undefined, shown: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw ?? '') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new UsageError(`the argument must be a JSON object, as ${shown} shows it`);
}

type WheelRow = OpsWheel['prizes'][number];
const WHEEL_COLUMNS: Column<WheelRow>[] = [
  { header: 'LABEL', value: (p) => p.labels.en ?? '' },
  { header: 'PRIZE', value: (p) => (p.kind === 'cash' ? money(p.amount) : 'none'), align: 'right' },
  { header: 'TURNOVER', value: (p) => `${p.turnoverMultiplier}x`, align: 'right' },
  { header: 'WEIGHT', value: (p) => String(p.weight), align: 'right' },
  { header: 'CHANCE', value: (p) => `${(p.probability * 100).toFixed(2)}%`, align: 'right' },
];

const ENVELOPE_COLUMNS: Column<OpsEnvelopeCampaign>[] = [
  { header: 'ID', value: (c) => String(c.id), align: 'right' },
  { header: 'NAME', value: (c) => c.names.en },
  { header: 'STATUS', value: (c) => c.status },
  { header: 'WINDOW', value: (c) => `${c.startsAt.slice(0, 16)} - ${c.endsAt.slice(0, 16)}` },
  { header: 'DROPS', value: (c) => `every ${c.everyMinutes} min, open ${c.openMinutes}` },
  { header: 'PER DROP', value: (c) => money(c.dropBudget), align: 'right' },
  { header: 'USED', value: (c) => `${money(c.used)} / ${money(c.totalBudget)}`, align: 'right' },
  { header: 'OPENS', value: (c) => String(c.opens), align: 'right' },
];

const DROP_COLUMNS: Column<OpsEnvelopeDrop>[] = [
  { header: 'DROP', value: (d) => String(d.index), align: 'right' },
  { header: 'OPENS AT', value: (d) => d.opensAt.slice(0, 16) },
  { header: 'BUDGET', value: (d) => money(d.budget), align: 'right' },
  { header: 'LEFT', value: (d) => money(d.remaining), align: 'right' },
  { header: 'OPENED', value: (d) => String(d.opens), align: 'right' },
];

function signinText(c: SigninCalendar): string {
  const reward = (r: SigninCalendar['streakReward']) =>
    `${money(r.cash)} (${r.turnoverMultiplier}x)${r.tickets ? ` + ${r.tickets} ticket(s)` : ''}`;
  return [
    `${c.enabled ? 'open' : 'closed'}, ${c.length} days, a missed day ${c.resetOnMiss ? 'resets' : 'keeps'} the streak`,
    `condition: ${c.condition === 'none' ? 'none' : `${c.condition} of at least ${money(c.conditionAmount)}`}`,
    ...c.days.map((d, i) => `day ${i + 1}: ${reward(d)}`),
    `streak: ${reward(c.streakReward)}`,
  ].join('\n');
}

/** A date (the whole local day: start at its beginning, end after it) or an instant, as an ISO instant. */
function instant(raw: string | undefined, edge: 'start' | 'end'): string | undefined {
  if (raw === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const day = new Date(`${raw}T00:00:00`);
    if (Number.isNaN(day.getTime())) throw new UsageError(`--${edge} is not a date: "${raw}"`);
    if (edge === 'end') day.setDate(day.getDate() + 1);
    return day.toISOString();
  }
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime()))
    throw new UsageError(`--${edge} must be YYYY-MM-DD or an ISO instant, got "${raw}"`);
  return at.toISOString();
}

function definedOnly<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/** The commands that go through the operator API (the others open the database directly). */
export const API_COMMANDS = new Set([
  'login',
  'logout',
  'whoami',
  'deposits',
  'deposit',
  'withdrawals',
  'withdrawal',
  'audit',
  'operators',
  'operator',
  'lottery',
  'contracts',
  'rebates',
  'vip',
  'promotions',
  'promotion',
  'applications',
  'application',
  'bonuses',
  'bonus',
  'tree',
  'rollups',
  'signin',
  'wheel',
  'missions',
  'mission',
  'referral',
  'player',
  'points',
  'messages',
  'feedback',
  'envelopes',
  'envelope',
  'raffles',
  'raffle',
]);

/**
 * Runs one operator command: checks the arguments, logs in (or takes OPS_TOKEN's session), runs, logs
 * out (not OPS_TOKEN's session, and not after "login", which prints its token). Returns the exit status:
 * 0 done, 1 refused by the server or unreachable (its message printed), 2 a usage error.
 */
export async function runOpsCommand(
  args: readonly string[],
  env: OpsEnv,
  io: OpsIo,
  options: OpsRunOptions = {},
): Promise<number> {
  let plan: Plan;
  let parsed: Parsed;
  try {
    parsed = parseArgs(args);
    if (parsed.flags.has('help')) {
      io.out(OPS_API_USAGE);
      return 0;
    }
    plan = planOf(parsed, env, options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`ops: ${error.message}\n\n${OPS_API_USAGE}`);
    return 2;
  }
  const flag = (name: string) => {
    const value = parsed.flags.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const [command] = parsed.words;
  const baseUrl = flag('url') ?? env.OPS_URL ?? `http://localhost:${env.PORT || 3000}`;
  const json = parsed.flags.has('json');
  const print = (text: string, value: unknown) => io.out(json ? JSON.stringify(value, null, 2) : text);
  const client = createOpsClient({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const session = env.OPS_TOKEN;
  try {
    if (session && command !== 'login') {
      client.useSession(session);
      if (command === 'logout') {
        await client.endSession();
        print('logged out', null);
      } else {
        await plan(client, print);
      }
      return 0;
    }
    if (command === 'logout') {
      io.err('ops: logout ends the session of OPS_TOKEN, which is not set');
      return 2;
    }
    const username = flag('user') ?? env.OPS_USERNAME;
    const password = flag('password') ?? env.OPS_PASSWORD;
    if (!username || !password) {
      io.err('ops: set OPS_USERNAME and OPS_PASSWORD (or pass --user and --password), or OPS_TOKEN');
      return 2;
    }
    const loggedIn = await client.login(username, password, secondStep(flag('code'), io, options.prompt));
    if (loggedIn.recoveryCodes) io.err(recoveryText(loggedIn.recoveryCodes));
    if (command === 'login') {
      io.err(
        `logged in as ${loggedIn.operator.username}: export OPS_TOKEN=<the token>; the session ends after ` +
          'a time without a command (30 minutes unless set otherwise), after 8 hours, or at "ops logout"',
      );
      print(loggedIn.token, { token: loggedIn.token, operator: loggedIn.operator });
      return 0;
    }
    try {
      await plan(client, print);
    } finally {
      await client.logout();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof OpsApiError)) throw error;
    io.err(`ops: ${error.message}${error.status ? ` (${error.code}, HTTP ${error.status})` : ''}`);
    return 1;
  }
}

const isTotpCode = (text: string) => /^[0-9]{6}$/.test(text);

/**
 * Answers a login's challenge: with --code (a 6-digit code, or else a recovery code), or by asking at
 * the terminal. An enrolment shows the new key and asks for the app's first code; it needs a terminal,
 * since no code can be known before the key is.
 */
function secondStep(given: string | undefined, io: OpsIo, prompt: OpsRunOptions['prompt']): SecondStep {
  return async (challenge: OperatorChallenge) => {
    if (challenge.next === 'enrol') {
      if (!prompt) {
        throw new OpsApiError(
          0,
          'enrolment.needs.terminal',
          'this operator must set up an authenticator app first: run "npm run ops -- login" on a terminal',
        );
      }
      io.err(
        'This operator logs in with an authenticator app (Google Authenticator, Microsoft Authenticator, ' +
          `1Password...). Add this key to the app:\n\n  ${challenge.secret}\n\nor open this link on the ` +
          `device that has the app:\n\n  ${challenge.otpauthUri}\n`,
      );
      return { code: (await prompt('Code the app shows now: ')).trim() };
    }
    const answer = (
      given ?? (prompt ? await prompt('Code from your authenticator app (or a recovery code): ') : '')
    ).trim();
    if (!answer) {
      throw new OpsApiError(
        0,
        'code.required',
        'this operator logs in with a code of its authenticator app: pass --code, or run on a terminal',
      );
    }
    return isTotpCode(answer) ? { code: answer } : { recoveryCode: answer };
  };
}

function recoveryText(codes: string[]): string {
  return (
    'Recovery codes: each logs you in once instead of a code when the app is lost. Keep them somewhere ' +
    `safe now; they are not shown again.\n\n${codes.map((code) => `  ${code}`).join('\n')}\n`
  );
}
