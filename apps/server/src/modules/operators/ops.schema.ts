import { OpsListQuery } from '@portal/contracts/operators.schema';
import {
  DEPOSIT_STATUSES,
  type DepositStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@portal/contracts/payments';
import { type Static, Type } from 'typebox';

/*
 * Schemas of the operator API that the contracts do not hold yet. They belong beside OperatorView in
 * packages/contracts/src/wallet.schema.ts once the web back office needs them; written so they move as is.
 */

const DateTime = Type.String({ format: 'date-time' });

export const OpsDepositQuery = Type.Object({
  ...OpsListQuery.properties,
  status: Type.Optional(Type.Unsafe<DepositStatus>(Type.String({ enum: [...DEPOSIT_STATUSES] }))),
});
export type OpsDepositQuery = Static<typeof OpsDepositQuery>;

export const OpsWithdrawalQuery = Type.Object({
  ...OpsListQuery.properties,
  status: Type.Optional(Type.Unsafe<WithdrawalStatus>(Type.String({ enum: [...WITHDRAWAL_STATUSES] }))),
});
export type OpsWithdrawalQuery = Static<typeof OpsWithdrawalQuery>;

export const OpsIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const OpsProofParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  proofId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Audit actions are dotted lower-case words: 'deposit.approve', 'session.login.refused'. */
export const AUDIT_ACTION_PATTERN = '^[a-z]+(\\.[a-z]+)*$';

export const AuditQuery = Type.Object({
  /** An exact action, or a family: 'deposit' lists every deposit action. */
  action: Type.Optional(Type.String({ pattern: AUDIT_ACTION_PATTERN, maxLength: 64 })),
  /** An operator's username. */
  operator: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** What was acted on: 'deposit:12', 'withdrawal:7', 'operator:3'. */
  target: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  start: Type.Optional(DateTime),
  end: Type.Optional(DateTime),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AuditQuery = Static<typeof AuditQuery>;
