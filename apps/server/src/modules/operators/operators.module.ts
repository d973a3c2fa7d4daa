import type { Database } from '../../db/database.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { CatalogueAdmin } from '../games/catalogue-admin.service.ts';
import type { DepositDecisions, WithdrawalDecisions } from '../payments/decisions.ts';
import type { MerchantDirectory } from './audit.ts';
import { createOperatorService } from './operator.service.ts';
import { opsRoutes } from './ops.routes.ts';

/** Operator accounts, sessions and roles, the audit log, and the operator API over the other modules. */
export function operatorsModule(deps: {
  db: Database;
  /** The system service: merchants by code, and their codes by id. */
  merchants: MerchantDirectory;
  deposits: DepositDecisions;
  withdrawals: WithdrawalDecisions;
  /** The games module's catalogue for operators: its switches and the hot list's order. */
  catalogue: CatalogueAdmin;
  limiter: RateLimiter;
}) {
  const operators = createOperatorService(deps.db, deps.merchants);
  return defineModule('operators', { operators }, async (app) => {
    await app.register(opsRoutes, {
      operators,
      deposits: deps.deposits,
      withdrawals: deps.withdrawals,
      catalogue: deps.catalogue,
      limiter: deps.limiter,
    });
  });
}
