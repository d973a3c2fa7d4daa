import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './sidebars.module.css';

type SidebarToggleProps = { side: 'left' | 'right'; open: boolean; onToggle: () => void };

/** The tab on a side bar's inner edge that folds it away and brings it back. */
export function SidebarToggle({ side, open, onToggle }: SidebarToggleProps) {
  const { t } = useTranslation('common');
  // the chevron points where the bar will move
  const pointsLeft = side === 'left' ? open : !open;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={`${side}-sidebar-panel`}
      aria-label={t(open ? 'sidebar.hide' : 'sidebar.show')}
      data-testid={`${side}-sidebar-toggle`}
      onClick={onToggle}
    >
      <Icon name={pointsLeft ? 'chevronLeft' : 'chevronRight'} size={16} />
    </button>
  );
}
