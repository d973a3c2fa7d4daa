import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineModule } from '../../platform/module.ts';
import type { Rng } from '../../platform/weighted-draw.ts';
import { redEnvelopeRoutes } from './red-envelopes.routes.ts';
import { createRedEnvelopes, type EnvelopeActivity, type EnvelopeBonuses } from './red-envelopes.service.ts';

/**
 * The red envelope (issue 19, decision 0039): campaigns of timed drops, one envelope per player and drop,
 * amounts drawn within the budgets and paid as bonuses.
 */
export function redEnvelopesModule(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: EnvelopeBonuses;
  activity: EnvelopeActivity;
  rng?: Rng;
  now?: () => Date;
}) {
  const envelopes = createRedEnvelopes(deps);
  return defineModule('redEnvelopes', { envelopes }, async (app) => {
    await app.register(redEnvelopeRoutes, { envelopes });
  });
}
