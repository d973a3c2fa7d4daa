import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './my-games.module.css';

export type ListTab = 'all' | 'favourites';

/** All games or the member's favourites: a two-way switch over a game list. */
export function ListTabs({ tab, onChange }: { tab: ListTab; onChange: (tab: ListTab) => void }) {
  const { t } = useTranslation('gamecentre');
  const tabs: { value: ListTab; label: string }[] = [
    { value: 'all', label: t('mine.all') },
    { value: 'favourites', label: t('mine.favourites') },
  ];
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('mine.tabs')} data-testid="list-tabs">
      {tabs.map((entry) => (
        <button
          key={entry.value}
          type="button"
          role="tab"
          aria-selected={tab === entry.value}
          className={tab === entry.value ? `${styles.tab} ${styles.current}` : styles.tab}
          onClick={() => onChange(entry.value)}
          data-testid={`tab-${entry.value}`}
        >
          <Icon name={entry.value === 'all' ? 'grid' : 'heart'} size={16} />
          {entry.label}
        </button>
      ))}
    </div>
  );
}
