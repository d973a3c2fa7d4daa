import { formatMinor } from '@portal/contracts/wallet';

/** Minor units as the game pages show money: "1,234.50 THB" (trial credit shows no currency). */
export function formatGameMoney(amount: number, currency?: string | null): string {
  const figure = formatMinor(amount);
  return currency ? `${figure} ${currency}` : figure;
}
