import { CODE_REQUEST_THROTTLE_MS, FIREBASE_COUNTDOWN_SECONDS } from '@portal/contracts/auth';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { GenericDialog } from '@portal/ui/dialog/generic-dialog.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './sms-code-button.module.css';

export type SmsCodeButtonProps = {
  /** Sends the code; resolves with how long it stays valid. A rejection shows its message in a popup. */
  request: () => Promise<{ expiredMinutes: number }>;
  /**
   * Checked before sending (for instance that the mobile number is valid); false sends nothing.
   * The caller shows its own message for it.
   */
  validate?: () => boolean;
  disabled?: boolean;
  /** Firebase codes count down one minute whatever the answer says (spec section 9). */
  firebase?: boolean;
  /** Called once a code has gone out. */
  onSent?: (sent: { expiredMinutes: number }) => void;
  /** Fits the header's compact input. */
  compact?: boolean;
  className?: string;
  testId?: string;
};

/** Seconds the button waits after a code went out (spec section 4: expiredMinutes x 60, firebase 60). */
export function countdownSeconds(sent: { expiredMinutes: number }, firebase = false): number {
  return firebase ? FIREBASE_COUNTDOWN_SECONDS : Math.max(0, Math.round(sent.expiredMinutes * 60));
}

/**
 * The send-code button: it becomes a countdown in seconds once a code went out and re-enables at 0;
 * at most one request per second goes out (spec section 5). A refused request shows the server's
 * message in a warning popup with a button to acknowledge it (spec section 8).
 */
export function SmsCodeButton({
  request,
  validate,
  disabled = false,
  firebase = false,
  onSent,
  compact = false,
  className,
  testId = 'sms-code-button',
}: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    // counted from the clock, so a throttled background tab still re-enables on time
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const counting = remaining > 0;

  const send = async () => {
    if (pending || counting) return;
    if (Date.now() - lastRequest.current < CODE_REQUEST_THROTTLE_MS) return;
    if (validate && !validate()) return;
    lastRequest.current = Date.now();
    setPending(true);
    try {
      const sent = await request();
      if (!mounted.current) return;
      const seconds = countdownSeconds(sent, firebase);
      setRemaining(seconds);
      setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : null);
      setSentOnce(true);
      onSent?.(sent);
    } catch (error) {
      if (!mounted.current) return;
      setFailure(
        error instanceof ApiError ? errorText(error.code, error.message) : errorText('sms.unknown.error'),
      );
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={[styles.button, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
        disabled={disabled || pending || counting}
        aria-busy={pending || undefined}
        data-counting={counting || undefined}
        data-testid={testId}
        onClick={() => void send()}
      >
        {counting ? (
          <span className={styles.countdown} aria-live="polite">
            {t('sms.countdown', { seconds: remaining })}
          </span>
        ) : (
          t(sentOnce ? 'sms.resend' : 'sms.send')
        )}
      </button>
      <GenericDialog
        open={failure !== null}
        title={
          <span className={styles.popupTitle}>
            <Icon name="alert" size={16} className={styles.popupIcon} />
            {t('sms.failedTitle')}
          </span>
        }
        width={300}
        height={210}
      >
        <div className={styles.popupBody} data-testid="sms-failure-popup">
          <p className={styles.popupMessage}>{failure}</p>
          <Button size="sm" block onClick={() => setFailure(null)} data-testid="sms-failure-ok">
            {t('sms.failedOk')}
          </Button>
        </div>
      </GenericDialog>
    </>
  );
}
