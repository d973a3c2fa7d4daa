import { type Static, Type } from 'typebox';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  DEPOSIT_STATUSES,
  type DepositStatus,
  OPERATOR_ROLES,
  type OperatorRole,
  PAYMENT_PASSWORD_PATTERN,
  PROOF_UPLOAD,
  RECORD_FAMILIES,
  REQUEST_ID_PATTERN,
  type RecordFamily,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from './wallet.ts';

/** An amount in minor units (DESIGN.md 4): a positive integer, never a float. */
export const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Minor = Type.Integer();
const RequestId = Type.String({ pattern: REQUEST_ID_PATTERN });
const PaymentPassword = Type.String({ maxLength: 32 });
const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const DepositStatusT = Type.Unsafe<DepositStatus>(Type.String({ enum: [...DEPOSIT_STATUSES] }));
const WithdrawalStatusT = Type.Unsafe<WithdrawalStatus>(Type.String({ enum: [...WITHDRAWAL_STATUSES] }));

/** Paging and period of every record list; start and end are instants the portal computes from local days. */
const PeriodQuery = {
  start: Type.Optional(DateTime),
  end: Type.Optional(DateTime),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

// --- balance, consolidated funds, merchant wallet (spec section 7: wallet and funds)

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

// --- transfers between members (transferUpline)

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

// --- account record (transactionHistory)

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

// --- deposits (depositv2)

export const Payee = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
});
export type Payee = Static<typeof Payee>;

export const DepositChannel = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('bank'), Type.Literal('gateway')]),
  name: Type.String(),
  min: Minor,
  max: Minor,
  quickAmounts: Type.Array(Minor),
  payee: Type.Union([Payee, Type.Null()]),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const DepositChannelParams = Type.Object({ channel: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }) });

export const DepositBody = Type.Object(
  {
    amount: Amount,
    requestId: RequestId,
    /** Bank transfer: the name on the paying account and the reference the player wrote on the transfer. */
    payerName: Type.Optional(Type.String({ maxLength: 64 })),
    payerReference: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type DepositBody = Static<typeof DepositBody>;

export const DepositOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  channel: Type.String(),
  channelName: Type.String(),
  amount: Minor,
  status: DepositStatusT,
  payerName: Type.Union([Type.String(), Type.Null()]),
  payerReference: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  decidedAt: NullableDateTime,
  /** A gateway deposit: the pay page to open. */
  payUrl: Type.Union([Type.String(), Type.Null()]),
  /** A bank deposit: where to send the money. */
  payee: Type.Union([Payee, Type.Null()]),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const DepositQuery = Type.Object({
  status: Type.Optional(DepositStatusT),
  ...PeriodQuery,
});
export type DepositQuery = Static<typeof DepositQuery>;

// --- payment password and bank cards

export const PaymentPasswordState = Type.Object({
  hasPassword: Type.Boolean(),
  lockedUntil: NullableDateTime,
});
export type PaymentPasswordState = Static<typeof PaymentPasswordState>;

/** Setting the first one needs the login password; changing it needs the old payment password. */
export const PaymentPasswordBody = Type.Object(
  {
    newPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
    confirmPassword: Type.String({ maxLength: 32 }),
    oldPassword: Type.Optional(PaymentPassword),
    loginPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type PaymentPasswordBody = Static<typeof PaymentPasswordBody>;

export const PaymentPasswordCheckBody = Type.Object(
  { paymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type PaymentPasswordCheckBody = Static<typeof PaymentPasswordCheckBody>;

export const Bank = Type.Object({ code: Type.String(), name: Type.String() });
export type Bank = Static<typeof Bank>;

export const WithdrawSettings = Type.Object({
  banks: Type.Array(Bank),
  min: Minor,
  max: Minor,
  dailyCount: Type.Integer(),
  /** Withdrawals asked today, against dailyCount. */
  usedToday: Type.Integer(),
  autoReceiveMinutes: Type.Integer(),
});
export type WithdrawSettings = Static<typeof WithdrawSettings>;

export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  /** Masked: the last four digits only. */
  accountNumber: Type.String(),
  createdAt: DateTime,
});
export type BankCard = Static<typeof BankCard>;

export const BankCards = Type.Object({
  /** The name every card must carry; null until the first card (or the profile) sets it. */
  realName: Type.Union([Type.String(), Type.Null()]),
  maxCards: Type.Integer(),
  cards: Type.Array(BankCard),
});
export type BankCards = Static<typeof BankCards>;

export const BankCardBody = Type.Object(
  {
    bankCode: Type.String({ minLength: 1, maxLength: 16 }),
    accountNumber: Type.String({ pattern: BANK_ACCOUNT_NUMBER_PATTERN }),
    accountName: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type BankCardBody = Static<typeof BankCardBody>;

// --- withdrawals (withdraw)

export const WithdrawBody = Type.Object(
  {
    amount: Amount,
    bankCardId: Type.Integer({ minimum: 1 }),
    paymentPassword: PaymentPassword,
    requestId: RequestId,
  },
  { additionalProperties: false },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WithdrawalOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  amount: Minor,
  status: WithdrawalStatusT,
  bankName: Type.String(),
  accountName: Type.String(),
  /** Masked. */
  accountNumber: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  proofs: Type.Integer(),
  autoReceived: Type.Boolean(),
  createdAt: DateTime,
  decidedAt: NullableDateTime,
  paidAt: NullableDateTime,
  confirmedAt: NullableDateTime,
  /** A paid withdrawal: when it counts as received unless the player answers first. */
  autoReceiveAt: NullableDateTime,
});
export type WithdrawalOrder = Static<typeof WithdrawalOrder>;

export const WithdrawalParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Received: JSON {received: true}. Not received: multipart with received=false, comment and 1-3 images named proof. */
export const WithdrawConfirmBody = Type.Object(
  {
    received: Type.Boolean(),
    comment: Type.Optional(Type.String({ maxLength: PROOF_UPLOAD.commentMaxLength })),
  },
  { additionalProperties: false },
);
export type WithdrawConfirmBody = Static<typeof WithdrawConfirmBody>;

export const WithdrawalQuery = Type.Object({
  status: Type.Optional(WithdrawalStatusT),
  ...PeriodQuery,
});
export type WithdrawalQuery = Static<typeof WithdrawalQuery>;

// --- operator API (/ops/v1)

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
