import { SYSTEM_MODE } from '@portal/contracts/system';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Spinner } from '@portal/ui/spinner.tsx';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { resolveStartLanguage } from '../../i18n/language-storage.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { applyBrand } from '../brand.ts';
import { LoadingSpinner } from '../chunks/slow-load.tsx';
import { applyTheme, useEffectiveTheme } from '../theme.ts';
import styles from './system-gate.module.css';

// The maintenance and region pages load only when the site is in one of those modes.
const MaintenancePage = lazyChunk(() =>
  import('./system-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RegionPage = lazyChunk(() => import('./system-page.tsx').then((m) => ({ default: m.RegionPage })));

/**
 * Loads the system status before anything else: brand, language and theme come from it, and the
 * system mode decides between the portal, the maintenance page and the region-restricted page.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const errorText = useErrorText();
  const status = useSystemStatus();
  const data = status.data;
  const [languageReady, setLanguageReady] = useState(false);
  const started = useRef(false);
  const theme = useEffectiveTheme(data?.info.brand.defaultTheme ?? 'dark');

  useEffect(() => {
    if (!data) return;
    applyBrand(data.info.brand);
    if (started.current) return;
    started.current = true;
    const language = resolveStartLanguage(data.info.languages, data.info.defaultLanguage);
    if (i18n.language === language) {
      setLanguageReady(true);
      return;
    }
    void i18n.changeLanguage(language).finally(() => setLanguageReady(true));
  }, [data, i18n]);

  useEffect(() => {
    if (data) applyTheme(theme);
  }, [data, theme]);

  if (status.isError && !data) {
    const code = status.error instanceof ApiError ? status.error.code : 'client.network.abnormal';
    return (
      <main className={styles.screen} data-testid="status-error">
        <Icon name="wrench" size={40} />
        <p className={styles.message}>{errorText(code, status.error.message)}</p>
        <Button onClick={() => void status.refetch()}>{t('actions.retry')}</Button>
      </main>
    );
  }
  if (!data || !languageReady) {
    return (
      <main className={styles.screen}>
        <LoadingSpinner size={40} />
      </main>
    );
  }
  if (data.mode === SYSTEM_MODE.maintenance)
    return (
      <Suspense fallback={<Spinner size={40} label={t('status.loading')} />}>
        <MaintenancePage status={data} />
      </Suspense>
    );
  if (data.mode === SYSTEM_MODE.regionRestricted)
    return (
      <Suspense fallback={<Spinner size={40} label={t('status.loading')} />}>
        <RegionPage status={data} />
      </Suspense>
    );
  return <>{children}</>;
}
