/** Schemas of balances, transfers and the transaction record. */
import { type Static, Type } from 'typebox';
import { PROOF_UPLOAD } from './payments.ts';
import { RECORD_FAMILIES, REQUEST_ID_PATTERN, type RecordFamily } from './wallet.ts';

export const Minor = Type.Integer();

export const RequestId = Type.String({ pattern: REQUEST_ID_PATTERN });

export const PaymentPassword = Type.String({ maxLength: 32 });

export const DateTime = Type.String({ format: 'date-time' });

/** Paging and period of every record list; start and end are instants the portal computes from local days. */
export const PeriodQuery = {
  start: Type.Optional(DateTime),
  end: Type.Optional(DateTime),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** An amount in minor units (DESIGN.md 4): a positive integer, never a float. */
export const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const WalletBalance = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** The main wallet, in minor units. */
  balance: Minor,
  /** Held for withdrawals the operator has not decided yet. */
  pendingWithdrawal: Minor,
});

export type WalletBalance = Static<typeof WalletBalance>;

export const VendorWallet = Type.Object({ vendor: Type.String(), name: Type.String(), balance: Minor });

export type VendorWallet = Static<typeof VendorWallet>;

export const ConsolidatedFunds = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Main wallet plus every vendor wallet. */
  total: Minor,
  main: Minor,
  pendingWithdrawal: Minor,
  vendors: Type.Array(VendorWallet),
});

export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

export const MerchantWalletQuery = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
});

export const MerchantWallet = Type.Object({
  /** 1: one wallet for every game; 0: a wallet per vendor, filled by transfers. */
  isSingle: Type.Union([Type.Literal(0), Type.Literal(1)]),
  vendors: Type.Array(Type.Object({ vendor: Type.String(), name: Type.String() })),
});

export type MerchantWallet = Static<typeof MerchantWallet>;

/** Main wallet to a vendor wallet ('in') or back ('out'); no amount moves all of it; 'out' with no vendor empties every vendor wallet. */
export const WalletTransferBody = Type.Object(
  {
    direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    amount: Type.Optional(Amount),
    requestId: RequestId,
  },
  { additionalProperties: false },
);

export type WalletTransferBody = Static<typeof WalletTransferBody>;

export const TransferTarget = Type.Object({
  username: Type.String(),
  relation: Type.Union([Type.Literal('upline'), Type.Literal('downline')]),
});

export type TransferTarget = Static<typeof TransferTarget>;

export const MemberTransferBody = Type.Object(
  {
    toUsername: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Amount,
    paymentPassword: PaymentPassword,
    requestId: RequestId,
    remark: Type.Optional(Type.String({ maxLength: PROOF_UPLOAD.commentMaxLength })),
  },
  { additionalProperties: false },
);

export type MemberTransferBody = Static<typeof MemberTransferBody>;

export const MemberTransferResult = Type.Object({ reference: Type.String(), balance: Minor });

export type MemberTransferResult = Static<typeof MemberTransferResult>;

export const TransactionQuery = Type.Object({
  type: Type.Optional(Type.Unsafe<RecordFamily>(Type.String({ enum: [...RECORD_FAMILIES] }))),
  ...PeriodQuery,
});

export type TransactionQuery = Static<typeof TransactionQuery>;

export const TransactionRecord = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  /** Signed: positive came into the wallet. */
  amount: Minor,
  balanceAfter: Minor,
  reference: Type.String(),
  /** The other member of a transfer, the vendor of a wallet move, the channel of a deposit. */
  counterparty: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
});

export type TransactionRecord = Static<typeof TransactionRecord>;
