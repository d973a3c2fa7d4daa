import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { rafflesRoutes } from './raffles.routes.ts';
import { type BonusIssuer, createRaffles, type RaffleActivity } from './raffles.service.ts';

/** How often the draw job looks for raffles whose draw time has come. */
const DRAW_EVERY_MS = 10_000;

/**
 * Raffles (issue 19, decision 0038): tickets by rule from the window's bets and deposits (ports), a draw with
 * commit and reveal by the `raffles.draw` job at the draw time, winners listed, prizes claimed as bonuses.
 */
export function rafflesModule(deps: {
  db: Database;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule'>;
  box: SecretBox;
  bonuses: BonusIssuer;
  activity: RaffleActivity;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}) {
  const raffles = createRaffles(deps);
  deps.jobs.schedule({
    name: 'raffles.draw',
    every: DRAW_EVERY_MS,
    run: ({ now, signal }) => raffles.drawDue(now, signal),
  });
  return defineModule('raffles', { raffles }, async (app) => {
    await app.register(rafflesRoutes, { raffles });
  });
}
