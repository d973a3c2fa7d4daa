/** Operator roles. */

export const OPERATOR_ROLES = ['admin', 'finance', 'viewer'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];
