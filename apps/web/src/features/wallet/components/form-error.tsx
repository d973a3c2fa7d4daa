import { useApiErrorText } from '../../../i18n/error-text.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './notices.module.css';

/** Why a money request was refused, in the reader's language. */
export function FormError({ error, testId }: { error: unknown; testId?: string }) {
  const errorText = useApiErrorText();
  if (!error) return null;
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      <Icon name="alert" size={18} />
      <span>{errorText(error)}</span>
    </p>
  );
}
