import type { PlayerState, SandboxEvent, SandboxTicket } from '@portal/contracts/vendors.schema';
import { parseMajor } from '@portal/contracts/wallet';
import type { ApiError } from '@portal/ui/api/client.ts';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { asApiError } from '../shared/game-error.ts';
import { useBetRequestId } from '../shared/use-bet-request-id.ts';
import { placeBet } from './api/place-bet.ts';
import { sandboxEventsKey, useSandboxEvents } from './api/sandbox-events.ts';
import { mergeTickets, sandboxTicketsKey, useSandboxTickets } from './api/sandbox-tickets.ts';
import { settleEvent } from './api/settle-event.ts';
import { BetSlip, type Selection } from './components/bet-slip.tsx';
import { EventRow } from './components/event-row.tsx';
import { SettleResult } from './components/settle-result.tsx';
import { TicketList } from './components/ticket-list.tsx';
import styles from './event-book.module.css';
import { stakeText } from './lib/betting.ts';

type EventBookProps = {
  player: PlayerState;
  gameCode: string;
  stakes: number[];
  money: (amount: number) => string;
  onBalance: (balance: number) => void;
};

type Notice = { tone: 'error' | 'ok'; text: string };

/** Sports, esports and cockfight: the events, a bet slip, my bets, and "Play now" to settle an event. */
export function EventBook({ player, gameCode, stakes, money, onBalance }: EventBookProps) {
  const { t } = useTranslation('tables');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  const queryClient = useQueryClient();
  const events = useSandboxEvents(player.session, gameCode);
  const tickets = useSandboxTickets(player.session, gameCode);
  const requestId = useBetRequestId();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [stake, setStake] = useState(stakes[0] ? stakeText(stakes[0]) : '');
  const [placing, setPlacing] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [ended, setEnded] = useState(false);
  const [settled, setSettled] = useState<{ event: SandboxEvent; tickets: SandboxTicket[] } | null>(null);
  const ticketsKey = sandboxTicketsKey(player.session, gameCode);
  const openOn = (eventId: string) =>
    (tickets.data ?? []).some((ticket) => ticket.eventId === eventId && ticket.status === 'open');

  function fail(error: ApiError) {
    if (error.code === 'game.session.expired') setEnded(true);
    setNotice({ tone: 'error', text: errorText(error.code, error.message) });
  }

  async function place() {
    if (!selection) return;
    const amount = parseMajor(stake);
    if (!amount) return setNotice({ tone: 'error', text: t('slip.enterStake') });
    if (amount > player.balance)
      return setNotice({ tone: 'error', text: errorText('wallet.insufficient.funds') });
    const bet = { eventId: selection.event.eventId, pick: selection.pick, stake: amount };
    const id = requestId.for(bet);
    setPlacing(true);
    setNotice(null);
    try {
      const answer = await placeBet({ session: player.session, gameCode, ...bet, requestId: id });
      requestId.settle();
      onBalance(answer.balance);
      mergeTickets(queryClient, ticketsKey, answer.tickets);
      setSelection(null);
      setNotice({ tone: 'ok', text: t('slip.placed') });
    } catch (caught) {
      const error = asApiError(caught);
      requestId.settle(error);
      fail(error);
    } finally {
      setPlacing(false);
    }
  }

  async function play(event: SandboxEvent) {
    setPlaying(event.eventId);
    setNotice(null);
    try {
      const answer = await settleEvent(event.eventId, { session: player.session, gameCode });
      onBalance(answer.balance);
      mergeTickets(queryClient, ticketsKey, answer.tickets);
      setSettled({ event, tickets: answer.tickets });
      if (selection?.event.eventId === event.eventId) setSelection(null);
      void queryClient.invalidateQueries({ queryKey: sandboxEventsKey(player.session, gameCode) });
    } catch (caught) {
      fail(asApiError(caught));
    } finally {
      setPlaying(null);
    }
  }

  return (
    <div className={styles.book}>
      <section className={styles.events} aria-labelledby="events-title">
        <h2 id="events-title" className={styles.heading}>
          {t('events.title')}
        </h2>
        {events.isPending && <Spinner label={t('events.loading')} />}
        {events.isError && <p role="alert">{errorText(asApiError(events.error).code)}</p>}
        {events.data?.length === 0 && <p className={styles.empty}>{t('events.empty')}</p>}
        <ul className={styles.eventList}>
          {(events.data ?? []).map((event) => (
            <EventRow
              key={event.eventId}
              event={event}
              selectedPick={selection?.event.eventId === event.eventId ? selection.pick : null}
              canPlay={openOn(event.eventId)}
              playing={playing === event.eventId}
              disabled={ended || playing !== null}
              onPick={(picked, pick) => {
                setSelection({ event: picked, pick });
                setNotice(null);
              }}
              onPlay={(picked) => void play(picked)}
            />
          ))}
        </ul>
      </section>
      <div className={styles.dock}>
        <p
          className={[styles.notice, notice?.tone === 'ok' ? styles.ok : ''].join(' ')}
          role="alert"
          data-testid="sandbox-notice"
        >
          {notice?.text}
        </p>
        {settled && (
          <SettleResult
            event={settled.event}
            tickets={settled.tickets}
            money={money}
            onClose={() => setSettled(null)}
          />
        )}
        <BetSlip
          selection={selection}
          stakes={stakes}
          stake={stake}
          onStake={setStake}
          money={money}
          placing={placing}
          disabled={ended}
          onPlace={() => void place()}
          onRemove={() => setSelection(null)}
        />
      </div>
      <section className={styles.tickets} aria-labelledby="tickets-title">
        <h2 id="tickets-title" className={styles.heading}>
          {t('tickets.title')}
        </h2>
        <TicketList tickets={tickets.data ?? []} money={money} />
      </section>
    </div>
  );
}
