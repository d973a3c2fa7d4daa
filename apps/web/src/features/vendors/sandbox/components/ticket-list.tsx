import type { SandboxTicket } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import styles from './ticket-list.module.css';

type TicketListProps = {
  tickets: SandboxTicket[];
  money: (amount: number) => string;
};

/** The player's tickets: the pick and odds, the stake, the status and, once settled, the result. */
export function TicketList({ tickets, money }: TicketListProps) {
  const { t } = useTranslation('tables');
  if (tickets.length === 0) return <p className={styles.empty}>{t('tickets.empty')}</p>;
  return (
    <ul className={styles.list}>
      {tickets.map((ticket) => (
        <li
          key={ticket.ticketId}
          className={[styles.ticket, styles[ticket.status]].join(' ')}
          data-testid="ticket-row"
          data-status={ticket.status}
          data-ticket={ticket.ticketId}
        >
          <div className={styles.top}>
            <span className={styles.match}>{ticket.match}</span>
            <span className={styles.badge}>{t(`tickets.status.${ticket.status}`)}</span>
          </div>
          <div className={styles.line}>
            <span>
              {t(`picks.${ticket.pick}`, { defaultValue: ticket.pick })} @ {ticket.odds.toFixed(2)}
            </span>
            <span>
              {t('tickets.stake')} {money(ticket.stake)}
            </span>
          </div>
          {ticket.status !== 'open' && (
            <div className={styles.line}>
              <span>{ticket.result}</span>
              <strong className={styles.payout}>
                {t('tickets.payout')} {money(ticket.payout)}
              </strong>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
