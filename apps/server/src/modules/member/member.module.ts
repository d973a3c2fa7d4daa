import type { Database } from '../../db/database.ts';
import { defineModule } from '../../platform/module.ts';
import { memberRoutes } from './member.routes.ts';
import { createAccountService } from './member.service.ts';

/** Players' and agents' accounts: lookups, member info, profile and icon. */
export function memberModule(deps: { db: Database; onChange: (accountId: number) => Promise<void> }) {
  const accounts = createAccountService(deps.db, { onChange: deps.onChange });
  return defineModule('member', { accounts }, async (app) => {
    await app.register(memberRoutes, { accounts });
  });
}
