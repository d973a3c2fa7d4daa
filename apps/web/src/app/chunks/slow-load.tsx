import { Spinner } from '@portal/ui/spinner.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chunk-error.module.css';

/**
 * How long a route's chunk or the first data may take before the spec's network notice shows (spec
 * section 8): 15 s, well past a normal load on a slow phone network and far below the 120 s chunk timeout.
 */
export const SLOW_LOAD_MS = 15_000;

/** True once `ms` have passed since the component mounted. */
export function useTookLong(ms: number = SLOW_LOAD_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return late;
}

/** A spinner that adds 'The page took longer time to load…' once the load passes SLOW_LOAD_MS. */
export function LoadingSpinner({ size = 36 }: { size?: number }) {
  const { t } = useTranslation('common');
  const late = useTookLong();
  return (
    <>
      <Spinner size={size} label={t('status.loading')} />
      {late ? (
        <p className={styles.slow} role="status" data-testid="slow-load">
          {t('client.page.timeout', { ns: 'errors' })}
        </p>
      ) : null}
    </>
  );
}
