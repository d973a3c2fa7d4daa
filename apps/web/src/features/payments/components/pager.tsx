import { useTranslation } from 'react-i18next';
import chip from '../../../ui/chip.module.css';
import { Icon } from '../../../ui/icons.tsx';
import styles from './history.module.css';

type PagerProps = { page: number; totalPages: number; onPage: (page: number) => void; testPrefix: string };

/** Previous and next around "page / pages"; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, testPrefix }: PagerProps) {
  const { t } = useTranslation('payments');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history.pages')} data-testid={`${testPrefix}-pager`}>
      <button
        type="button"
        className={`${chip.chip} ${chip.square}`}
        disabled={page <= 1}
        aria-label={t('actions.previous')}
        data-testid={`${testPrefix}-page-previous`}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      <span className={styles.position} data-testid={`${testPrefix}-page-position`}>
        {t('actions.page', { current: page, total: totalPages })}
      </span>
      <button
        type="button"
        className={`${chip.chip} ${chip.square}`}
        disabled={page >= totalPages}
        aria-label={t('actions.next')}
        data-testid={`${testPrefix}-page-next`}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
