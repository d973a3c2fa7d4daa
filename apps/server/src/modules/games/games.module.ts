import type { Announcement } from '@portal/contracts/content';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { VendorAdapter } from '../../vendors/adapters.ts';
import { createCatalogueAdmin } from './catalogue-admin.service.ts';
import { gamesRoutes } from './games.routes.ts';
import { createGamesService } from './games.service.ts';
import { playRoutes } from './launch.routes.ts';
import { createPlayService } from './launch.service.ts';
import { subscribeWinnerBoard } from './winner-board.ts';

/**
 * The catalogue (vendors, games, winner board), its operators' side (switches, the hot list's order) and
 * launching: sessions, favourites, recent games.
 */
export function gamesModule(deps: {
  db: Database;
  adapters: readonly VendorAdapter[];
  limiter: RateLimiter;
  events: EventBus;
  merchantById: (id: number) => Promise<Merchant | null>;
  /** Tells every node that a scope of cached data changed (the cache bus): here `games:<merchant id>`. */
  onChange?: (scope: string) => Promise<void>;
  /** The merchant's current player notices (the content module), shown with the game announcements. */
  notices?: (merchant: Merchant, language: string) => Promise<Announcement[]>;
}) {
  const games = createGamesService(deps.db, deps.notices ? { notices: deps.notices } : {});
  const play = createPlayService({ db: deps.db, adapters: deps.adapters });
  const catalogue = createCatalogueAdmin({
    db: deps.db,
    changed: async (merchantId) => {
      games.invalidate(merchantId);
      await deps.onChange?.(`games:${merchantId}`);
    },
  });
  subscribeWinnerBoard(deps.events, { games, merchantById: deps.merchantById });
  return defineModule('games', { games, play, catalogue }, async (app) => {
    await app.register(gamesRoutes, { games });
    await app.register(playRoutes, { play, limiter: deps.limiter });
  });
}
