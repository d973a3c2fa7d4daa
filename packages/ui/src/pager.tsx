import { useTranslation } from 'react-i18next';
import chip from './chip.module.css';
import { Icon } from './icons.tsx';
import styles from './pager.module.css';
import { UI_NAMESPACE } from './texts.ts';

type PagerProps = { page: number; totalPages: number; onPage: (page: number) => void; testId: string };

/** Page numbers around the current one, with the first and last always in reach. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const n of pages) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

export function Pager({ page, totalPages, onPage, testId }: PagerProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')} data-testid={testId}>
      <button
        type="button"
        className={`${chip.chip} ${chip.square}`}
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        data-testid={`${testId}-prev`}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={
              entry === page ? `${chip.chip} ${chip.square} ${chip.active}` : `${chip.chip} ${chip.square}`
            }
            aria-current={entry === page ? 'page' : undefined}
            data-testid={`${testId}-page-${entry}`}
            onClick={() => onPage(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${chip.chip} ${chip.square}`}
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        data-testid={`${testId}-next`}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
