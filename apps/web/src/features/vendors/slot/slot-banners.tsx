import { formatMinor } from '@portal/contracts/wallet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slot-banners.module.css';

type BigWinBannerProps = {
  amount: number;
  /** How long it stays (ms) unless tapped away. */
  duration: number;
  onDone: () => void;
};

/** Over the reels after a round paying at least ten times its stake. */
export function BigWinBanner({ amount, duration, onDone }: BigWinBannerProps) {
  const { t } = useTranslation('vendors');
  useEffect(() => {
    const timer = setTimeout(onDone, duration);
    return () => clearTimeout(timer);
  }, [duration, onDone]);
  return (
    <button type="button" className={styles.overlay} onClick={onDone} data-testid="big-win">
      <span className={styles.rays} aria-hidden="true" />
      <span className={styles.title}>{t('slot.bigWin')}</span>
      <span className={styles.amount}>{formatMinor(amount)}</span>
    </button>
  );
}

type FreeSpinsBannerProps = { count: number; multiplier: number };

/** Announces the free spins a spin triggered, before they play. */
export function FreeSpinsBanner({ count, multiplier }: FreeSpinsBannerProps) {
  const { t } = useTranslation('vendors');
  return (
    <div className={styles.overlay} role="status" data-testid="free-spins-won">
      <span className={styles.rays} aria-hidden="true" />
      <span className={styles.title}>{t('slot.freeSpinsWon', { count })}</span>
      <span className={styles.note}>{t('slot.freeSpinsMultiplier', { multiplier })}</span>
    </div>
  );
}
