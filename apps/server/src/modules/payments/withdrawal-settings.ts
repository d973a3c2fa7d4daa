import { DEFAULT_AUTO_RECEIVE_MINUTES } from '@portal/contracts/payments';
import type { Merchant, WithdrawalSettings } from '../../platform/merchant.ts';

export type WithdrawalRules = WithdrawalSettings;

/**
 * A merchant without withdrawal settings: modest limits, and no banks, so no card can be bound until an
 * operator lists the banks it pays to.
 */
export const DEFAULT_WITHDRAWAL_RULES: WithdrawalRules = {
  min: 100_00,
  max: 50_000_00,
  dailyCount: 3,
  autoReceiveMinutes: DEFAULT_AUTO_RECEIVE_MINUTES,
  banks: [],
};

export function withdrawalRulesOf(merchant: Merchant): WithdrawalRules {
  return { ...DEFAULT_WITHDRAWAL_RULES, ...merchant.settings.withdrawal };
}

export const bankNameOf = (rules: WithdrawalRules, code: string) =>
  rules.banks.find((b) => b.code === code)?.name ?? code;

/** What a player sees of an account number: the last four digits. */
export const maskAccountNumber = (number: string) => `****${number.slice(-4)}`;

/** Names compared as people write them: spaces trimmed and collapsed, case ignored. */
export const tidyName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');
export const sameName = (a: string, b: string) => tidyName(a).toLowerCase() === tidyName(b).toLowerCase();

/** Midnight UTC of the instant's day: the daily withdrawal count runs per UTC day, on every node alike. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
