import type { Database } from '../../db/database.ts';
import { defineModule } from '../../platform/module.ts';
import { createLinkService } from './links.service.ts';
import { memberRoutes } from './member.routes.ts';
import { createAccountService } from './member.service.ts';
import { createTreeService } from './tree.service.ts';

/** Players' and agents' accounts: lookups, member info, profile and icon; the tree and affiliate links. */
export function memberModule(deps: { db: Database; onChange: (accountId: number) => Promise<void> }) {
  const accounts = createAccountService(deps.db, { onChange: deps.onChange });
  const tree = createTreeService(deps.db, { onChange: deps.onChange });
  const links = createLinkService(deps.db);
  return defineModule('member', { accounts, tree, links }, async (app) => {
    await app.register(memberRoutes, { accounts });
  });
}
