/** Schemas of the operator API: logins, operator views, deposit and withdrawal lists, the audit log. */
import { type Static, Type } from 'typebox';
import { OPERATOR_ROLES, type OperatorRole } from './operators.ts';
import { DepositOrder, WithdrawalOrder } from './payments.schema.ts';
import { DateTime, PeriodQuery } from './wallet.schema.ts';

export const OperatorRoleT = Type.Unsafe<OperatorRole>(Type.String({ enum: [...OPERATOR_ROLES] }));

export const OperatorLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const OperatorView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: OperatorRoleT,
  /** null: every merchant. */
  merchant: Type.Union([Type.String(), Type.Null()]),
});

export type OperatorView = Static<typeof OperatorView>;

export const OperatorLoginResult = Type.Object({ token: Type.String(), operator: OperatorView });

export type OperatorLoginResult = Static<typeof OperatorLoginResult>;

/** A merchant an operator may act on. */
export const OpsMerchant = Type.Object({ code: Type.String(), name: Type.String() });

export type OpsMerchant = Static<typeof OpsMerchant>;

export const OpsListQuery = Type.Object({
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  ...PeriodQuery,
});

export const OpsDeposit = Type.Object({
  ...DepositOrder.properties,
  merchant: Type.String(),
  username: Type.String(),
});

export type OpsDeposit = Static<typeof OpsDeposit>;

export const OpsWithdrawal = Type.Object({
  ...WithdrawalOrder.properties,
  merchant: Type.String(),
  username: Type.String(),
  /** Unmasked for the operator who pays it. */
  accountNumber: Type.String(),
  bankCode: Type.String(),
  proofIds: Type.Array(Type.Integer()),
});

export type OpsWithdrawal = Static<typeof OpsWithdrawal>;

export const OpsDecisionBody = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const OpsResolveBody = Type.Object(
  {
    /** received: the proof does not stand, the case closes; refunded: the money is credited back. */
    outcome: Type.Union([Type.Literal('received'), Type.Literal('refunded')]),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  operator: Type.String(),
  merchant: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.String(),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
});

export type AuditEntry = Static<typeof AuditEntry>;
