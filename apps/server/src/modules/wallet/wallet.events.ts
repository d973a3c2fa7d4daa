import type { EntryType } from '@portal/contracts/wallet';

/** A member's wallet (main or a vendor's) moved: one event per owned account an entry changed. */
export type BalanceChanged = {
  merchantId: number;
  /** The member who owns the wallet. */
  accountId: number;
  /** 'MAIN', or the vendor's code for a vendor wallet. */
  wallet: string;
  /** The movement (positive adds) and the balance it left, in minor units. */
  amount: number;
  balance: number;
  entryId: number;
  type: EntryType;
  reference: string;
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'balance.changed': BalanceChanged;
  }
}
