import { Spinner } from '@portal/ui/spinner.tsx';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import styles from './layouts.module.css';

type ShellProps = { footer: boolean; compactHeader?: boolean; aside?: ReactNode; children: ReactNode };

export function RouteFallback() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.fallback}>
      <Spinner size={36} label={t('status.loading')} />
    </div>
  );
}

/**
 * The frame every layout shares. The main area is re-keyed on the full path (path and query), so
 * a new URL always starts its screen fresh; the footer only on the path.
 */
export function Shell({ footer, compactHeader = false, aside, children }: ShellProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <SiteHeader compact={compactHeader} />
      {aside}
      <main key={`main:${pathname}${search}`} className={styles.main} id="main">
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </main>
      {footer ? <SiteFooter key={`footer:${pathname}`} /> : null}
    </>
  );
}
