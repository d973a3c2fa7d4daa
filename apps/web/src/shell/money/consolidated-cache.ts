import type { ConsolidatedFunds } from '@portal/contracts/wallet.schema';

/** Spec section 9: the session key that holds the consolidated funds. */
export const CONSOLIDATED_KEY = 'consolidated';

type Stored = { at: number; value: ConsolidatedFunds };

/** The consolidated funds kept in this tab's session, with when they were read. */
export function readConsolidated(): Stored | undefined {
  try {
    const text = sessionStorage.getItem(CONSOLIDATED_KEY);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<Stored>;
    if (typeof stored.at !== 'number' || !stored.value || !Array.isArray(stored.value.vendors))
      return undefined;
    return stored as Stored;
  } catch {
    return undefined;
  }
}

export function keepConsolidated(value: ConsolidatedFunds, at = Date.now()): void {
  try {
    sessionStorage.setItem(CONSOLIDATED_KEY, JSON.stringify({ at, value } satisfies Stored));
  } catch {
    // storage unavailable: the query cache still holds it
  }
}

export function forgetConsolidated(): void {
  try {
    sessionStorage.removeItem(CONSOLIDATED_KEY);
  } catch {
    // nothing was kept
  }
}
