import type { Resource } from '@portal/contracts/system';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import panel from '@portal/ui/panel.module.css';
import qr from '@portal/ui/qr-frame.module.css';
import { StoreBadge, storeBadgeRow } from '@portal/ui/store-badge.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './app-download-block.module.css';

type Props = { resources: Resource[]; faviconUrl: string | undefined; brandName: string | undefined };

/** App download teaser: a QR code to the download page and the platforms that have an app. */
export function AppDownloadBlock({ resources, faviconUrl, brandName }: Props) {
  const { t } = useTranslation('home');
  const hasIos = resources.some((resource) => resource.resourceType === 'IOS_APP');
  const hasAndroid = resources.some((resource) => resource.resourceType === 'ANDROID_APP');
  const downloadUrl = `${window.location.origin}/down`;

  return (
    <section className={`${panel.panel} ${panel.glow} ${styles.block}`} data-testid="app-download-block">
      <div className={styles.text}>
        <h2 className={styles.title}>{t('download.title', { brand: brandName ?? '' })}</h2>
        <p className={styles.subtitle}>{t('download.subtitle')}</p>
        <div className={`${storeBadgeRow} ${styles.platforms}`}>
          {hasIos && (
            <StoreBadge platform="ios" label={t('download.ios')} to="/down#ios" testId="app-download-ios" />
          )}
          {hasAndroid && (
            <StoreBadge
              platform="android"
              label={t('download.android')}
              to="/down#android"
              testId="app-download-android"
            />
          )}
        </div>
        <Link className={styles.more} to="/down">
          {t('download.more')} <span aria-hidden="true">›</span>
        </Link>
      </div>
      <div className={qr.frame}>
        <LazyQrCode value={downloadUrl} size={100} logoUrl={faviconUrl} title={t('download.qrTitle')} />
      </div>
    </section>
  );
}
