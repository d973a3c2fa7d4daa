/** Operator roles. */

export const OPERATOR_ROLES = ['admin', 'finance', 'viewer'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Roles that must log in with a second factor: their first login enrols an authenticator app. */
export const TWO_FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance'];

/** A code from an authenticator app (RFC 6238: SHA-1, 30-second steps, 6 digits). */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';

/** What the browser shows as the account's name in the authenticator app. */
export const TOTP_ISSUER = 'Portal back office';
/** What the operators' games list may be narrowed to besides vendor and category (the catalogue screen). */
export const OPS_GAME_FLAGS = ['enabled', 'disabled', 'maintenance', 'hot', 'new', 'trial'] as const;

export type OpsGameFlag = (typeof OPS_GAME_FLAGS)[number];
