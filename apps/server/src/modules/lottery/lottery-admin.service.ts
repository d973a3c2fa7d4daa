import { checkOdds, playOf } from '@portal/lottery';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Draws } from './draws.service.ts';
import * as draws from './draws.store.ts';
import { byTarget, split } from './exposure.ts';
import { checkDrawSchedule } from './schedule.ts';
import * as tickets from './tickets.store.ts';

/** What an operator may change of a lottery game; what is absent stays. */
export type LotteryGamePatch = {
  cron?: string | undefined;
  timezone?: string | undefined;
  closeSeconds?: number | undefined;
  minStake?: number | undefined;
  maxStake?: number | undefined;
  liabilityLimit?: number | undefined;
  /** Odds by play id; a play absent keeps the rules' defaults, null drops an override. */
  odds?: Record<string, Record<string, number> | null> | undefined;
  cancelAllowed?: boolean | undefined;
  simulate?: boolean | undefined;
  enabled?: boolean | undefined;
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export const gameSettings = (row: draws.GameRow) => ({
  gameCode: row.game_code,
  vendorCode: row.vendor_code,
  family: row.family,
  source: row.source,
  cron: row.cron,
  timezone: row.timezone,
  closeSeconds: row.close_seconds,
  minStake: Number(row.min_stake),
  maxStake: Number(row.max_stake),
  liabilityLimit: Number(row.liability_limit),
  odds: row.odds,
  cancelAllowed: row.cancel_allowed,
  simulate: row.simulate,
  enabled: row.enabled,
});

export type LotteryGameSettings = ReturnType<typeof gameSettings>;

/**
 * The lottery for operators (issue 16): games' schedules, stakes, liability limits and odds; draws with
 * their tickets and exposure; outside results and voids go through the draws service.
 */
export function createLotteryAdmin(deps: { db: Database; draws: Draws; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function gameOf(merchantId: number, code: string) {
    const row = await draws.findGame(db, merchantId, code);
    if (!row) throw new AppError('game.not.found');
    return row;
  }

  return {
    async games(merchantId: number) {
      return (await draws.gamesOf(db, merchantId)).map(gameSettings);
    },

    /**
     * Changes a game. A new schedule drops the coming draws nobody has bet on and plans again at once;
     * draws with tickets keep their time.
     */
    async updateGame(merchantId: number, code: string, patch: LotteryGamePatch) {
      const row = await gameOf(merchantId, code);
      const invalid = (why: string) =>
        new AppError('lottery.game.invalid', `These game settings are not valid: ${why}`);
      const schedule = {
        cron: patch.cron ?? row.cron,
        timezone: patch.timezone ?? row.timezone,
        closeSeconds: patch.closeSeconds ?? row.close_seconds,
      };
      const scheduleProblem = checkDrawSchedule(schedule);
      if (scheduleProblem) throw invalid(scheduleProblem);
      const minStake = patch.minStake ?? Number(row.min_stake);
      const maxStake = patch.maxStake ?? Number(row.max_stake);
      if (minStake > maxStake) throw invalid('the minimum stake exceeds the maximum');
      const odds = { ...row.odds };
      for (const [playId, table] of Object.entries(patch.odds ?? {})) {
        const play = playOf(playId);
        if (!play || play.family !== row.family) throw invalid(`${playId} is not a play of this game`);
        if (table === null) delete odds[playId];
        else {
          const problem = checkOdds(play, table);
          if (problem)
            throw invalid(
              `${playId}: ${problem === 'lottery.odds.keys' ? 'give the odds of every key' : 'odds are whole basis points'}`,
            );
          odds[playId] = table;
        }
      }
      const moved =
        schedule.cron !== row.cron ||
        schedule.timezone !== row.timezone ||
        schedule.closeSeconds !== row.close_seconds;
      const values = {
        cron: schedule.cron,
        timezone: schedule.timezone,
        close_seconds: schedule.closeSeconds,
        min_stake: minStake,
        max_stake: maxStake,
        liability_limit: patch.liabilityLimit ?? Number(row.liability_limit),
        odds: JSON.stringify(odds),
        cancel_allowed: patch.cancelAllowed ?? row.cancel_allowed,
        simulate: patch.simulate ?? row.simulate,
        enabled: patch.enabled ?? row.enabled,
      };
      await db.transaction().execute(async (trx) => {
        await draws.updateGame(trx, row.id, values);
        if (moved) await draws.dropUnsoldDraws(trx, row.id, now());
        // A new limit applies to the open draws at once: their stripes' budgets split anew from it, in
        // the change's transaction (the game's row, updated first, holds off the slips' slow paths).
        if (values.liability_limit !== Number(row.liability_limit)) {
          const stripes = byTarget(await tickets.lockOpenStripes(trx, row.id));
          const budgets = [...stripes.values()].flatMap(
            (list) => split(list, values.liability_limit, 0) ?? [],
          );
          await tickets.setStripes(trx, budgets, values.liability_limit);
        }
      });
      const after = await gameOf(merchantId, code);
      if (moved) await deps.draws.plan(now());
      const before = gameSettings(row);
      const next = gameSettings(after);
      const changed = (Object.keys(next) as Array<keyof LotteryGameSettings>).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      return { game: next, changed };
    },

    /** A game's draws around now, latest first, with their tickets' count, stakes and payouts. */
    async draws(merchantId: number, code: string, options: { before?: Date; limit: number }) {
      const row = await gameOf(merchantId, code);
      const list = await draws.drawsWithTotals(
        db,
        row.id,
        options.before ?? new Date(now().getTime() + 86_400_000),
        options.limit,
      );
      return list.map((d) => ({
        id: Number(d.id),
        gameCode: row.game_code,
        issue: d.issue,
        closesAt: iso(d.closes_at) as string,
        drawAt: iso(d.draw_at) as string,
        status: d.status,
        source: d.result_source,
        result: d.result ?? null,
        tickets: Number(d.tickets),
        stake: Number(d.stake),
        payout: Number(d.payout),
        settledAt: iso(d.settled_at),
        voidReason: d.void_reason,
      }));
    },

    /** A draw's exposure per target, largest first: what the house may owe on each number. */
    async exposure(drawId: number, merchantIds: readonly number[] | null) {
      const draw = await draws.findDraw(db, drawId);
      if (!draw || (merchantIds && !merchantIds.includes(draw.merchant_id))) throw new AppError('not.found');
      const game = await draws.findGameById(db, draw.game_id);
      return {
        drawId,
        merchantId: draw.merchant_id,
        gameCode: game?.game_code ?? '',
        issue: draw.issue,
        liabilityLimit: Number(game?.liability_limit ?? 0),
        targets: (await tickets.exposureOf(db, drawId, 100)).map((e) => ({
          target: e.target,
          liability: Number(e.liability),
        })),
      };
    },
  };
}

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
