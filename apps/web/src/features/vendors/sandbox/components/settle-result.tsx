import type { SandboxEvent, SandboxTicket } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import styles from './settle-result.module.css';
import { TicketList } from './ticket-list.tsx';

type SettleResultProps = {
  event: SandboxEvent;
  /** The tickets the settlement answered. */
  tickets: SandboxTicket[];
  money: (amount: number) => string;
  onClose: () => void;
};

/** An event just played: its result and the player's tickets on it, won or lost. */
export function SettleResult({ event, tickets, money, onClose }: SettleResultProps) {
  const { t } = useTranslation('tables');
  const result = tickets.find((ticket) => ticket.result)?.result;
  return (
    <section
      className={styles.result}
      data-testid="settle-result"
      aria-labelledby="settle-title"
      role="status"
    >
      <header className={styles.header}>
        <h2 id="settle-title" className={styles.title}>
          {t('settle.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('settle.close')}>
          ×
        </button>
      </header>
      <p className={styles.match}>
        {event.home} {t('events.versus')} {event.away}
      </p>
      {result && <p className={styles.score}>{t('settle.result', { result })}</p>}
      <TicketList tickets={tickets} money={money} />
    </section>
  );
}
