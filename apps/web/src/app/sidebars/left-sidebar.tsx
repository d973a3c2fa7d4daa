import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/icons.tsx';
import styles from './sidebars.module.css';
import { useSidebarOpen } from './use-sidebar-open.ts';

/** Shortcuts whose pages arrive with the rewards capability; visitors see them disabled with a reason. */
const SHORTCUTS: readonly { key: string; icon: IconName }[] = [
  { key: 'signInTask', icon: 'calendar' },
  { key: 'playerRank', icon: 'trophy' },
  { key: 'rewardCentre', icon: 'gift' },
];

export function LeftSidebar() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useSidebarOpen();
  const reason = t('sidebar.needAccount');

  return (
    <aside
      className={`${styles.sidebar} ${styles.left} ${open ? styles.open : ''}`}
      data-testid="left-sidebar"
      aria-label={t('sidebar.shortcuts')}
    >
      <div className={styles.panel} id="left-sidebar-panel" hidden={!open}>
        {SHORTCUTS.map((shortcut) => (
          <span key={shortcut.key} className={styles.tipHost}>
            <button
              type="button"
              className={styles.entry}
              disabled
              aria-disabled="true"
              aria-describedby={`left-tip-${shortcut.key}`}
              data-testid={`shortcut-${shortcut.key}`}
            >
              <Icon name={shortcut.icon} size={22} />
              <span className="visually-hidden">{t(`sidebar.${shortcut.key}`)}</span>
            </button>
            <span role="tooltip" id={`left-tip-${shortcut.key}`} className={styles.tip}>
              <strong className={styles.tipTitle}>{t(`sidebar.${shortcut.key}`)}</strong>
              {reason}
            </span>
          </span>
        ))}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="left-sidebar-panel"
        aria-label={t(open ? 'sidebar.hide' : 'sidebar.show')}
        data-testid="left-sidebar-toggle"
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'chevronLeft' : 'chevronRight'} size={16} />
      </button>
    </aside>
  );
}
