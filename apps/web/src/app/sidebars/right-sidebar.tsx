import type { CustomerService } from '@portal/contracts/system';
import { Icon } from '@portal/ui/icons.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import { ResourceIcon } from '@portal/ui/resource-icon.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openChat, useChatOffered } from '../../shell/modals/open-chat.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { openCustomerService } from '../customer-service.ts';
import { resourceLabel } from '../header/nav-builder.ts';
import { openMemberCentre, WINDOW_TYPES } from './sidebar-entries.ts';
import { SidebarToggle } from './sidebar-toggle.tsx';
import styles from './sidebars.module.css';
import { useSidebarOpen } from './use-sidebar-open.ts';

function QrEntry({ entry }: { entry: CustomerService }) {
  const [show, setShow] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the button inside is the control
    <span className={styles.tipHost} onMouseEnter={() => setShow(true)} onMouseLeave={() => setShow(false)}>
      <button
        type="button"
        className={styles.entry}
        data-testid="cs-entry-QR"
        aria-expanded={show}
        onClick={() => setShow((value) => !value)}
        onBlur={() => setShow(false)}
      >
        <Icon name="qr" size={22} />
        <span className="visually-hidden">{entry.title}</span>
      </button>
      {show ? (
        <span className={styles.qrPopover} data-testid="cs-qr-popover">
          <span className={styles.qrBox}>
            <LazyQrCode value={entry.url} size={120} title={entry.title} />
          </span>
          <span className={styles.qrTitle}>{entry.title}</span>
        </span>
      ) : null}
    </span>
  );
}

export function RightSidebar() {
  const { t, i18n } = useTranslation('common');
  const { info } = useLoadedStatus();
  const [open, setOpen] = useSidebarOpen();
  const social = info.resources.filter((resource) => resource.resourceType === 'SOCIAL');
  const chat = useChatOffered();

  return (
    <aside
      className={`${styles.sidebar} ${styles.right} ${open ? styles.open : ''}`}
      data-testid="right-sidebar"
      aria-label={t('sidebar.service')}
    >
      <SidebarToggle side="right" open={open} onToggle={() => setOpen(!open)} />
      <div className={styles.panel} id="right-sidebar-panel" hidden={!open}>
        <Link to="/" className={styles.brand} aria-label={t('nav.homeOf', { brand: info.brand.name })}>
          <img src={info.brand.faviconUrl} alt="" width={34} height={34} />
        </Link>
        {info.customerService.map((entry) => {
          if (entry.csType === 'QR') return <QrEntry key={`QR-${entry.url}`} entry={entry} />;
          const icon = WINDOW_TYPES[entry.csType];
          if (!icon) return null;
          return (
            <button
              key={`${entry.csType}-${entry.url}`}
              type="button"
              className={styles.entry}
              data-testid={`cs-entry-${entry.csType}`}
              onClick={() => openCustomerService(entry.url)}
            >
              <Icon name={icon} size={22} />
              <span className={styles.entryLabel}>{entry.title}</span>
            </button>
          );
        })}
        {chat ? (
          <button type="button" className={styles.entry} data-testid="chat-entry" onClick={() => openChat()}>
            <Icon name="chat" size={22} />
            <span className={styles.entryLabel}>{t('sidebar.chat')}</span>
          </button>
        ) : null}
        <span className={styles.divider} aria-hidden="true" />
        <button
          type="button"
          className={styles.entry}
          data-testid="member-centre-entry"
          onClick={() => openMemberCentre()}
        >
          <Icon name="user" size={22} />
          <span className={styles.entryLabel}>{t('sidebar.memberCentre')}</span>
        </button>
        {social.map((resource) => {
          const label = resourceLabel(resource, i18n.language);
          return (
            <a
              key={resource.url}
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.entry}
            >
              <ResourceIcon icon={resource.icon} fallback="globe" size={22} />
              <span className={styles.entryLabel}>{label}</span>
            </a>
          );
        })}
        <button
          type="button"
          className={styles.entry}
          data-testid="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrowUp" size={22} />
          <span className={styles.entryLabel}>{t('sidebar.top')}</span>
        </button>
      </div>
    </aside>
  );
}
