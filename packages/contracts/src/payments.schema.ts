/** Schemas of deposits, withdrawals, bank cards and payment passwords. */
import { type Static, Type } from 'typebox';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  DEPOSIT_STATUSES,
  type DepositStatus,
  PAYMENT_PASSWORD_PATTERN,
  PROOF_UPLOAD,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from './payments.ts';
import { Amount, DateTime, Minor, PaymentPassword, PeriodQuery, RequestId } from './wallet.schema.ts';

const NullableDateTime = Type.Union([DateTime, Type.Null()]);

const DepositStatusT = Type.Unsafe<DepositStatus>(Type.String({ enum: [...DEPOSIT_STATUSES] }));

const WithdrawalStatusT = Type.Unsafe<WithdrawalStatus>(Type.String({ enum: [...WITHDRAWAL_STATUSES] }));

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
