import { defineModule } from '../../platform/module.ts';
import { redEnvelopeRoutes } from './red-envelopes.routes.ts';
import { createRedEnvelopes } from './red-envelopes.service.ts';

/**
 * The red envelope (issue 19, decision 0039): campaigns of timed drops, one envelope per player and drop,
 * amounts drawn within the budgets and paid as bonuses.
 */
export function redEnvelopesModule(deps: Parameters<typeof createRedEnvelopes>[0]) {
  const envelopes = createRedEnvelopes(deps);
  return defineModule('redEnvelopes', { envelopes }, async (app) => {
    await app.register(redEnvelopeRoutes, { envelopes });
  });
}
