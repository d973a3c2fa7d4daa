import { formatMinor } from '@portal/contracts/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './bet-controls.module.css';
import { AUTO_SPIN_COUNTS } from './slot-timing.ts';

type BetControlsProps = {
  stake: number;
  canLower: boolean;
  canRaise: boolean;
  onStake: (step: number) => void;
  onSpin: () => void;
  /** A round is playing: nothing but stopping auto-spin is possible. */
  busy: boolean;
  /** Nothing can be played (the session ended). */
  locked: boolean;
  /** The last spin's answer never came: the spin button sends it again, the stake is fixed. */
  retryPending: boolean;
  autoLeft: number;
  onAuto: (count: number) => void;
  onStopAuto: () => void;
  turbo: boolean;
  onTurbo: (on: boolean) => void;
};

/** The stake stepper, the spin button, auto-spin with its counts and the turbo toggle. */
export function BetControls(props: BetControlsProps) {
  const { stake, busy, locked, retryPending, autoLeft } = props;
  const { t } = useTranslation('vendors');
  const [menuOpen, setMenuOpen] = useState(false);
  const stakeFixed = busy || locked || retryPending;
  const auto = autoLeft > 0;

  const pressAuto = () => {
    if (auto) props.onStopAuto();
    else setMenuOpen((open) => !open);
  };

  return (
    <div className={styles.controls}>
      <div className={styles.stake}>
        <button
          type="button"
          className={styles.step}
          onClick={() => props.onStake(-1)}
          disabled={stakeFixed || !props.canLower}
          aria-label={t('slot.stakeDown')}
          data-testid="stake-down"
        >
          −
        </button>
        <div className={styles.stakeValue}>
          <span className={styles.caption}>{t('slot.stake')}</span>
          <output data-testid="stake-value">{formatMinor(stake)}</output>
        </div>
        <button
          type="button"
          className={styles.step}
          onClick={() => props.onStake(1)}
          disabled={stakeFixed || !props.canRaise}
          aria-label={t('slot.stakeUp')}
          data-testid="stake-up"
        >
          +
        </button>
      </div>

      <button
        type="button"
        className={[styles.spin, busy ? styles.spinning : ''].join(' ')}
        onClick={props.onSpin}
        disabled={busy || locked}
        data-testid="spin-button"
        aria-keyshortcuts="Space"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.spinIcon}>
          <path
            d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
            fill="none"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        <span>{retryPending ? t('slot.retry') : t('slot.spin')}</span>
      </button>

      <div className={styles.side}>
        <div className={styles.autoWrap}>
          <button
            type="button"
            className={[styles.pill, auto ? styles.active : ''].join(' ')}
            onClick={pressAuto}
            disabled={locked || (busy && !auto)}
            aria-expanded={auto ? undefined : menuOpen}
            data-testid="auto-spin"
          >
            {auto ? t('slot.autoStop', { count: autoLeft }) : t('slot.auto')}
          </button>
          {menuOpen && !auto && (
            <div className={styles.menu} role="menu" aria-label={t('slot.autoCount')}>
              {AUTO_SPIN_COUNTS.map((count) => (
                <button
                  key={count}
                  type="button"
                  role="menuitem"
                  className={styles.menuItem}
                  onClick={() => {
                    setMenuOpen(false);
                    props.onAuto(count);
                  }}
                  data-testid={`auto-spin-${count}`}
                >
                  {count}
                </button>
              ))}
            </div>
          )}
        </div>
        <button
          type="button"
          className={[styles.pill, props.turbo ? styles.active : ''].join(' ')}
          onClick={() => props.onTurbo(!props.turbo)}
          aria-pressed={props.turbo}
          data-testid="turbo"
        >
          {t('slot.turbo')}
        </button>
      </div>
    </div>
  );
}
