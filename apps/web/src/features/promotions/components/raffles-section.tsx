import type { PlayerRaffle } from '@portal/contracts/raffles.schema';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import panel from '@portal/ui/panel.module.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useClaimRaffle, useRaffles } from '../api/raffles.ts';
import styles from './raffles-section.module.css';

const ERRORS = featureErrorNamespaces('promotions');

/** The time now, every second (the countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** 2d 03:04:05, or 03:04:05 under a day. */
function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The raffles on the promotions page (decision 0038): each with the player's tickets, how to earn more, the
 * countdown to the draw, the commitment; once drawn the winners (masked), the secret, the claim button and a
 * check of the draw in the browser. Shown to a real account's session (the calls need one).
 */
export function RafflesSection() {
  const { t } = useTranslation('promotions');
  const raffles = useRaffles();
  const list = raffles.data?.raffles ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} data-testid="raffles" aria-labelledby="raffles-title">
      <h2 id="raffles-title" className={styles.title}>
        <Icon name="ticket" size={20} /> {t('raffles.title')}
      </h2>
      <div className={styles.grid}>
        {list.map((r) => (
          <RaffleCard key={r.id} raffle={r} />
        ))}
      </div>
    </section>
  );
}

function RaffleCard({ raffle }: { raffle: PlayerRaffle }) {
  const { t } = useTranslation('promotions');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const now = useNow();
  const money = (amount: number) => `${symbol}${formatMoney(amount)}`;
  const { rules, tickets, draw } = raffle;
  const target =
    raffle.phase === 'upcoming' ? raffle.opensAt : raffle.phase === 'open' ? raffle.closesAt : raffle.drawAt;
  const ways = [
    rules.betPerTicket ? t('raffles.perBet', { amount: money(rules.betPerTicket) }) : null,
    rules.depositMin
      ? t('raffles.perDeposit', { count: rules.ticketsPerDeposit, amount: money(rules.depositMin) })
      : null,
  ].filter(Boolean);
  return (
    <article
      className={`${panel.panel} ${styles.card}`}
      data-testid="raffle"
      data-phase={raffle.phase}
      id={`raffle-${raffle.id}`}
    >
      <header className={styles.head}>
        <h3 className={styles.name}>{raffle.title}</h3>
        <span className={styles.phase} data-phase={raffle.phase}>
          {t(`raffles.phase.${raffle.phase}`)}
        </span>
      </header>
      <p className={styles.description}>{raffle.description}</p>

      {raffle.phase === 'drawn' ? null : (
        <p className={styles.countdown} data-testid="raffle-countdown">
          <Icon name="clock" size={16} />
          {t(
            `raffles.until.${raffle.phase === 'upcoming' ? 'opens' : raffle.phase === 'open' ? 'closes' : 'draw'}`,
          )}{' '}
          <strong>{countdown(new Date(target).getTime() - now)}</strong>
          <span className={styles.muted}>
            {' '}
            · {t('raffles.drawAt', { at: formatDateTime(raffle.drawAt) })}
          </span>
        </p>
      )}

      <div className={styles.tickets} data-testid="raffle-tickets" data-count={tickets.total}>
        <span className={styles.ticketCount}>
          <Icon name="ticket" size={18} /> {t('raffles.yourTickets', { count: tickets.total })}
        </span>
        {raffle.phase === 'open' || raffle.phase === 'upcoming' ? (
          <span className={styles.muted}>
            {t('raffles.breakdown', {
              bets: tickets.fromBets,
              deposits: tickets.fromDeposits,
              granted: tickets.granted,
              max: rules.maxTickets,
            })}
          </span>
        ) : null}
      </div>

      {raffle.phase === 'open' || raffle.phase === 'upcoming' ? (
        <div className={styles.how}>
          <strong>{t('raffles.how')}</strong>
          <ul>
            {ways.map((way) => (
              <li key={way}>{way}</li>
            ))}
            <li>
              {t('raffles.window', {
                from: formatDateTime(raffle.opensAt),
                to: formatDateTime(raffle.closesAt),
              })}
            </li>
          </ul>
          {tickets.toNextTicket !== null && raffle.phase === 'open' ? (
            <p className={styles.next}>{t('raffles.next', { amount: money(tickets.toNextTicket) })}</p>
          ) : null}
        </div>
      ) : null}

      <div className={styles.prizes}>
        <strong>{t('raffles.prizes')}</strong>
        <ol>
          {raffle.prizes.map((p) => (
            <li key={p.place}>
              <Money amount={p.amount} symbol={symbol} />
              {p.turnoverMultiplier > 0 ? (
                <span className={styles.muted}>
                  {' '}
                  · {t('promotions.turnover', { count: p.turnoverMultiplier })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>

      <p className={styles.hash}>
        <span className={styles.muted}>{t('raffles.commitment')}</span>
        <code data-testid="raffle-commitment">{raffle.commitment}</code>
      </p>

      {draw ? <DrawResult raffle={raffle} /> : null}
    </article>
  );
}

type Check = { commitment: boolean; tickets: boolean; winners: boolean };

function DrawResult({ raffle }: { raffle: PlayerRaffle }) {
  const { t } = useTranslation('promotions');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const claim = useClaimRaffle();
  const errorText = useApiErrorText(ERRORS);
  const [paid, setPaid] = useState<number | null>(null);
  const [check, setCheck] = useState<Check | 'running' | 'failed' | null>(null);
  const draw = raffle.draw as NonNullable<PlayerRaffle['draw']>;

  const verify = async () => {
    setCheck('running');
    try {
      const { verifyRaffle } = await import('@portal/lottery/raffle');
      const done = await verifyRaffle({
        drawId: draw.drawId,
        secret: draw.secret,
        commitment: raffle.commitment,
        tickets: draw.tickets,
        ticketsHash: draw.ticketsHash,
        places: raffle.prizes.length,
        winners: draw.winners,
      });
      setCheck(done);
    } catch {
      setCheck('failed');
    }
  };

  return (
    <div className={styles.draw} data-testid="raffle-draw">
      <strong>{t('raffles.winners')}</strong>
      {draw.winners.length === 0 ? (
        <p className={styles.muted}>{t('raffles.noWinners')}</p>
      ) : (
        <ol className={styles.winners}>
          {draw.winners.map((w) => (
            <li key={w.place} className={styles.winner} data-testid="raffle-winner" data-own={w.own}>
              <span className={styles.place} aria-hidden="true">
                {w.place}
              </span>
              <span className={styles.who}>
                <span>
                  {w.name}
                  {w.own ? <span className={styles.you}>{t('raffles.you')}</span> : null}
                </span>
                <span className={styles.muted}>
                  {t('raffles.ticket')} #{w.ticket}
                  {w.claimed ? ` · ${t('raffles.claimed')}` : ''}
                </span>
              </span>
              <Money amount={w.amount} symbol={symbol} />
            </li>
          ))}
        </ol>
      )}
      {draw.ownEntrant !== null ? (
        <p className={styles.muted} data-testid="raffle-own-entry">
          {t('raffles.ownEntry', {
            entrant: draw.ownEntrant,
            from: draw.ownFirstTicket,
            to: (draw.ownFirstTicket ?? 0) + raffle.tickets.total - 1,
          })}
        </p>
      ) : null}
      {raffle.claimable ? (
        <Button
          onClick={() =>
            claim.mutate(raffle.id, {
              onSuccess: (done) => setPaid(done.amount),
              onError: () => setPaid(null),
            })
          }
          disabled={claim.isPending}
          data-testid="raffle-claim"
        >
          {t('raffles.claim')}
        </Button>
      ) : null}
      {paid !== null ? (
        <FormAlert tone="success" testId="raffle-claimed">
          {t('raffles.paid', { amount: `${symbol}${formatMoney(paid)}` })}
        </FormAlert>
      ) : null}
      {claim.error ? <FormAlert testId="raffle-claim-error">{errorText(claim.error)}</FormAlert> : null}

      <details className={styles.proof}>
        <summary>{t('raffles.proof')}</summary>
        <p className={styles.muted}>{t('raffles.proofHow', { drawId: draw.drawId })}</p>
        <p className={styles.hash}>
          <span className={styles.muted}>{t('raffles.secret')}</span>
          <code data-testid="raffle-secret">{draw.secret}</code>
        </p>
        <p className={styles.hash}>
          <span className={styles.muted}>
            {t('raffles.ticketsHash', { tickets: draw.totalTickets, count: draw.entrants })}
          </span>
          <code>{draw.ticketsHash}</code>
        </p>
        <Button size="sm" variant="secondary" onClick={() => void verify()} data-testid="raffle-verify">
          {t('raffles.verify')}
        </Button>
        {check === 'running' ? <p className={styles.muted}>{t('raffles.checking')}</p> : null}
        {check === 'failed' ? <FormAlert>{t('raffles.checkFailed')}</FormAlert> : null}
        {check && typeof check === 'object' ? (
          <ul className={styles.checks} data-testid="raffle-check">
            {(['commitment', 'tickets', 'winners'] as const).map((key) => (
              <li key={key} data-ok={check[key]}>
                <Icon name={check[key] ? 'check' : 'alert'} size={14} /> {t(`raffles.check.${key}`)}:{' '}
                {check[key] ? t('raffles.check.ok') : t('raffles.check.bad')}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </div>
  );
}
