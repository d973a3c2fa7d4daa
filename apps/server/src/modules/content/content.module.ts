import type { Database } from '../../db/database.ts';
import { defineModule } from '../../platform/module.ts';
import { artRoutes } from './art.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';

/** Announcements, help and the drawn artwork. */
export function contentModule(deps: { db: Database }) {
  const content = createContentService(deps.db);
  return defineModule('content', { content }, async (app) => {
    await app.register(contentRoutes, { content });
    await app.register(artRoutes);
  });
}
