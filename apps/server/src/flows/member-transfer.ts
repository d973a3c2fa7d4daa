import { isAgentType } from '@portal/contracts/member';
import type {
  MemberTransferBody,
  MemberTransferResult,
  TransferTarget,
} from '@portal/contracts/wallet.schema';
import type { AccountService } from '../modules/member/member.service.ts';
import { type Ledger, walletOf } from '../modules/wallet/ledger.service.ts';
import { newReference } from '../modules/wallet/wallet.service.ts';
import { AppError } from '../platform/app-error.ts';
import type { Merchant } from '../platform/merchant.ts';

/**
 * A member sends money to the upline, or an agent to its direct downline (spec section 7, MEMTRANS3):
 * the tree is the member module's, the payment password the payments module's, the posting the
 * ledger's. It spans three modules, so it lives here rather than inside any of them (decision 0013).
 */
export function createMemberTransfer(deps: {
  ledger: Ledger;
  accounts: Pick<AccountService, 'get' | 'findByUsername' | 'directDownlines'>;
  paymentPasswords: { verify(accountId: number, password: string): Promise<void> };
}) {
  const { ledger, accounts } = deps;
  return {
    /** Who a member may send money to: the upline, and an agent's direct downline (never across the tree). */
    async targets(merchant: Merchant, accountId: number): Promise<TransferTarget[]> {
      const account = await accounts.get(merchant.id, accountId);
      const targets: TransferTarget[] = [];
      if (account.parent_username) targets.push({ username: account.parent_username, relation: 'upline' });
      if (isAgentType(account.type)) {
        for (const username of await accounts.directDownlines(merchant.id, accountId)) {
          targets.push({ username, relation: 'downline' });
        }
      }
      return targets;
    },

    async transfer(
      merchant: Merchant,
      accountId: number,
      body: MemberTransferBody,
    ): Promise<MemberTransferResult> {
      const sender = await accounts.get(merchant.id, accountId);
      const target = await accounts.findByUsername(merchant.id, body.toUsername);
      const isUpline = target !== undefined && target.id === sender.parent_id;
      const isDownline = target !== undefined && isAgentType(sender.type) && target.parent_id === sender.id;
      if (target?.status !== 'active' || !(isUpline || isDownline)) {
        throw new AppError('transfer.target.invalid');
      }
      await deps.paymentPasswords.verify(accountId, body.paymentPassword);
      const posted = await ledger.post({
        merchantId: merchant.id,
        type: 'transfer',
        reference: newReference('T'),
        source: `member:${accountId}`,
        idempotencyKey: `transfer:${body.requestId}`,
        memo: { from: sender.username, to: target.username, ...(body.remark ? { remark: body.remark } : {}) },
        lines: [
          { account: walletOf(accountId), amount: -body.amount },
          { account: walletOf(target.id), amount: body.amount },
        ],
      });
      return {
        reference: posted.reference,
        balance: await ledger.balanceOf(merchant.id, walletOf(accountId)),
      };
    },
  };
}

export type MemberTransfer = ReturnType<typeof createMemberTransfer>;
