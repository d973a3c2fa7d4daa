import type { OpsDeposit, OpsWithdrawal } from '@portal/contracts/operators.schema';
import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/payments';

/**
 * What the operator API asks of the payments module: lists and decisions over deposits and withdrawals,
 * within the merchants the operator may see. The operators module records the audit entry around each.
 */
export type OperatorScope = {
  operatorId: number;
  /** null: every merchant of the deployment. */
  merchantIds: number[] | null;
};

export type OpsFilter<S> = {
  scope: OperatorScope;
  merchantId?: number;
  /** One player's orders (the player's page). */
  accountId?: number;
  status?: S;
  start?: string;
  end?: string;
  pageNum: number;
  pageSize: number;
};

export type OpsPage<T> = {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
};

/** The criteria and paging of an ops filter that are set, as a store's page query takes them. */
export function opsCriteriaOf<S>(filter: OpsFilter<S>) {
  return {
    ...(filter.merchantId !== undefined ? { merchantId: filter.merchantId } : {}),
    ...(filter.accountId !== undefined ? { accountId: filter.accountId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.start ? { start: filter.start } : {}),
    ...(filter.end ? { end: filter.end } : {}),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/** The page a payments list answers (the player's or the operator's): what it found, in the paging asked for. */
export function pageOf<T>(
  paging: { pageNum: number; pageSize: number },
  content: T[],
  total: number,
): OpsPage<T> {
  const { pageNum, pageSize } = paging;
  return { content, pageNum, pageSize, totalPages: Math.ceil(total / pageSize), total };
}

/**
 * Who the rows of an operator list belong to, asked of their owners in one batch per page: the merchant's
 * code (system) and the member's username (member). Payments keeps only the ids.
 */
export type OwnerLookups = {
  merchantCodes(ids: readonly number[]): Promise<Map<number, string>>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
};

export type Owned = { merchantCode: string; username: string };

/** The rows with their merchant's code and member's username, in two lookups whatever the page's size. */
export async function withOwners<T extends { merchant_id: number; account_id: number }>(
  lookups: OwnerLookups,
  rows: readonly T[],
): Promise<Array<T & Owned>> {
  if (rows.length === 0) return [];
  const [codes, names] = await Promise.all([
    lookups.merchantCodes(rows.map((row) => row.merchant_id)),
    lookups.usernames(rows.map((row) => row.account_id)),
  ]);
  return rows.map((row) => ({
    ...row,
    merchantCode: codes.get(row.merchant_id) ?? '',
    username: names.get(row.account_id) ?? '',
  }));
}

export type DepositDecisions = {
  listForOps(filter: OpsFilter<DepositStatus>): Promise<OpsPage<OpsDeposit>>;
  /** Credits the player once: a second approval answers deposit.already.decided and moves nothing. */
  approve(id: number, scope: OperatorScope, note?: string): Promise<OpsDeposit>;
  reject(id: number, scope: OperatorScope, note?: string): Promise<OpsDeposit>;
};

export type WithdrawalDecisions = {
  listForOps(filter: OpsFilter<WithdrawalStatus>): Promise<OpsPage<OpsWithdrawal>>;
  /** Paid: the held funds leave for the payee; the player is asked to confirm. */
  approve(id: number, scope: OperatorScope, note?: string): Promise<OpsWithdrawal>;
  /** Rejected: the held funds go back to the player. */
  reject(id: number, scope: OperatorScope, note?: string): Promise<OpsWithdrawal>;
  /** A not-received case: closed as received, or refunded to the player's wallet. */
  resolve(
    id: number,
    scope: OperatorScope,
    outcome: 'received' | 'refunded',
    note?: string,
  ): Promise<OpsWithdrawal>;
  proof(id: number, proofId: number, scope: OperatorScope): Promise<{ mime: string; data: Uint8Array }>;
};
