import type { LotteryGame, LotteryTicket } from '@portal/contracts/lottery.schema';
import { type Pick as LotteryPick, playOf } from '@portal/lottery';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useCancelTicket } from '../api/cancel-ticket.ts';
import { familyOfGame, nameIn } from '../lib/lottery-pages.ts';
import { pickText } from '../lib/pick-text.ts';
import { useLotteryErrorText } from '../lib/use-lottery-error.ts';
import { ResultBalls } from './result-balls.tsx';
import styles from './today-orders.module.css';

type Props = {
  tickets: LotteryTicket[] | undefined;
  loading: boolean;
  games: readonly LotteryGame[];
  symbol: string;
};

/** Today's tickets, newest first, with their result and what they paid; an open one can be cancelled. */
export function TodayOrders({ tickets, loading, games, symbol }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const cancel = useCancelTicket();
  const errorText = useLotteryErrorText();
  const byCode = new Map(games.map((g) => [g.gameCode, g]));
  if (loading) return <Skeleton height={120} radius="var(--radius-lg)" />;
  if (!tickets?.length)
    return (
      <EmptyState
        icon="ticket"
        title={t('orders.empty')}
        hint={t('orders.emptyHint')}
        testId="orders-empty"
      />
    );
  return (
    <div className={styles.wrap}>
      {cancel.error ? <FormAlert testId="cancel-error">{errorText(cancel.error)}</FormAlert> : null}
      <ul className={styles.list} data-testid="today-orders">
        {tickets.map((ticket) => {
          const play = playOf(ticket.play);
          const game = byCode.get(ticket.gameCode);
          const family = game ? familyOfGame(game) : null;
          return (
            <li
              key={ticket.id}
              className={styles.ticket}
              data-testid="ticket"
              data-status={ticket.status}
              data-issue={ticket.issue}
            >
              <div className={styles.top}>
                <span className={styles.game}>
                  {game ? (game.names[i18n.language] ?? game.name) : ticket.gameCode}
                  <small>{t('draw.issue', { issue: ticket.issue })}</small>
                </span>
                <span
                  className={`${styles.status} ${styles[ticket.status] ?? ''}`}
                  data-testid="ticket-status"
                >
                  {t(`status.${ticket.status}`)}
                </span>
              </div>
              <div className={styles.body}>
                <span>
                  <strong>{play ? nameIn(play.name, i18n.language) : ticket.play}</strong>{' '}
                  <span className={styles.pick}>
                    {play ? pickText(play, ticket.pick as LotteryPick, i18n.language) : ''}
                  </span>
                </span>
                {ticket.result !== null && family ? (
                  <ResultBalls family={family.id} result={ticket.result} size="sm" />
                ) : null}
              </div>
              <div className={styles.money}>
                <span>
                  {t('orders.stake')} <Money amount={ticket.stake} symbol={symbol} />
                </span>
                {ticket.payout > 0 ? (
                  <span className={styles.payout}>
                    {t('orders.payout')}{' '}
                    <Money amount={ticket.payout} symbol={symbol} testId="ticket-payout" />
                  </span>
                ) : null}
                {ticket.chaseDraws > 1 ? (
                  <span className={styles.chase}>{t('orders.chase', { draws: ticket.chaseDraws })}</span>
                ) : null}
                <time className={styles.time}>{formatDateTime(ticket.placedAt)}</time>
                {ticket.cancellable ? (
                  <button
                    type="button"
                    className={styles.cancel}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(ticket.id)}
                    data-testid="ticket-cancel"
                  >
                    {t('orders.cancel')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
