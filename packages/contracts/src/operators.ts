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

/** Players and their manual adjustments in the back office (decision 0020). */

/** What an account is to an operator: a player, an agent (it has a downline), or a free-play trial. */
export const PLAYER_KINDS = ['player', 'agent', 'trial'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** active: may log in; locked: an operator locked it (no login, no session); disabled: closed. */
export const PLAYER_STATUSES = ['active', 'locked', 'disabled'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** Which field a search matches by prefix; any: username, mobile, e-mail or a bank card's holder. */
export const PLAYER_SEARCH_FIELDS = ['any', 'username', 'mobile', 'email', 'cardHolder'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

/** An operator's note on a player, in characters. */
export const PLAYER_NOTE_MAX = 1000;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** pending: waits for a second operator; posted: in the ledger; rejected: never posted. */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** An adjustment's reason, in characters. */
export const ADJUSTMENT_REASON_MAX = 500;

/** Merchants in the back office (decision 0022). */

/** Languages a site may list (ISO 639-1); the portal has texts for PORTAL_TEXT_LANGUAGES and shows English for the rest. */
// biome-ignore format: a code list reads best as a block
export const SITE_LANGUAGES = [
  'en', 'th', 'zh', 'ja', 'ko', 'vi', 'id', 'ms', 'tl', 'km', 'lo', 'my', 'hi', 'bn', 'ur', 'ta', 'ne', 'es',
  'pt', 'fr', 'de', 'it', 'nl', 'ru', 'uk', 'pl', 'cs', 'hu', 'ro', 'el', 'tr', 'ar', 'fa', 'he', 'sv', 'no',
  'da', 'fi', 'sw', 'ca',
] as const;

/** The languages the portal has its own texts for (the web app's resources; a test keeps them equal). */
export const PORTAL_TEXT_LANGUAGES = ['en', 'th'] as const;
