import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { GamesService } from '../games/games.service.ts';
import type { PlayService } from '../games/launch.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import type { VendorCredentials } from './credentials.ts';
import { createDailyBets } from './daily.service.ts';
import { createPlatformBets } from './platform-bets.ts';
import { recordsRoutes } from './records.routes.ts';
import { createRecordsService } from './records.service.ts';
import { seamlessRoutes } from './seamless.routes.ts';
import { createSeamlessService, type SeamlessDeps } from './seamless.service.ts';

/** The seamless wallet vendors call, the bets it records, the betting record and personal profit, and the bets' daily rollup. */
export function bettingModule(deps: {
  db: Database;
  ledger: Ledger;
  play: PlayService;
  games: GamesService;
  system: SystemService;
  accounts: SeamlessDeps['accounts'];
  /** The integrations allowed to call, by vendor code. */
  vendorCredentials: ReadonlyMap<string, VendorCredentials>;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule'>;
}) {
  const seamless = createSeamlessService(deps);
  const records = createRecordsService(deps.db);
  const dailyBets = createDailyBets(deps.db, deps.jobs);
  const platformBets = createPlatformBets(deps.events);
  return defineModule('betting', { seamless, records, dailyBets, platformBets }, async (app) => {
    await app.register(recordsRoutes, { records });
    await app.register(seamlessRoutes, { seamless, credentials: deps.vendorCredentials });
  });
}
