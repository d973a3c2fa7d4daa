import type { Resource } from '@portal/contracts/system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { LazyQrCode } from '../../ui/lazy-qr-code.tsx';
import styles from './app-download-entry.module.css';

type AppDownloadEntryProps = { resources: readonly Resource[]; faviconUrl: string; className?: string };

/** Header entry to /down with a popover: QR code of the download page, iOS and Android when configured. */
export function AppDownloadEntry({ resources, faviconUrl, className }: AppDownloadEntryProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ios = resources.find((resource) => resource.resourceType === 'IOS_APP');
  const android = resources.find((resource) => resource.resourceType === 'ANDROID_APP');
  const downloadUrl = `${window.location.origin}/down`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the link inside is the control
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        to="/down"
        className={styles.trigger}
        data-testid="app-download-entry"
        aria-label={t('app.download')}
      >
        <Icon name="download" size={18} />
        <span className={styles.label}>{t('app.short')}</span>
      </Link>
      {open ? (
        <div className={styles.popover} data-testid="app-download-popover">
          <div className={styles.qr}>
            <LazyQrCode value={downloadUrl} size={112} logoUrl={faviconUrl} title={t('app.scan')} />
          </div>
          <div className={styles.copy}>
            <p className={styles.title}>{t('app.title')}</p>
            <p className={styles.hint}>{t('app.scan')}</p>
            <div className={styles.stores}>
              {ios ? (
                <a
                  href={ios.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.store}
                  data-testid="app-ios"
                >
                  <Icon name="apple" size={18} />
                  {t('app.ios')}
                </a>
              ) : null}
              {android ? (
                <a
                  href={android.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.store}
                  data-testid="app-android"
                >
                  <Icon name="android" size={18} />
                  {t('app.android')}
                </a>
              ) : null}
            </div>
            <Link to="/down" className={styles.more}>
              {t('app.howTo')}
              <Icon name="chevronRight" size={14} />
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
