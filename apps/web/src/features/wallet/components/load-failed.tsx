import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { useApiErrorText } from '../lib/use-error-text.ts';
import styles from './notices.module.css';

type LoadFailedProps = { error: unknown; onRetry: () => void; testId?: string };

/** In place of data that did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry, testId }: LoadFailedProps) {
  const { t } = useTranslation('wallet');
  const errorText = useApiErrorText();
  return (
    <div className={styles.failed} role="alert" data-testid={testId}>
      <Icon name="alert" size={20} />
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
