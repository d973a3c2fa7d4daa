import { formatInteger } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securePick, secureRandomInt } from '../lib/secure-random.ts';
import styles from './jackpot-counter.module.css';

/** Spec section 9: start between 11e9 and 12e9, +100..500 every 3, 4 or 5 seconds. */
export const JACKPOT_START = { min: 11e9, max: 12e9 } as const;
export const JACKPOT_STEP = { min: 100, max: 500 } as const;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A digit drawn as a column of 0-9 that rolls to its value. */
function RollingDigit({ digit }: { digit: number }) {
  return (
    <span className={styles.digit}>
      <span className={styles.column} style={{ transform: `translateY(-${digit * 10}%)` }}>
        {DIGITS.map((d) => (
          <span key={d} className={styles.cell}>
            {d}
          </span>
        ))}
      </span>
    </span>
  );
}

export function JackpotCounter() {
  const { t } = useTranslation('home');
  const [amount, setAmount] = useState(() => secureRandomInt(JACKPOT_START.min, JACKPOT_START.max));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setAmount((value) => value + secureRandomInt(JACKPOT_STEP.min, JACKPOT_STEP.max));
        schedule();
      }, securePick(JACKPOT_DELAYS_MS));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);

  const text = formatInteger(amount);
  // positions are counted from the right so a new leading digit does not re-roll the others
  const chars = [...text].reverse();
  return (
    <section className={styles.jackpot} data-testid="jackpot-counter" data-value={amount}>
      <div className={styles.label}>
        <span className={styles.crown} aria-hidden="true">
          <Icon name="jackpot" size={20} />
        </span>
        {t('jackpot.title')}
      </div>
      <div className={styles.amount} role="img" aria-label={text}>
        {chars
          .map((char, index) => {
            const key = `p${index}`;
            return /\d/.test(char) ? (
              <RollingDigit key={key} digit={Number(char)} />
            ) : (
              <span key={key} className={styles.separator}>
                {char}
              </span>
            );
          })
          .reverse()}
      </div>
    </section>
  );
}
