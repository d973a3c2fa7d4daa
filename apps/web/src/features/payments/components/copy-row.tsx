import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard.ts';
import styles from './copy-row.module.css';

type CopyRowProps = { label: string; value: string; mono?: boolean; testId?: string };

/** One line of transfer details with a button that copies it for the banking app. */
export function CopyRow({ label, value, mono = false, testId }: CopyRowProps) {
  const { t } = useTranslation('payments');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1800);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div className={styles.row} data-testid={testId}>
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span
          className={mono ? `${styles.value} ${styles.mono}` : styles.value}
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </span>
      </div>
      <button
        type="button"
        className={styles.copy}
        data-state={state}
        aria-label={t('actions.copy', { label })}
        onClick={() => void copyText(value).then((done) => setState(done ? 'copied' : 'failed'))}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
        <span aria-live="polite">
          {state === 'copied' ? t('actions.copied') : state === 'failed' ? t('actions.copyFailed') : null}
        </span>
      </button>
    </div>
  );
}
