import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useApiErrorText } from '../lib/use-api-error-text.ts';
import styles from './load-failed.module.css';

type LoadFailedProps = { error: unknown; onRetry: () => void };

/** In place of a section whose data did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('account');
  const errorText = useApiErrorText();
  return (
    <div className={styles.failed} role="alert">
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
