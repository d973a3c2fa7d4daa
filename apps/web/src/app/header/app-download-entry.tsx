import type { Resource } from '@portal/contracts/system';
import { Icon } from '@portal/ui/icons.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import qr from '@portal/ui/qr-frame.module.css';
import { StoreBadge, storeBadgeRow } from '@portal/ui/store-badge.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
          <div className={`${qr.frame} ${styles.qr}`}>
            <LazyQrCode value={downloadUrl} size={112} logoUrl={faviconUrl} title={t('app.scan')} />
          </div>
          <div className={styles.copy}>
            <p className={styles.title}>{t('app.title')}</p>
            <p className={styles.hint}>{t('app.scan')}</p>
            <div className={storeBadgeRow}>
              {ios ? (
                <StoreBadge platform="ios" label={t('app.ios')} size="sm" href={ios.url} testId="app-ios" />
              ) : null}
              {android ? (
                <StoreBadge
                  platform="android"
                  label={t('app.android')}
                  size="sm"
                  href={android.url}
                  testId="app-android"
                />
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
