import { Icon } from '@portal/ui/icons.tsx';
import { ResourceIcon } from '@portal/ui/resource-icon.tsx';
import { useTranslation } from 'react-i18next';
import { useCentrePages } from '../../shell/centre/centre-registry.ts';
import { openChat, useChatOffered } from '../../shell/modals/open-chat.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { openCustomerService } from '../customer-service.ts';
import { resourceLabel } from '../header/nav-builder.ts';
import styles from './service-menu.module.css';
import { openMemberCentre, SHORTCUTS, shortcutState, WINDOW_TYPES } from './sidebar-entries.ts';

/**
 * The side bars' entries as a list for the phone drawer: on narrow screens the floating side bars
 * would cover the game cards, so they are hidden there and their entries live in the drawer.
 */
export function ServiceMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const pages = useCentrePages();
  const { info } = useLoadedStatus();
  const social = info.resources.filter((resource) => resource.resourceType === 'SOCIAL');
  const chat = useChatOffered();

  return (
    <div className={styles.menu} data-testid="drawer-service">
      <p className={styles.title}>{t('sidebar.service')}</p>
      <ul className={styles.list}>
        {info.customerService.map((entry) => {
          const icon = entry.csType === 'QR' ? 'qr' : WINDOW_TYPES[entry.csType];
          if (!icon) return null;
          return (
            <li key={`${entry.csType}-${entry.url}`}>
              {entry.csType === 'QR' ? (
                // a QR code is for another device; on the phone itself the address is opened directly
                <a
                  className={styles.item}
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="drawer-cs-QR"
                >
                  <Icon name={icon} size={20} />
                  {entry.title}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.item}
                  data-testid={`drawer-cs-${entry.csType}`}
                  onClick={() => openCustomerService(entry.url)}
                >
                  <Icon name={icon} size={20} />
                  {entry.title}
                </button>
              )}
            </li>
          );
        })}
        {chat ? (
          <li>
            <button
              type="button"
              className={styles.item}
              data-testid="drawer-chat"
              onClick={() => {
                onNavigate?.();
                openChat();
              }}
            >
              <Icon name="chat" size={20} />
              {t('sidebar.chat')}
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={styles.item}
            data-testid="drawer-member-centre"
            onClick={() => {
              onNavigate?.();
              openMemberCentre();
            }}
          >
            <Icon name="user" size={20} />
            {t('sidebar.memberCentre')}
          </button>
        </li>
        {social.map((resource) => (
          <li key={resource.url}>
            <a className={styles.item} href={resource.url} target="_blank" rel="noopener noreferrer">
              <ResourceIcon icon={resource.icon} fallback="globe" size={20} />
              {resourceLabel(resource, i18n.language)}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.title}>{t('sidebar.shortcuts')}</p>
      <ul className={styles.list}>
        {SHORTCUTS.map((shortcut) => {
          const coming = shortcutState(shortcut.page, pages?.member) === 'coming';
          return (
            <li key={shortcut.key}>
              <button
                type="button"
                className={styles.item}
                disabled={coming}
                title={coming ? t('sidebar.comingSoon') : undefined}
                data-testid={`drawer-shortcut-${shortcut.key}`}
                onClick={() => {
                  onNavigate?.();
                  openMemberCentre(shortcut.page);
                }}
              >
                <Icon name={shortcut.icon} size={20} />
                {t(`sidebar.${shortcut.key}`)}
                {coming ? <span className={styles.soon}>{t('sidebar.soon')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
