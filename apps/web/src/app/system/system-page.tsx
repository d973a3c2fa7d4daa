import type { SystemStatus } from '@portal/contracts/system';
import { Button } from '@portal/ui/button.tsx';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liveChat, openCustomerService } from '../customer-service.ts';
import styles from './system-page.module.css';

type SystemPageProps = {
  status: SystemStatus;
  testId: string;
  icon: IconName;
  title: string;
  message: string;
  children?: ReactNode;
};

/** The full-page frame of the maintenance and region-restricted views, with customer service. */
export function SystemPage({ status, testId, icon, title, message, children }: SystemPageProps) {
  const { t } = useTranslation('common');
  const chat = liveChat(status.info.customerService);
  return (
    <main className={styles.page} data-testid={testId}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.card}>
        <img
          className={styles.logo}
          src={status.info.brand.logoUrl}
          alt={status.info.brand.name}
          height={44}
        />
        <span className={styles.emblem} aria-hidden="true">
          <Icon name={icon} size={44} strokeWidth={1.5} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {children}
        <Button
          size="lg"
          data-testid="customer-service-button"
          icon={<Icon name="headset" />}
          disabled={!chat}
          onClick={() => {
            if (chat) openCustomerService(chat.url);
          }}
        >
          {t('system.contactSupport')}
        </Button>
      </div>
    </main>
  );
}

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('common');
  return (
    <SystemPage
      status={status}
      testId="maintenance-page"
      icon="wrench"
      title={t('system.maintenance.title')}
      message={t('system.maintenance.message', { brand: status.info.brand.name })}
    />
  );
}

export function RegionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('common');
  return (
    <SystemPage
      status={status}
      testId="region-page"
      icon="lock"
      title={t('system.region.title')}
      message={t('system.region.message')}
    >
      <p className={styles.ip}>
        <span>{t('system.region.yourIp')}</span>
        <code data-testid="region-ip">{status.location.ip}</code>
      </p>
    </SystemPage>
  );
}
