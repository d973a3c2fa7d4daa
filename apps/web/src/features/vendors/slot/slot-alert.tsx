import { useTranslation } from 'react-i18next';
import type { GameError } from '../shared/game-error.ts';
import { useGameErrorText } from '../shared/game-message.tsx';
import styles from './slot-alert.module.css';

type SlotAlertProps = {
  error: GameError;
  /** The failed spin may be sent again with its own request id. */
  retryPending: boolean;
  onRetry: () => void;
  /** Absent when the message must stay (the session ended). */
  onDismiss?: () => void;
  busy: boolean;
};

/** Why the last spin did not play, with what the player can do about it. */
export function SlotAlert({ error, retryPending, onRetry, onDismiss, busy }: SlotAlertProps) {
  const { t } = useTranslation('vendors');
  const text = useGameErrorText();
  return (
    <div
      className={[styles.alert, error.kind === 'expired' ? styles.final : ''].join(' ')}
      role="alert"
      data-testid="slot-error"
      data-kind={error.kind}
    >
      <span className={styles.text}>{text(error)}</span>
      {retryPending && (
        <button
          type="button"
          className={styles.action}
          onClick={onRetry}
          disabled={busy}
          data-testid="retry-spin"
        >
          {t('slot.retry')}
        </button>
      )}
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('panel.close')}>
          ×
        </button>
      )}
    </div>
  );
}
