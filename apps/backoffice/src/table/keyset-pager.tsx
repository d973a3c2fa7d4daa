import { useTranslation } from 'react-i18next';
import styles from './data-table.module.css';

type KeysetPagerProps = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  testId: string;
};

/** Keyset paging: newest first, then each older page; no page count (that would cost a full count). */
export function KeysetPager({
  page,
  hasPrevious,
  hasNext,
  onFirst,
  onPrevious,
  onNext,
  testId,
}: KeysetPagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.keyset} aria-label={t('table.pages')} data-testid={testId}>
      <button type="button" className={styles.toolButton} onClick={onFirst} disabled={!hasPrevious}>
        {t('table.first')}
      </button>
      <button type="button" className={styles.toolButton} onClick={onPrevious} disabled={!hasPrevious}>
        {t('table.previous')}
      </button>
      <span className={styles.pageNo}>{t('table.page', { page })}</span>
      <button
        type="button"
        className={styles.toolButton}
        onClick={onNext}
        disabled={!hasNext}
        data-testid={`${testId}-next`}
      >
        {t('table.next')}
      </button>
    </nav>
  );
}
