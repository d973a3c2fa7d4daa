import { parseMajor } from '@portal/contracts/wallet';

export type AmountLimits = {
  min: number;
  max: number /** What the member can spend, when it limits. */;
  available?: number;
};
export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** Checks a typed amount against a channel's limits: the minor units, or why it cannot be sent. */
export function checkAmount(
  text: string,
  limits: AmountLimits,
): { amount: number; problem: null } | { amount: null; problem: AmountProblem } {
  if (!text.trim()) return { amount: null, problem: 'required' };
  const amount = parseMajor(text);
  if (amount === null || amount <= 0) return { amount: null, problem: 'invalid' };
  if (amount < limits.min) return { amount: null, problem: 'belowMin' };
  if (limits.max > 0 && amount > limits.max) return { amount: null, problem: 'aboveMax' };
  if (limits.available !== undefined && amount > limits.available)
    return { amount: null, problem: 'aboveBalance' };
  return { amount, problem: null };
}

/** Minor units as a player would type them: no separators, decimals only when there are cents. */
export function toInputText(amount: number): string {
  const whole = Math.trunc(amount / 100);
  const cents = amount % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** A masked account number as the server sends it ("****1234"), spaced like a card: "•••• 1234". */
export function displayAccountNumber(masked: string): string {
  return masked.replace(/^\*+\s*/, '•••• ');
}
