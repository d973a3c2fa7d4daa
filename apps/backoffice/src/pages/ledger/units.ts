import { formatMoney } from '@portal/ui/format.ts';

/** Whether a ledger account counts points (decision 0035): a player's points or the house's points account. */
export const inPoints = (account: { kind: string; code: string } | undefined) =>
  account?.kind === 'points' || (account?.kind === 'house' && account.code === 'points');

/** An amount of an account in its own unit: points as whole points, money as money. */
export const amountIn = (account: { kind: string; code: string } | undefined, amount: number) =>
  inPoints(account) ? `${amount.toLocaleString('en-US')} pts` : formatMoney(amount);
