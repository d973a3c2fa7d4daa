import { formatMinor } from '@portal/contracts/wallet';
import styles from './money.module.css';

type MoneyProps = {
  /** Minor units (DESIGN.md section 4). */
  amount: number;
  symbol: string;
  /** Shows + or − and colours the figure: money in is green, money out red. */
  signed?: boolean;
  className?: string;
  testId?: string;
};

/** An amount with its currency symbol, two decimals and thousands separators. */
export function Money({ amount, symbol, signed = false, className, testId }: MoneyProps) {
  const tone = !signed || amount === 0 ? '' : amount > 0 ? styles.credit : styles.debit;
  const sign = !signed || amount === 0 ? '' : amount > 0 ? '+' : '−';
  return (
    <span className={[styles.money, tone, className].filter(Boolean).join(' ')} data-testid={testId}>
      {sign}
      <span className={styles.symbol}>{symbol}</span>
      {formatMinor(Math.abs(amount))}
    </span>
  );
}
