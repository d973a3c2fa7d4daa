import type { Resource } from '@portal/contracts/system';
import { Icon } from '@portal/ui/icons.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import panel from '@portal/ui/panel.module.css';
import qr from '@portal/ui/qr-frame.module.css';
import { StoreBadge, storeBadgeRow } from '@portal/ui/store-badge.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSystemStatus } from '../../../api/system-status.ts';
import styles from './download-page.module.css';

type Platform = { anchor: 'ios' | 'android'; resourceType: 'IOS_APP' | 'ANDROID_APP'; steps: number[] };

const PLATFORMS: Platform[] = [
  { anchor: 'ios', resourceType: 'IOS_APP', steps: [1, 2, 3, 4] },
  { anchor: 'android', resourceType: 'ANDROID_APP', steps: [1, 2, 3, 4] },
];

function PlatformPanel({
  platform,
  resource,
  favicon,
}: {
  platform: Platform;
  resource: Resource;
  favicon?: string;
}) {
  const { t } = useTranslation('content');
  // a resource may be a path of this site; a QR code needs the full address
  const url = new URL(resource.url, window.location.origin).href;
  return (
    <section
      id={platform.anchor}
      className={`${panel.panel} ${styles.panel}`}
      data-testid={`download-${platform.anchor}`}
    >
      <header className={styles.panelHeader}>
        <span className={styles.platformIcon} aria-hidden="true">
          <Icon name={platform.anchor === 'ios' ? 'apple' : 'android'} size={28} />
        </span>
        <div>
          <h2 className={styles.panelTitle}>{t(`download.${platform.anchor}.title`)}</h2>
          <p className={styles.panelHint}>{t(`download.${platform.anchor}.hint`)}</p>
        </div>
      </header>
      <div className={styles.panelBody}>
        <div className={styles.qrBox}>
          <div className={qr.frame}>
            <LazyQrCode value={url} size={150} logoUrl={favicon} title={t('download.qrTitle')} />
          </div>
          <a className={styles.button} href={url} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={18} />
            {t(`download.${platform.anchor}.button`)}
          </a>
        </div>
        <ol className={styles.steps}>
          {platform.steps.map((step) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{step}</span>
              <span>{t(`download.${platform.anchor}.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** App download: one panel per platform whose app resource exists, with QR code and install steps. */
export default function DownloadPage() {
  const { t } = useTranslation('content');
  const { hash } = useLocation();
  const info = useSystemStatus().data?.info;
  const resources = info?.resources ?? [];
  const available = PLATFORMS.flatMap((platform) => {
    const resource = resources.find((entry) => entry.resourceType === platform.resourceType);
    return resource ? [{ platform, resource }] : [];
  });

  // #ios and #android land on their panel once the panels exist
  const ready = available.length;
  useEffect(() => {
    if (!hash || ready === 0) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, ready]);

  return (
    <div className={page.page} data-testid="download-page">
      <PageHero
        title={t('download.title', { brand: info?.brand.name ?? '' })}
        lead={t('download.lead')}
        aside={
          <div className={styles.phone} aria-hidden="true">
            <div className={styles.screen}>
              {info?.brand.logoUrl && <img src={info.brand.logoUrl} alt="" />}
            </div>
          </div>
        }
      >
        <div className={`${storeBadgeRow} ${styles.jump}`}>
          {available.map(({ platform }) => (
            <StoreBadge
              key={platform.anchor}
              platform={platform.anchor}
              label={t(`download.${platform.anchor}.short`)}
              size="lg"
              to={`#${platform.anchor}`}
            />
          ))}
        </div>
      </PageHero>

      {available.length === 0 ? (
        <p className={page.empty}>{t('download.none')}</p>
      ) : (
        <div className={styles.panels}>
          {available.map(({ platform, resource }) => (
            <PlatformPanel
              key={platform.anchor}
              platform={platform}
              resource={resource}
              favicon={info?.brand.faviconUrl}
            />
          ))}
        </div>
      )}
    </div>
  );
}
