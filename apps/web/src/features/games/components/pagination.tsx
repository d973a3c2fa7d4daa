import chip from '@portal/ui/chip.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../lib/list-filter.ts';
import styles from './pagination.module.css';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ page, totalPages, onChange }: Props) {
  const { t } = useTranslation('games');
  if (totalPages <= 1) return null;
  const button = `${chip.chip} ${chip.square}`;
  return (
    <nav className={styles.pagination} aria-label={t('paging.label')} data-testid="pagination">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('paging.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === null ? (
          // gaps have no identity; their position is their key
          // biome-ignore lint/suspicious/noArrayIndexKey: gap markers only
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={entry === page ? `${button} ${chip.active}` : button}
            aria-current={entry === page ? 'page' : undefined}
            onClick={() => onChange(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className={button}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('paging.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
