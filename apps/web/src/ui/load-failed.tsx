import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { useErrorText } from '../i18n/error-text.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';
import styles from './load-failed.module.css';

type LoadFailedProps = { error: unknown; onRetry: () => void; testId?: string };

/** In place of data that did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry, testId }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <div className={styles.failed} role="alert" data-testid={testId}>
      <Icon name="alert" size={20} />
      <p>{error instanceof ApiError ? errorText(error.code, error.message) : errorText('unknown.error')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
