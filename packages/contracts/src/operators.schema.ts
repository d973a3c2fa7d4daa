/** Schemas of the operator API: logins, operator views, deposit and withdrawal lists, the audit log. */
import { type Static, Type } from 'typebox';
import { OPERATOR_ROLES, type OperatorRole, TOTP_CODE_PATTERN } from './operators.ts';
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

/** A started session: the token for the Authorization header, and who it belongs to. */
export const OperatorSession = Type.Object({ token: Type.String(), operator: OperatorView });

export type OperatorSession = Static<typeof OperatorSession>;

/** A challenge ends after 5 minutes, after a wrong code too many, or once answered. */
const ChallengeFields = {
  /** Opaque, single use: sent back with the code. */
  challenge: Type.String(),
  expiresAt: DateTime,
};

/** The password was right; the operator's authenticator app must now give a code. */
export const TotpChallenge = Type.Object({ next: Type.Literal('totp'), ...ChallengeFields });

/**
 * The password was right and the operator's role needs a second factor it has not set up: the browser
 * shows otpauthUri as a QR code (and the secret for typing in), and the first code confirms it.
 */
export const EnrolChallenge = Type.Object({
  next: Type.Literal('enrol'),
  ...ChallengeFields,
  /** The new secret, base32, as authenticator apps take it when typed in. */
  secret: Type.String(),
  /** otpauth://totp/... with issuer "Portal back office" and the username as label. */
  otpauthUri: Type.String(),
});

export type EnrolChallenge = Static<typeof EnrolChallenge>;

export const OperatorChallenge = Type.Union([TotpChallenge, EnrolChallenge]);

export type OperatorChallenge = Static<typeof OperatorChallenge>;

/**
 * What a login answers: a session (an operator without a second factor, who may not need one), or a
 * challenge to answer at POST /ops/v1/session/totp; a challenge is the one answer with `next`.
 */
export const OperatorLoginResult = Type.Union([OperatorSession, OperatorChallenge]);

export type OperatorLoginResult = Static<typeof OperatorLoginResult>;

/** The second step of a login: the challenge, and a code or one of the recovery codes. */
export const OperatorTotpBody = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 100 }),
    /** The authenticator app's current code. */
    code: Type.Optional(Type.String({ pattern: TOTP_CODE_PATTERN })),
    /** A recovery code instead (each works once); case, spaces and dashes do not matter. */
    recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);

export type OperatorTotpBody = Static<typeof OperatorTotpBody>;

/** The new recovery codes: shown once, stored only as hashes. */
const RecoveryCodes = Type.Array(Type.String(), { minItems: 10, maxItems: 10 });

/** A session from a challenge; an enrolment also answers its ten recovery codes (else null). */
export const OperatorTotpResult = Type.Object({
  ...OperatorSession.properties,
  recoveryCodes: Type.Union([RecoveryCodes, Type.Null()]),
});

export type OperatorTotpResult = Static<typeof OperatorTotpResult>;

/** Confirms an enrolment started from a session with the app's first code. */
export const OperatorEnrolConfirmBody = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 100 }),
    code: Type.String({ pattern: TOTP_CODE_PATTERN }),
  },
  { additionalProperties: false },
);

export const OperatorEnrolResult = Type.Object({ recoveryCodes: RecoveryCodes });

export type OperatorEnrolResult = Static<typeof OperatorEnrolResult>;

/** The operator behind a token, with its second factor and how long the session may last. */
export const OperatorSessionInfo = Type.Object({
  ...OperatorView.properties,
  twoFactor: Type.Object({
    enrolled: Type.Boolean(),
    /** The role must log in with a code (admin, finance). */
    required: Type.Boolean(),
  }),
  /** The session ends then at the latest... */
  expiresAt: DateTime,
  /** ...and earlier after this long without a request (operator.session.expired). */
  idleTimeoutSeconds: Type.Integer({ minimum: 1 }),
});

export type OperatorSessionInfo = Static<typeof OperatorSessionInfo>;
/** A merchant an operator may act on. */
export const OpsMerchant = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** The brand colours (#rrggbb), for the back office's previews; null when the brand has none valid. */
  primaryColor: Type.Union([Type.String(), Type.Null()]),
  accentColor: Type.Union([Type.String(), Type.Null()]),
});

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

/** An operator as the administrators' list shows it. */
export const OperatorAccount = Type.Object({
  ...OperatorView.properties,
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  createdAt: DateTime,
  lastLoginAt: Type.Union([DateTime, Type.Null()]),
  /** Has an authenticator app set up; false after an administrator's reset until it enrols again. */
  twoFactorEnrolled: Type.Boolean(),
});
export type OperatorAccount = Static<typeof OperatorAccount>;

/** Operator usernames: lower case, so 'Admin' and 'admin' cannot be two people. */
export const OPERATOR_USERNAME_PATTERN = '^[a-z0-9][a-z0-9_.-]{2,31}$';

export const OperatorCreateBody = Type.Object(
  {
    username: Type.String({ pattern: OPERATOR_USERNAME_PATTERN }),
    /** At least 12 characters with three of: lower case, upper case, digit, symbol; not the username. */
    password: Type.String({ minLength: 12, maxLength: 128 }),
    role: OperatorRoleT,
    /** A merchant code: the operator sees and acts on that merchant only. Omitted: every merchant. */
    merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type OperatorCreateBody = Static<typeof OperatorCreateBody>;
