import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { PlatformBets } from '../betting/platform-bets.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { createDraws } from './draws.service.ts';
import { createLobby, type ListedGame } from './lobby.service.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { createLotteryAdmin } from './lottery-admin.service.ts';
import { lotteryRules } from './rules.ts';
import { createSettlement } from './settlement.service.ts';
import { createSlips } from './slips.service.ts';

/** How often the drawing job looks for due draws; planning ahead runs every minute. */
const DRAW_EVERY_MS = 5_000;
const PLAN_EVERY_MS = 60_000;

/**
 * The lottery (issue 16, decision 0024): draws planned with commit and reveal and drawn by jobs, slips
 * debited once with their tickets, settlement of each draw as a deferred job, and the players' calls.
 */
export function lotteryModule(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule' | 'define'>;
  limiter: RateLimiter;
  bets: PlatformBets;
  /** Winners' names for the betting record's events. */
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The games module's catalogue: names, category, maintenance. */
  catalogueGames: (merchant: Merchant, vendor: string, codes: readonly string[]) => Promise<ListedGame[]>;
  /** Seals draw secrets until their draw. */
  box: SecretBox;
  /** Stripes per target of the exposure (decision 0028); 1 when not given. */
  exposureStripes?: number;
  now?: () => Date;
}) {
  const { db, events, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const rules = lotteryRules;
  const settlement = createSettlement({
    db,
    events,
    ledger,
    bets: deps.bets,
    usernames: deps.usernames,
    rules,
    now,
  });
  const settleJob = deps.jobs.define<{ drawId: number }>({
    name: 'lottery.settle',
    attempts: 10,
    backoffMs: 5_000,
    run: ({ payload, signal }) => settlement.settleDraw(payload.drawId, signal),
  });
  const draws = createDraws({
    db,
    rules,
    box: deps.box,
    now,
    events,
    settleLater: (trx, drawId, at) =>
      settleJob.defer({ key: String(drawId), runAt: at, payload: { drawId } }, trx),
  });
  const lobby = createLobby({ db, catalogueGames: deps.catalogueGames, usernames: deps.usernames, now });
  const slips = createSlips({
    db,
    events,
    ledger,
    bets: deps.bets,
    rules,
    now,
    ...(deps.exposureStripes ? { stripes: deps.exposureStripes } : {}),
    catalogueGame: async (merchant, vendor, code) =>
      (await deps.catalogueGames(merchant, vendor, [code]))[0] ?? null,
  });
  deps.jobs.schedule({ name: 'lottery.plan', every: PLAN_EVERY_MS, run: ({ now: at }) => draws.plan(at) });
  deps.jobs.schedule({
    name: 'lottery.draw',
    every: DRAW_EVERY_MS,
    attempts: 1,
    run: async ({ now: at }) => {
      const drawn = await draws.drawDue(at);
      if (drawn > 0) lobby.invalidate();
      // The tick's window of closed sales: a hint for open pages (a missed tick misses its hint only).
      await draws.announceClosed(new Date(at.getTime() - DRAW_EVERY_MS), at);
      return drawn;
    },
  });
  const admin = createLotteryAdmin({ db, draws, now });
  return defineModule('lottery', { lottery: { draws, lobby, slips, settlement, admin } }, async (app) => {
    await app.register(lotteryRoutes, { lobby, slips, ledger, limiter: deps.limiter });
  });
}
