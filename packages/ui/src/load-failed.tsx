import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { useApiErrorText } from './error-text.ts';
import { Icon } from './icons.tsx';
import styles from './load-failed.module.css';
import { UI_NAMESPACE } from './texts.ts';

type LoadFailedProps = {
  error: unknown;
  onRetry: () => void;
  testId?: string;
  /** The namespaces that word a feature's own codes, looked in before `errors` (error-text.ts). */
  errorNamespaces?: readonly string[];
};

/** In place of data that did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry, testId, errorNamespaces }: LoadFailedProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const errorText = useApiErrorText(errorNamespaces);
  return (
    <div className={styles.failed} role="alert" data-testid={testId}>
      <Icon name="alert" size={20} />
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}
