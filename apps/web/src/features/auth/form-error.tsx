import { Icon } from '../../ui/icons.tsx';
import styles from './auth-form.module.css';

type FormErrorProps = {
  /** Nothing shows without one. */
  message: string | null | undefined;
  testId?: string;
};

/** A message about the whole form rather than one field, announced when it appears. */
export function FormError({ message, testId }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      <Icon name="alert" size={16} />
      {message}
    </p>
  );
}
