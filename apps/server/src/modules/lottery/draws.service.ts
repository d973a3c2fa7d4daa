import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import * as store from './draws.store.ts';
import type { LotteryDrawEvent } from './lottery.events.ts';
import type { LotteryRules } from './rules.ts';
import { upcomingDraws } from './schedule.ts';

/** Draws planned ahead of now: enough for the longest chase, at most two months. */
export const PLAN_AHEAD = 60;
const PLAN_HORIZON_MS = 62 * 86_400_000;
/** Draws drawn per transaction by the drawing job. */
const DRAW_BATCH = 20;

/** What a draw is derived from, besides its secret: public, so anyone can recompute the numbers. */
export const drawLabel = (gameCode: string, issue: string) => `${gameCode}:${issue}`;
const sealContext = (gameId: number, issue: string) => `lottery-draw:${gameId}:${issue}`;

export type DrawDeps = {
  db: Database;
  rules: LotteryRules;
  /** Seals each draw's secret until it is drawn: the database alone does not tell a coming result. */
  box: SecretBox;
  /** Asks for a drawn or voided draw's settlement, in the caller's transaction. */
  settleLater: (trx: Database, drawId: number, at: Date) => Promise<unknown>;
  /** Drawn draws and closed sales are announced after their commit (for the realtime pushes, decision 0041). */
  events?: Pick<EventBus, 'publish'>;
  now?: () => Date;
};

/**
 * The draws' life (DESIGN.md 5c, decision 0024): planned ahead with the SHA-256 of a fresh secret published
 * at once; drawn at their time from the revealed secret (house games, and outside ones simulated on the
 * demo) or entered by an operator (outside games); voided by an operator. A drawn or voided draw asks for
 * its settlement in the same transaction, so no draw is left unsettled by a crash.
 */
export function createDraws(deps: DrawDeps) {
  const { db, rules, box } = deps;
  const now = deps.now ?? (() => new Date());

  async function planGame(game: store.GameRow, at: Date): Promise<number> {
    // the schedule's next draws from now, less those planned already: a draw kept from an older schedule
    // (it had tickets, or its sales had closed) neither counts nor delays the new schedule's draws
    const known = await store.upcomingIssues(db, game.id, at);
    const schedule = { cron: game.cron, timezone: game.timezone, closeSeconds: game.close_seconds };
    const planned = upcomingDraws(schedule, at, PLAN_AHEAD).filter(
      (d) => !known.has(d.issue) && d.drawAt.getTime() - at.getTime() <= PLAN_HORIZON_MS,
    );
    if (planned.length === 0) return 0;
    const drawnHere = game.source === 'house' || game.simulate;
    const rows = await Promise.all(
      planned.map(async (d) => {
        if (!drawnHere) return { commitment: null, secret: null, ...d };
        const secret = rules.newSecret();
        return {
          commitment: await rules.commitmentOf(secret),
          secret: box.seal(secret, sealContext(game.id, d.issue)),
          ...d,
        };
      }),
    );
    return store.insertDraws(
      db,
      rows.map((r) => ({
        merchant_id: game.merchant_id,
        game_id: game.id,
        issue: r.issue,
        closes_at: r.closesAt,
        draw_at: r.drawAt,
        commitment: r.commitment,
        secret: r.secret,
      })),
    );
  }

  return {
    /** Plans every enabled game's coming draws; returns how many were added. */
    async plan(at: Date = now()): Promise<number> {
      let added = 0;
      for (const game of await store.enabledGames(db)) added += await planGame(game, at);
      return added;
    },

    /** Announces the draws whose sales closed in (from, to] (a hint for open pages; the lobby reads the truth). */
    async announceClosed(from: Date, to: Date): Promise<number> {
      if (!deps.events) return 0;
      const closed = await store.closedBetween(db, from, to);
      for (const d of closed)
        deps.events.publish('lottery.closed', {
          merchantId: d.merchant_id,
          gameCode: d.game_code,
          issue: d.issue,
        });
      return closed.length;
    },

    /** Draws every due draw the platform draws itself; returns how many it drew. */
    async drawDue(at: Date = now()): Promise<number> {
      let drawn = 0;
      while (true) {
        const announced: LotteryDrawEvent[] = [];
        const count = await db.transaction().execute(async (trx) => {
          const due = await store.dueDraws(trx, at, DRAW_BATCH);
          for (const draw of due) {
            const secret = draw.secret ? box.open(draw.secret, sealContext(draw.game_id, draw.issue)) : null;
            if (!secret) throw new Error(`lottery draw ${draw.id}: its secret does not open`);
            const result = await rules.draw(
              draw.family,
              secret,
              drawLabel(draw.game_code, draw.issue),
              new Date(draw.draw_at),
            );
            await store.updateDraw(trx, draw.id, {
              status: 'drawn',
              secret,
              result: JSON.stringify(result),
              result_source: draw.source === 'house' ? 'house' : 'simulated',
              drawn_at: at,
            });
            await deps.settleLater(trx, draw.id, at);
            announced.push({ merchantId: draw.merchant_id, gameCode: draw.game_code, issue: draw.issue });
          }
          return due.length;
        });
        for (const event of announced) deps.events?.publish('lottery.drawn', event);
        drawn += count;
        if (count < DRAW_BATCH) return drawn;
      }
    },

    /** An operator enters an outside draw's official result, once its time has come. */
    async enterResult(drawId: number, merchantIds: readonly number[] | null, result: unknown) {
      let announced: LotteryDrawEvent | null = null;
      const entered = await db.transaction().execute(async (trx) => {
        const draw = await store.findDraw(trx, drawId, true);
        if (!draw || (merchantIds && !merchantIds.includes(draw.merchant_id)))
          throw new AppError('not.found');
        const game = await store.findGameById(trx, draw.game_id);
        if (game?.source !== 'outside') throw new AppError('lottery.draw.house');
        if (draw.status !== 'open') throw new AppError('lottery.draw.closed');
        if (draw.draw_at > now()) throw new AppError('lottery.draw.not.due');
        const checked = rules.checkDraw(game.family, result);
        if (!checked.ok) throw new AppError('lottery.result.invalid', `${checked.problem} at ${checked.at}`);
        await store.updateDraw(trx, draw.id, {
          status: 'drawn',
          result: JSON.stringify(checked.draw),
          result_source: 'operator',
          drawn_at: now(),
        });
        await deps.settleLater(trx, draw.id, now());
        announced = { merchantId: draw.merchant_id, gameCode: game.game_code, issue: draw.issue };
        return { merchantId: draw.merchant_id, result: checked.draw };
      });
      if (announced) deps.events?.publish('lottery.drawn', announced);
      return entered;
    },

    /** An operator voids a draw not yet settled: every ticket of it is refunded once by its settlement. */
    async voidDraw(drawId: number, merchantIds: readonly number[] | null, reason: string) {
      return db.transaction().execute(async (trx) => {
        const draw = await store.findDraw(trx, drawId, true);
        if (!draw || (merchantIds && !merchantIds.includes(draw.merchant_id)))
          throw new AppError('not.found');
        if (draw.status === 'settled' || draw.status === 'void') throw new AppError('lottery.draw.settled');
        await store.updateDraw(trx, draw.id, { status: 'void', void_reason: reason });
        await deps.settleLater(trx, draw.id, now());
        return { merchantId: draw.merchant_id };
      });
    },
  };
}

export type Draws = ReturnType<typeof createDraws>;
