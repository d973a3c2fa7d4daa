import type { Resource } from '@portal/contracts/system';
import { QRCodeSVG } from 'qrcode.react';
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
    <section className={styles.block} data-testid="app-download-block">
      <div className={styles.text}>
        <h2 className={styles.title}>{t('download.title', { brand: brandName ?? '' })}</h2>
        <p className={styles.subtitle}>{t('download.subtitle')}</p>
        <div className={styles.platforms}>
          {hasIos && (
            <Link className={styles.platform} to="/down#ios" data-testid="app-download-ios">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
                <path d="M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46a4.22 4.22 0 0 0-3.32-1.8c-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-3-.79a4.44 4.44 0 0 0-3.75 2.28c-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.29 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.78.74 2.99.72 1.23-.02 2.02-1.12 2.77-2.23a9.9 9.9 0 0 0 1.26-2.58 4 4 0 0 1-2.42-3.66ZM14.1 5.86A4 4 0 0 0 15.03 3a4.1 4.1 0 0 0-2.66 1.37 3.8 3.8 0 0 0-.96 2.78 3.38 3.38 0 0 0 2.69-1.29Z" />
              </svg>
              {t('download.ios')}
            </Link>
          )}
          {hasAndroid && (
            <Link className={styles.platform} to="/down#android" data-testid="app-download-android">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
                <path d="M17.6 9.48 19.44 6.3a.38.38 0 0 0-.66-.38l-1.87 3.23a11.4 11.4 0 0 0-9.82 0L5.22 5.92a.38.38 0 0 0-.66.38L6.4 9.48A10.8 10.8 0 0 0 1 18h22a10.8 10.8 0 0 0-5.4-8.52ZM7 15.25A1.25 1.25 0 1 1 8.25 14 1.25 1.25 0 0 1 7 15.25Zm10 0A1.25 1.25 0 1 1 18.25 14 1.25 1.25 0 0 1 17 15.25Z" />
              </svg>
              {t('download.android')}
            </Link>
          )}
        </div>
        <Link className={styles.more} to="/down">
          {t('download.more')} <span aria-hidden="true">›</span>
        </Link>
      </div>
      <div className={styles.qr}>
        <QRCodeSVG
          value={downloadUrl}
          size={100}
          marginSize={0}
          level="H"
          title={t('download.qrTitle')}
          imageSettings={faviconUrl ? { src: faviconUrl, height: 24, width: 24, excavate: true } : undefined}
        />
      </div>
    </section>
  );
}
