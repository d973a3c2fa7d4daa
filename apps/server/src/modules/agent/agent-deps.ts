import type { TeamPeriod } from '@portal/contracts/agent';
import type { LinkService } from '../member/links.service.ts';
import type { AccountService } from '../member/member.service.ts';
import type { TreeService } from '../member/tree.service.ts';
import type { Ledger } from '../wallet/ledger.service.ts';

/** The range fields every team report takes. */
export type PeriodQuery = {
  period?: TeamPeriod | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** The other modules' services the agent module reads through (decision 0013). */
export type TeamDeps = {
  accounts: AccountService;
  tree: TreeService;
  links: LinkService;
  ledger: Pick<Ledger, 'walletBalances' | 'transfersOf'>;
  payments: {
    movements: (
      merchantId: number,
      ownerIds: readonly number[],
      filter: { from: Date; to: Date; type?: 'deposit' | 'withdrawal' | undefined; limit: number },
    ) => Promise<{
      rows: {
        id: string;
        type: 'deposit' | 'withdrawal';
        accountId: number;
        amount: number;
        status: string;
        detail: string;
        createdAt: Date;
      }[];
      count: number;
      deposits: number;
      withdrawals: number;
    }>;
  };
};
