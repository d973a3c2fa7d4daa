import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './withdraw.module.css';

/** Whole minutes left until `at`, rounded up: 1 until the very end. */
export function minutesUntil(at: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(at).getTime() - now) / 60_000));
}

type ReceiveCountdownProps = { at: string; onDue: () => void };

/** Spec: "if not confirmed in {0} minutes it counts as received", counting down each half minute. */
export function ReceiveCountdown({ at, onDue }: ReceiveCountdownProps) {
  const { t } = useTranslation('payments');
  const [minutes, setMinutes] = useState(() => minutesUntil(at));

  useEffect(() => {
    setMinutes(minutesUntil(at));
    const timer = window.setInterval(() => setMinutes(minutesUntil(at)), 30_000);
    return () => window.clearInterval(timer);
  }, [at]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the time runs out
  useEffect(() => {
    if (minutes === 0) onDue();
  }, [minutes === 0]);

  return (
    <span className={styles.countdown} data-testid="withdraw-countdown" data-minutes={minutes}>
      <Icon name="clock" size={14} />
      {minutes > 0 ? t('withdraw.confirm.countdown', { count: minutes }) : t('withdraw.confirm.due')}
    </span>
  );
}
