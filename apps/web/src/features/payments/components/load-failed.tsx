import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { useApiErrorText } from '../lib/use-api-error-text.ts';
import styles from './history.module.css';

type LoadFailedProps = { error: unknown; onRetry: () => void };

/** In place of data that did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText();
  return (
    <div className={styles.failed} role="alert" data-testid="payments-load-failed">
      <Icon name="alert" size={20} className={styles.failedIcon} />
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
