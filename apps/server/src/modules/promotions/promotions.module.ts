import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { type BetRecords, createBonuses } from './bonus.service.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { type AudiencePorts, createPromotions, type PromotionsDeps } from './promotions.service.ts';

const MINUTE = 60_000;
/** Open requirements past their expiry close every minute. */
export const EXPIRY_EVERY_MS = MINUTE;
/** The reconcile job recounts every open requirement from the betting record every 10 minutes. */
export const RECONCILE_EVERY_MS = 10 * MINUTE;

/**
 * Promotions and bonuses (issue 18, decision 0030). Bonuses: issued through the ledger, counted down by
 * the valid bets of `bet.settled` (healed by a reconcile job over the betting record), expired by a job;
 * the withdrawal gate reads their open requirements.
 */
export function promotionsModule(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule'>;
  /** The betting record (the betting module's records service). */
  records: BetRecords;
  /** Who an audience is checked against (member, tree and the vip module's level). */
  audience: AudiencePorts;
  /** Content's HTML sanitiser. */
  sanitize: (html: string) => string;
  merchants: PromotionsDeps['merchants'];
  usernames: PromotionsDeps['usernames'];
  /** Off in the bench's baseline run: the bet path without the subscriber. */
  subscribe?: boolean;
  now?: () => Date;
}) {
  const bonuses = createBonuses({
    db: deps.db,
    ledger: deps.ledger,
    events: deps.events,
    records: deps.records,
    usernames: deps.usernames,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const promotions = createPromotions({
    db: deps.db,
    ledger: deps.ledger,
    events: deps.events,
    bonuses,
    audience: deps.audience,
    sanitize: deps.sanitize,
    merchants: deps.merchants,
    usernames: deps.usernames,
    ...(deps.now ? { now: deps.now } : {}),
  });
  // A credited deposit pays the welcome and reload bonuses it qualifies for (after its commit).
  deps.events.subscribe('deposit.credited', (deposit) => promotions.onDepositCredited(deposit));
  // After the bet's commit, on the publishing node; the bet path never waits for it (decision 0015).
  if (deps.subscribe !== false) {
    deps.events.subscribeBatch('bet.settled', (settled) =>
      Promise.all(settled.map(({ payload }) => bonuses.onBetSettled(payload))),
    );
  }
  deps.jobs.schedule({
    name: 'promotions.bonus-expiry',
    every: EXPIRY_EVERY_MS,
    run: ({ now }) => bonuses.expireDue(now),
  });
  deps.jobs.schedule({
    name: 'promotions.bonus-reconcile',
    every: RECONCILE_EVERY_MS,
    run: ({ signal }) => bonuses.reconcileAll(signal),
  });
  return defineModule('promotions', { bonuses, promotions }, async (app) => {
    await app.register(promotionsRoutes, { promotions, bonuses });
  });
}
