import { formatInteger } from '@portal/ui/format.ts';

/** Winner amounts arrive in minor units and are shown in whole units, rounded down, no decimals. */
export function formatWinAmount(minorUnits: number): string {
  return formatInteger(Math.floor(minorUnits / 100));
}

/** Keeps the first two and the last character of an account; the rest becomes asterisks. */
export function maskAccount(account: string): string {
  if (account.includes('*')) return account;
  if (account.length <= 3) return `${account.slice(0, 1)}**`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(account.length - 3, 4))}${account.slice(-1)}`;
}
