import type { Winner } from '@portal/contracts/content';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWinAmount, maskAccount } from '../lib/winner-format.ts';
import styles from './winner-board.module.css';

function WinnerRow({ winner, hidden }: { winner: Winner; hidden?: boolean }) {
  const { vo } = winner;
  return (
    <li
      className={styles.row}
      data-testid={hidden ? undefined : 'winner-row'}
      aria-hidden={hidden ? 'true' : undefined}
    >
      <span className={styles.avatar} aria-hidden="true">
        {vo.account.slice(0, 1).toUpperCase()}
      </span>
      <span className={styles.who}>
        <span className={styles.account}>{maskAccount(vo.account)}</span>
        <span className={styles.game}>{vo.gameName}</span>
      </span>
      <span className={styles.amount}>{formatWinAmount(vo.winAmount)}</span>
    </li>
  );
}

/** The latest wins, scrolling upwards without end (the list is drawn twice for a seamless loop). */
export function WinnerBoard({ winners, loading }: { winners: Winner[] | undefined; loading: boolean }) {
  const { t } = useTranslation('home');
  const list = winners ?? [];
  const scrolls = list.length > 4;
  // the same player may win twice in one second; the position keeps row ids unique
  const rows = list.map((winner, position) => ({ winner, id: `${position}-${winner.vo.account}` }));
  return (
    <section className={styles.board} data-testid="winner-board">
      <header className={styles.header}>
        <h2 className={styles.title}>
          <span className={styles.trophy} aria-hidden="true">
            <Icon name="trophy" size={18} />
          </span>
          {t('winners.title')}
        </h2>
        <span className={styles.headEnd}>
          <span className={styles.live}>{t('winners.live')}</span>
          <Link to="/winners" className={styles.all} data-testid="winners-all">
            {t('winners.all')}
          </Link>
        </span>
      </header>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('winners.player')}</span>
        <span>{t('winners.amount')}</span>
      </div>
      <div className={styles.viewport}>
        {loading && list.length === 0 ? (
          <p className={styles.muted}>{t('winners.loading')}</p>
        ) : list.length === 0 ? (
          <p className={styles.muted}>{t('winners.empty')}</p>
        ) : (
          <ul
            className={scrolls ? `${styles.list} ${styles.scrolling}` : styles.list}
            style={{ animationDuration: `${list.length * 2.5}s` }}
          >
            {rows.map((row) => (
              <WinnerRow key={row.id} winner={row.winner} />
            ))}
            {scrolls && rows.map((row) => <WinnerRow key={`copy-${row.id}`} winner={row.winner} hidden />)}
          </ul>
        )}
      </div>
    </section>
  );
}
