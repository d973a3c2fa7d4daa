/** Operator roles. */

export const OPERATOR_ROLES = ['admin', 'finance', 'viewer'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What the operators' games list may be narrowed to besides vendor and category (the catalogue screen). */
export const OPS_GAME_FLAGS = ['enabled', 'disabled', 'maintenance', 'hot', 'new', 'trial'] as const;

export type OpsGameFlag = (typeof OPS_GAME_FLAGS)[number];
