import type { WithdrawalStatus } from '@portal/contracts/payments';

type DepositOrder = {
  merchantId: number;
  accountId: number;
  orderNo: string;
  /** The deposit channel's code. */
  channel: string;
  amount: number;
  /** Who decided: an operator (a bank transfer) or the channel's gateway (its notification). */
  by: 'operator' | 'gateway';
};

/** A deposit was paid and its amount credited to the member's wallet. */
export type DepositCredited = DepositOrder;

/** A waiting deposit was refused (by an operator) or declined (by its gateway); nothing moved. */
export type DepositRejected = DepositOrder;

type WithdrawalOrder = {
  merchantId: number;
  accountId: number;
  withdrawalId: number;
  orderNo: string;
  amount: number;
};

/** A member asked for a withdrawal; its amount left the wallet and is held. */
export type WithdrawalRequested = WithdrawalOrder;

/** An operator moved a withdrawal: paid or rejected (pending), received or refunded (not received). */
export type WithdrawalDecided = WithdrawalOrder & {
  from: WithdrawalStatus;
  status: WithdrawalStatus;
  operatorId: number;
};

/** The member answered a paid withdrawal: received, or not received (the case reopens for operators). */
export type WithdrawalConfirmed = WithdrawalOrder & { received: boolean };

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'deposit.credited': DepositCredited;
    'deposit.rejected': DepositRejected;
    'withdrawal.requested': WithdrawalRequested;
    'withdrawal.decided': WithdrawalDecided;
    'withdrawal.confirmed': WithdrawalConfirmed;
  }
}
