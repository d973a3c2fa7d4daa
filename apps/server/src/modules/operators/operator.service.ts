import type { Database } from '../../db/database.ts';

// SKELETON: filled in by the operators work (operator logins and sessions, roles, audit log).
export function createOperatorService(_db: Database, _options: { now?: () => Date } = {}) {
  return {};
}

export type OperatorService = ReturnType<typeof createOperatorService>;
