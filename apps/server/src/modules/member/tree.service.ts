import { isAgentType } from '@portal/contracts/member';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import * as accounts from './member.store.ts';
import * as store from './tree.store.ts';

/**
 * The account tree (decision 0026): who is in whose team, at which depth, and moving a member (with
 * everything below it) under another agent of the same merchant.
 */
export function createTreeService(
  db: Database,
  options: { onChange?: (accountId: number) => Promise<void> } = {},
) {
  return {
    depthBelow: (merchantId: number, ancestorId: number, descendantId: number) =>
      store.depthBelow(db, merchantId, ancestorId, descendantId),
    teamCounts: (merchantId: number, ids: readonly number[]) => store.teamCounts(db, merchantId, ids),
    pathBetween: (merchantId: number, rootId: number, id: number) =>
      store.pathBetween(db, merchantId, rootId, id),
    teamMembers: (merchantId: number, filter: Parameters<typeof store.teamMembers>[2]) =>
      store.teamMembers(db, merchantId, filter),
    teamIds: (merchantId: number, rootId: number) => store.teamIds(db, merchantId, rootId),
    topAgents: (merchantId: number) => store.topAgents(db, merchantId),
    agentsByPrefix: (merchantId: number, prefix: string, limit: number) =>
      store.agentsByPrefix(db, merchantId, prefix, limit),
    registrationsByBucket: (
      merchantId: number,
      rootId: number,
      range: Parameters<typeof store.registrationsByBucket>[3],
    ) => store.registrationsByBucket(db, merchantId, rootId, range),

    /**
     * Moves an account and its whole team under another agent of its merchant, in one transaction.
     * Refuses a parent that is not an agent (or of another merchant: not found there) and a parent inside
     * the moved team (the account itself included). Moving under its present parent changes nothing.
     */
    async move(merchantId: number, id: number, newParentId: number) {
      const result = await db.transaction().execute(async (trx) => {
        const account = await accounts.findById(trx, merchantId, id);
        if (!account) throw new AppError('not.found');
        const parent = await accounts.findById(trx, merchantId, newParentId);
        if (!parent || !isAgentType(parent.type)) throw new AppError('tree.parent.not.agent');
        if ((await store.depthBelow(trx, merchantId, id, newParentId)) !== null)
          throw new AppError('tree.move.cycle');
        const from = account.parent_id;
        const unchanged = { moved: false, from, to: newParentId, username: account.username, ancestors: [] };
        if (from === newParentId) return unchanged;
        const before = await store.ancestorsOf(trx, merchantId, id);
        await store.moveSubtree(trx, merchantId, id, newParentId);
        const after = await store.ancestorsOf(trx, merchantId, id);
        // the agents whose teams the move changed: above the member before it and after it
        const ancestors = [...new Set([...before, ...after])];
        return { ...unchanged, moved: true, ancestors };
      });
      if (result.moved) await options.onChange?.(id);
      return result;
    },
  };
}

export type TreeService = ReturnType<typeof createTreeService>;
