import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { PlatformBets } from '../betting/platform-bets.ts';
import { type CompanionResult, house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import * as draws from './draws.store.ts';
import { byTarget, keyOf, release, split } from './exposure.ts';
import type { LotteryRules } from './rules.ts';
import { LOTTERY_PROVIDER, ticketTx } from './settlement.service.ts';
import * as tickets from './tickets.store.ts';

/** A chase covers at most this many draws; a slip at most this many lines. */
export const MAX_CHASE = 50;
export const MAX_LINES = 20;
/** Bets one line may make: the exposure of each is tracked per draw. */
export const MAX_COMBINATIONS = 1000;
export const MAX_MULTIPLIER = 1000;

export type SlipLine = { play: string; pick: unknown; unitStake: number; multiplier: number };

export type Slip = {
  gameCode: string;
  /** The client's id of this slip: sent again, it answers the first slip and moves nothing. */
  requestId: string;
  /** The issue the player saw: refused with lottery.sales.closed once its sales have closed. */
  issue?: string | undefined;
  lines: SlipLine[];
  /** Draws the slip covers from the current one (a chase when more than 1). */
  draws: number;
  stopOnWin: boolean;
};

/** The game of the catalogue as the slip shows it (the games module's view). */
export type CatalogueGame = {
  vendorCode: string;
  gameCode: string;
  category: string;
  name: string;
  maintenance: boolean;
};

export type SlipDeps = {
  db: Database;
  events: EventBus;
  ledger: Pick<Ledger, 'post' | 'postWith'>;
  bets: PlatformBets;
  rules: LotteryRules;
  /** The catalogue's game: enabled (else game.not.found) and its maintenance. */
  catalogueGame: (merchant: Merchant, vendor: string, gameCode: string) => Promise<CatalogueGame | null>;
  /** Stripes per target of the exposure (decision 0028): 1 on PGlite (one connection), more on PostgreSQL. */
  stripes?: number;
  now?: () => Date;
};

export type PlacedSlip = {
  orderId: number;
  total: number;
  tickets: number;
  issues: string[];
  /** True when this request id had placed the slip before: nothing moved now. */
  replayed: boolean;
  /** The wallet after the debit, when this call made it. */
  balance?: number;
};

/** A target of the liability limit: a play's bet on one selection ('vn-north.lo:27'). */
const targetOf = (play: string, values: readonly unknown[]) => `${play}:${values.join('-')}`;

/**
 * Placing and cancelling slips (issue 16, decision 0024). A slip is checked whole (the game open, each
 * play of the game's family, each pick possible, stakes within the game's limits), then written in one
 * statement with its ledger debit: the order, its tickets, their exposure and their bets in the betting
 * record, keyed by the client's request id: a retry answers the first slip, and a refusal moves nothing.
 */
export function createSlips(deps: SlipDeps) {
  const { db, events, ledger, rules } = deps;
  const now = deps.now ?? (() => new Date());
  const stripes = deps.stripes ?? 1;
  // The stripe of the next slip: in turn, so the slips in flight on this node rarely share one; from a
  // random start, so nodes do not move in step.
  let turn = Math.floor(Math.random() * stripes);
  const nextStripe = () => {
    turn = (turn + 1) % stripes;
    return turn;
  };

  // A slip reads its game, the catalogue's view of it and the coming draws from caches of a second: the
  // statement itself checks that every draw is still open, so a stale read refuses, never misplaces.
  const games = new TtlCache<{ game: draws.GameRow; listed: CatalogueGame } | null>(1000, 1000);
  const upcoming = new TtlCache<draws.DrawRow[]>(1000, 1000);

  async function gameOf(merchant: Merchant, code: string) {
    const found = await games.getOrLoad(`${merchant.id}:${code}`, async () => {
      const game = await draws.findGame(db, merchant.id, code);
      if (!game?.enabled) return null;
      const listed = await deps.catalogueGame(merchant, game.vendor_code, game.game_code);
      return listed ? { game, listed } : null;
    });
    if (!found) throw new AppError('game.not.found');
    if (found.listed.maintenance) throw new AppError('game.maintenance');
    return found;
  }

  const openDrawsOf = (gameId: number, at: Date) =>
    upcoming.getOrLoad(String(gameId), () => draws.openDraws(db, gameId, at, MAX_CHASE + 10));

  /** Each line checked and priced: its play, bets, stake and the liability each bet adds. */
  function priced(game: draws.GameRow, lines: readonly SlipLine[]) {
    if (lines.length === 0 || lines.length > MAX_LINES) throw new AppError('lottery.slip.lines');
    return lines.map((line, index) => {
      const play = rules.playOf(game.family, line.play);
      if (!play)
        throw new AppError(
          'lottery.play.unknown',
          `line ${index + 1}: ${line.play} is not a play of this game`,
        );
      const problem = play.validatePick(line.pick);
      if (problem) throw new AppError('lottery.pick.invalid', `line ${index + 1}: ${problem}`);
      const combinations = play.combinations(line.pick as never);
      if (combinations < 1) throw new AppError('lottery.pick.invalid', `line ${index + 1}: no bet`);
      if (combinations > MAX_COMBINATIONS) throw new AppError('lottery.pick.too.many');
      if (line.multiplier > MAX_MULTIPLIER)
        throw new AppError('validation.failed', 'multiplier: at most 1000');
      const perBet = line.unitStake * line.multiplier;
      const stake = rules.stakeOf(combinations, line.unitStake, line.multiplier);
      if (perBet < Number(game.min_stake)) throw new AppError('lottery.stake.low');
      if (stake > Number(game.max_stake)) throw new AppError('lottery.stake.high');
      const odds = game.odds[play.id] ?? play.odds;
      const liability = Math.floor((perBet * rules.maxOdds(odds)) / 10_000);
      const targets = play.expand(line.pick as never).map((c) => targetOf(play.id, [c.row, ...c.values]));
      return { line, play, combinations, stake, odds, liability, targets };
    });
  }

  /**
   * The slow path (decision 0028), when a stripe of the slip was short, new or split from another limit:
   * the stripes of the short targets are made if missing (committed at once, with no budget), then in one
   * transaction the game's row is locked for share (its limit is then the one in force), every stripe of
   * the short targets and the slip's own stripe of the others are locked in (draw, target, stripe) order,
   * each short target's budget is split anew from the limit with room for the slip on its stripe, or the
   * slip is refused when the target's liability would pass the limit, and the slip's statement runs. The
   * sum of a target's budgets never exceeds its limit, and a stripe's CHECK holds each slip to its
   * budget: the limit is exact under any concurrency. A deadlock, or a target found short only once
   * locked, tries again (from the third try every target counts as short).
   */
  async function slowPath(
    gameId: number,
    own: number,
    exposure: readonly tickets.ExposureRow[],
    write: (limit: number, trx: Database) => Promise<CompanionResult<tickets.SlipRow>>,
  ): Promise<CompanionResult<tickets.SlipRow>> {
    const fits = (
      e: tickets.ExposureRow,
      s: { liability: number; budget: number; limitValue: number } | undefined,
      limit: number,
    ) => s !== undefined && s.limitValue === limit && s.liability + e.liability <= s.budget;
    for (let attempt = 1; ; attempt++) {
      let short: tickets.ExposureRow[] = [...exposure];
      if (attempt <= 2) {
        const limit = await draws.limitOf(db, gameId);
        const mine = byTarget(await tickets.stripesOf(db, exposure, own));
        short = exposure.filter((e) => !fits(e, mine.get(keyOf(e))?.[0], limit));
        await tickets.addStripes(db, short, stripes, limit);
      } else await tickets.addStripes(db, short, stripes, await draws.limitOf(db, gameId));
      const whole = new Set(short.map(keyOf));
      try {
        return await events.transaction(db, async (trx) => {
          const limit = await draws.limitOf(trx, gameId, true);
          const rest = exposure.filter((e) => !whole.has(keyOf(e)));
          const locked = byTarget(await tickets.lockStripes(trx, short, { keys: rest, stripe: own }));
          const budgets = [];
          for (const e of exposure) {
            const rows = locked.get(keyOf(e)) ?? [];
            if (!whole.has(keyOf(e))) {
              if (!fits(e, rows[0], limit)) throw TRY_AGAIN;
              continue;
            }
            const next = split(rows, limit, own, e.liability);
            if (!next || !rows.some((r) => r.stripe === own)) throw new AppError('lottery.limit.reached');
            budgets.push(...next);
          }
          await tickets.setStripes(trx, budgets, limit);
          return write(limit, trx);
        });
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        const again = error === TRY_AGAIN || code === '40P01' || code === '40001';
        if (!again || attempt >= MAX_SLOW_TRIES) throw error;
      }
    }
  }

  /** One try of a slip on these draws: its statement, or 'closed' when a draw was no longer open. */
  async function placeOn(
    merchant: Merchant,
    account: { id: number },
    slip: Slip,
    on: {
      game: draws.GameRow;
      listed: CatalogueGame;
      lines: ReturnType<typeof priced>;
      open: draws.DrawRow[];
    },
  ): Promise<PlacedSlip | 'closed'> {
    const { game, listed, lines, open } = on;
    const perDraw = lines.reduce((sum, l) => sum + l.stake, 0);
    const total = perDraw * open.length;
    const reference = `LOTO-${account.id}-${slip.requestId}`.slice(0, 120);
    const drawIds = open.map((d) => Number(d.id));
    const rounds = new Map(open.map((d) => [Number(d.id), `${game.game_code}:${d.issue}`]));
    const bet = {
      merchantId: merchant.id,
      accountId: account.id,
      provider: LOTTERY_PROVIDER,
      vendorCode: listed.vendorCode,
      gameCode: listed.gameCode,
      gameName: listed.name,
      gameCategory: listed.category,
      reference,
    };
    const exposure = tickets.inKeyOrder(
      mergeExposure(
        drawIds.flatMap((drawId) =>
          lines.flatMap((l) => l.targets.map((target) => ({ drawId, target, liability: l.liability }))),
        ),
      ),
    );
    const stripe = nextStripe();
    const companion = (limit: number) =>
      tickets.slipCompanion({
        order: {
          merchantId: merchant.id,
          accountId: account.id,
          gameId: game.id,
          requestId: slip.requestId,
          total,
          draws: open.length,
          stopOnWin: slip.stopOnWin && open.length > 1,
          reference,
        },
        drawIds,
        tickets: drawIds.flatMap((drawId) =>
          lines.map((l) => ({
            drawId,
            play: l.play.id,
            pick: JSON.stringify(l.line.pick),
            combinations: l.combinations,
            unitStake: l.line.unitStake,
            multiplier: l.line.multiplier,
            stake: l.stake,
            odds: JSON.stringify(l.odds),
          })),
        ),
        exposure,
        stripe,
        limit,
        bets: deps.bets.placedCompanion('made', { ...bet, txPrefix: 'T' }, rounds),
      });
    const posting = {
      merchantId: merchant.id,
      type: 'bet' as const,
      reference,
      source: 'lottery',
      idempotencyKey: `order:${account.id}:${slip.requestId}`,
      memo: { game: game.game_code, draws: open.length },
      lines: [
        { account: walletOf(account.id), amount: -total },
        { account: house('lottery'), amount: total },
      ],
    };
    let placed: CompanionResult<tickets.SlipRow>;
    try {
      // The fast path: one statement adding to the slip's own stripe of each target.
      placed = await ledger.postWith<tickets.SlipRow>(posting, companion(Number(game.liability_limit)));
    } catch (error) {
      if (!tickets.isOverLimit(error)) throw error;
      placed = await slowPath(game.id, stripe, exposure, (limit, trx) =>
        ledger.postWith<tickets.SlipRow>(posting, companion(limit), trx),
      );
    }
    const { row } = placed;
    if (row.order_id === null) {
      const existing = await tickets.findOrder(db, account.id, slip.requestId);
      if (existing) return replay(existing);
      // A draw closed (or was drawn early, or voided) after the read: the caller reads again.
      return 'closed';
    }
    const made = (typeof row.tickets === 'string' ? JSON.parse(row.tickets) : row.tickets) as Array<
      [number | string, number | string, number | string]
    >;
    deps.bets.announcePlaced(
      db,
      made.map(([id, drawId, stake]) => ({
        ...bet,
        txId: ticketTx(Number(id)),
        roundId: rounds.get(Number(drawId)) ?? '',
        stake: Number(stake),
        validBet: Number(stake),
      })),
    );
    const [balance] = [...placed.balances.values()];
    return {
      orderId: Number(row.order_id),
      total,
      tickets: made.length,
      issues: open.map((d) => d.issue),
      replayed: false,
      ...(balance === undefined ? {} : { balance }),
    };
  }

  return {
    async place(merchant: Merchant, account: { id: number }, slip: Slip): Promise<PlacedSlip> {
      const { game, listed } = await gameOf(merchant, slip.gameCode);
      if (slip.draws < 1 || slip.draws > MAX_CHASE) throw new AppError('lottery.chase.length');
      const lines = priced(game, slip.lines);
      // The cached draws first; when the statement finds one closed, once more from the database.
      for (const fresh of [false, true]) {
        if (fresh) upcoming.invalidate(String(game.id));
        const at = now();
        const open = (await openDrawsOf(game.id, at))
          .filter((d) => new Date(d.closes_at) > at)
          .slice(0, slip.draws);
        if (open.length === 0 || (slip.issue !== undefined && open[0]?.issue !== slip.issue)) {
          if (!fresh) continue;
          const existing = await tickets.findOrder(db, account.id, slip.requestId);
          if (existing) return replay(existing);
          throw new AppError('lottery.sales.closed');
        }
        if (open.length < slip.draws) throw new AppError('lottery.chase.length');
        const placed = await placeOn(merchant, account, slip, { game, listed, lines, open });
        if (placed !== 'closed') return placed;
      }
      throw new AppError('lottery.sales.closed');
    },

    /** The player cancels an open ticket while its draw's sales are open, when the game allows it. */
    async cancel(merchant: Merchant, account: { id: number }, ticketId: number) {
      return events.transaction(db, async (trx) => {
        const ticket = await tickets.findTicket(trx, ticketId, true);
        if (!ticket || ticket.account_id !== account.id || ticket.merchant_id !== merchant.id)
          throw new AppError('not.found');
        const draw = await draws.findDraw(trx, Number(ticket.draw_id), 'share');
        const game = draw ? await draws.findGameById(trx, draw.game_id) : undefined;
        if (!draw || !game) throw new AppError('not.found');
        if (!game.cancel_allowed) throw new AppError('lottery.cancel.not.allowed');
        if (ticket.status !== 'open' || draw.status !== 'open' || new Date(draw.closes_at) <= now())
          throw new AppError('lottery.sales.closed');
        const stake = Number(ticket.stake);
        const reference = `LOTX${ticket.id}`;
        await ledger.post(
          {
            merchantId: merchant.id,
            type: 'bet.refund',
            reference,
            source: 'lottery',
            idempotencyKey: `cancel:${ticket.id}`,
            lines: [
              { account: walletOf(account.id), amount: stake },
              { account: house('lottery'), amount: -stake },
            ],
          },
          trx,
        );
        await tickets.setOutcomes(trx, [{ id: ticket.id, status: 'cancelled', payout: stake }], now());
        const play = rules.playOf(game.family, ticket.play);
        if (play) {
          // The game's row before the stripes, as the slow path and an operator's change lock them.
          const limit = await draws.limitOf(trx, game.id, true);
          const perBet = Number(ticket.unit_stake) * ticket.multiplier;
          const liability = Math.floor((perBet * rules.maxOdds(ticket.odds)) / 10_000);
          const targets = play
            .expand(ticket.pick as never)
            .map((c) => targetOf(play.id, [c.row, ...c.values]));
          // Liability is the same on any stripe of a target: the ticket's is taken off the first ones.
          const own = 0;
          const released = tickets.inKeyOrder(
            mergeExposure(targets.map((target) => ({ drawId: Number(draw.id), target, liability }))),
          );
          const locked = byTarget(await tickets.lockStripes(trx, released, { keys: [], stripe: own }));
          await tickets.setStripes(
            trx,
            released.flatMap((r) => release(locked.get(keyOf(r)) ?? [], limit, own, r.liability)),
            limit,
          );
        }
        await deps.bets.settled(trx, [
          {
            provider: LOTTERY_PROVIDER,
            txId: ticketTx(ticket.id),
            username: '',
            outcome: 'refunded',
            payout: stake,
            reference,
          },
        ]);
        return { ticketId: ticket.id, refunded: stake };
      });
    },
  };

  async function replay(
    order: NonNullable<Awaited<ReturnType<typeof tickets.findOrder>>>,
  ): Promise<PlacedSlip> {
    const issues = await tickets.issuesOfOrder(db, Number(order.id));
    return {
      orderId: Number(order.id),
      total: Number(order.total),
      tickets: issues.length,
      issues: [...new Set(issues)],
      replayed: true,
    };
  }
}

/** A slow path that found a target short only once it held the locks: it tries again. */
const TRY_AGAIN = new Error('lottery: a stripe changed before it was locked');
const MAX_SLOW_TRIES = 5;

/** One row per draw and target: a slip's bets on the same number add up before they are written. */
function mergeExposure(rows: ReadonlyArray<{ drawId: number; target: string; liability: number }>) {
  const merged = new Map<string, { drawId: number; target: string; liability: number }>();
  for (const r of rows) {
    const key = `${r.drawId}|${r.target}`;
    const known = merged.get(key);
    if (known) known.liability += r.liability;
    else merged.set(key, { ...r });
  }
  return [...merged.values()];
}

export type Slips = ReturnType<typeof createSlips>;
