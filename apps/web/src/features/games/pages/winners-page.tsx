import type { Winner } from '@portal/contracts/content';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import table from '@portal/ui/record-table.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWinnerPage } from '../api/game-info.ts';
import { Pagination } from '../components/pagination.tsx';
import { withParam } from '../lib/list-filter.ts';
import { formatWinAmount, maskAccount } from '../lib/winner-format.ts';
import styles from './winners-page.module.css';

/** The same masked account may win twice in one second: the position keeps row ids unique. */
const rowsOf = (list: readonly Winner[]) =>
  list.map((winner, position) => ({
    vo: winner.vo,
    id: `${position}-${winner.vo.account}-${winner.vo.winTime}`,
  }));

/** The winners list (spec sections 7 and 9): every recorded big win, 42 a page, the latest first. */
export default function WinnersPage() {
  const { t } = useTranslation('gamecentre');
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const winners = useWinnerPage(pageNo);
  const setPage = (next: number) => setParams(withParam(params, 'page', next > 1 ? String(next) : undefined));

  return (
    <div className={page.page} data-testid="winners-page">
      <PageHero icon="trophy" title={t('winnersPage.title')} lead={t('winnersPage.lead')} />
      {winners.isPending ? (
        <Skeleton height={320} radius="var(--radius-lg)" />
      ) : winners.isError ? (
        <LoadFailed error={winners.error} onRetry={() => void winners.refetch()} testId="winners-failed" />
      ) : winners.data.content.length === 0 ? (
        <EmptyState icon="trophy" title={t('winnersPage.empty')} testId="winners-empty" />
      ) : (
        <>
          <div className={table.wrap} aria-busy={winners.isPlaceholderData ? 'true' : undefined}>
            <table className={`${table.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col">{t('winnersPage.player')}</th>
                  <th scope="col">{t('winnersPage.game')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('winnersPage.amount')}
                  </th>
                  <th scope="col">{t('winnersPage.time')}</th>
                </tr>
              </thead>
              <tbody>
                {rowsOf(winners.data.content).map(({ vo, id }) => (
                  <tr key={id} data-testid="winners-row">
                    <td data-label={t('winnersPage.player')}>{maskAccount(vo.account)}</td>
                    <td data-label={t('winnersPage.game')}>{vo.gameName}</td>
                    <td data-label={t('winnersPage.amount')} className={styles.amount}>
                      {formatWinAmount(vo.winAmount)}
                    </td>
                    <td data-label={t('winnersPage.time')}>{formatDateTime(vo.winTime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={pageNo} totalPages={winners.data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
