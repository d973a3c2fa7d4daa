import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useCentrePages } from '../../shell/centre/centre-registry.ts';
import { openMemberCentre, SHORTCUTS, shortcutState } from './sidebar-entries.ts';
import { SidebarToggle } from './sidebar-toggle.tsx';
import styles from './sidebars.module.css';
import { useSidebarOpen } from './use-sidebar-open.ts';

export function LeftSidebar() {
  const { t } = useTranslation('common');
  const pages = useCentrePages();
  const [open, setOpen] = useSidebarOpen();

  return (
    <aside
      className={`${styles.sidebar} ${styles.left} ${open ? styles.open : ''}`}
      data-testid="left-sidebar"
      aria-label={t('sidebar.shortcuts')}
    >
      <div className={styles.panel} id="left-sidebar-panel" hidden={!open}>
        {SHORTCUTS.map((shortcut) => {
          const coming = shortcutState(shortcut.page, pages?.member) === 'coming';
          return (
            <span key={shortcut.key} className={styles.tipHost}>
              <button
                type="button"
                className={styles.entry}
                disabled={coming}
                aria-describedby={`left-tip-${shortcut.key}`}
                data-testid={`shortcut-${shortcut.key}`}
                data-state={coming ? 'coming' : 'ready'}
                onClick={() => openMemberCentre(shortcut.page)}
              >
                <Icon name={shortcut.icon} size={22} />
                <span className="visually-hidden">{t(`sidebar.${shortcut.key}`)}</span>
              </button>
              <span role="tooltip" id={`left-tip-${shortcut.key}`} className={styles.tip}>
                <strong className={styles.tipTitle}>{t(`sidebar.${shortcut.key}`)}</strong>
                {coming ? t('sidebar.comingSoon') : null}
              </span>
            </span>
          );
        })}
      </div>
      <SidebarToggle side="left" open={open} onToggle={() => setOpen(!open)} />
    </aside>
  );
}
