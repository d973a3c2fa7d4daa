import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineModule } from '../../platform/module.ts';
import { artRoutes } from './art.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { createContentAdmin } from './content-admin.service.ts';
import { pictureRoutes } from './picture.routes.ts';

/** Announcements, help, the drawn artwork and the pictures operators upload. */
export function contentModule(deps: {
  db: Database;
  /** Tells every node to drop its cached announcements and help after a change. */
  onChange: () => Promise<void>;
  /** Changed notices are announced (notice.changed) for the realtime pushes. */
  events?: Pick<EventBus, 'publish'>;
}) {
  const content = createContentService(deps.db);
  const contentAdmin = createContentAdmin(deps.db, {
    onChange: deps.onChange,
    ...(deps.events ? { events: deps.events } : {}),
  });
  return defineModule('content', { content, contentAdmin }, async (app) => {
    await app.register(contentRoutes, { content });
    await app.register(artRoutes);
    await app.register(pictureRoutes, { admin: contentAdmin });
  });
}
