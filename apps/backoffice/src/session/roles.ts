import type { OperatorRole } from '@portal/contracts/operators';

const RANK: Record<OperatorRole, number> = { viewer: 0, finance: 1, admin: 2 };

/** Whether a role reaches the one a screen or an action needs (viewer < finance < admin), as the API checks. */
export function reaches(role: OperatorRole | undefined, needed: OperatorRole): boolean {
  return role !== undefined && RANK[role] >= RANK[needed];
}
