import type {
  SigninReward,
  SigninStatus,
  WheelSpin,
  WheelStatus,
} from '@portal/contracts/signin-wheel.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useAfterSpin, useCheckIn, useSignin, useSpin, useWheel } from './api/engagement-api.ts';
import styles from './engagement.module.css';
import { ENGAGEMENT_ERRORS } from './engagement-errors.ts';
import { Wheel } from './wheel.tsx';

type Tab = 'signin' | 'wheel';

/**
 * The sign-in task (signInTask): the streak calendar with today's check-in, and the lucky wheel its
 * tickets spin (decision 0036: the wheel lives here, a tab of the page that earns its tickets).
 */
export function SigninPage() {
  const { t } = useTranslation('engagement');
  const [tab, setTab] = useState<Tab>('signin');
  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="signin-page">
      <div className={styles.tabs} role="tablist" aria-label={t('tabs')}>
        {(['signin', 'wheel'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => setTab(key)}
            data-testid={`tab-${key}`}
          >
            <Icon name={key === 'signin' ? 'calendarCheck' : 'star'} size={16} />
            {t(`tab.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'signin' ? <Calendar onWheel={() => setTab('wheel')} /> : <LuckyWheel />}
    </div>
  );
}

function useMoney() {
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  return (minor: number) => `${symbol}${formatMinor(minor)}`;
}

function RewardLine({ reward }: { reward: SigninReward }) {
  const { t } = useTranslation('engagement');
  const money = useMoney();
  return (
    <span className={styles.rewardLine}>
      {reward.cash > 0 ? <strong>{money(reward.cash)}</strong> : null}
      {reward.tickets > 0 ? (
        <span className={styles.ticketChip}>{t('tickets', { count: reward.tickets })}</span>
      ) : null}
      {(reward.points ?? 0) > 0 ? (
        <span className={styles.ticketChip}>{t('points', { count: reward.points })}</span>
      ) : null}
      {reward.cash === 0 && reward.tickets === 0 && !reward.points ? (
        <span className={styles.muted}>—</span>
      ) : null}
    </span>
  );
}

function Calendar({ onWheel }: { onWheel: () => void }) {
  const { t } = useTranslation('engagement');
  const money = useMoney();
  const status = useSignin();
  const checkIn = useCheckIn();
  const errorText = useApiErrorText(ENGAGEMENT_ERRORS);
  const [done, setDone] = useState<string | null>(null);

  if (status.isPending) return <Skeleton height={320} radius={16} />;
  if (status.isError)
    return (
      <LoadFailed
        errorNamespaces={ENGAGEMENT_ERRORS}
        error={status.error}
        onRetry={() => void status.refetch()}
        testId="signin-failed"
      />
    );
  const s: SigninStatus = status.data;
  if (!s.enabled)
    return (
      <Section icon="calendarCheck" title={t('title')}>
        <p className={styles.muted} data-testid="signin-off">
          {t('off')}
        </p>
      </Section>
    );

  const todayIndex = s.checkedInToday ? s.streak : s.streak + 1;
  const condition =
    s.condition === 'none' ? null : t(`condition.${s.condition}`, { amount: money(s.conditionAmount) });
  return (
    <Section
      icon="calendarCheck"
      title={t('title')}
      lead={t('lead', { count: s.length })}
      stretchAside
      aside={
        <span className={styles.streakBadge} data-testid="signin-streak">
          <Icon name="fire" size={16} />
          {t('streak', { count: s.streak })}
        </span>
      }
    >
      <div className={styles.card}>
        <ol className={s.length > 7 ? `${styles.days} ${styles.month}` : styles.days}>
          {s.days.map((reward, i) => {
            const n = i + 1;
            const state = n <= s.streak ? 'done' : n === todayIndex ? 'today' : 'later';
            return (
              <li
                key={n}
                className={`${styles.day} ${styles[state]}`}
                data-testid={`signin-day-${n}`}
                data-state={state}
              >
                <span className={styles.dayNo}>{t('day', { n })}</span>
                <span className={styles.dayIcon} aria-hidden="true">
                  <Icon name={state === 'done' ? 'check' : n === s.length ? 'trophy' : 'gift'} size={20} />
                </span>
                <RewardLine reward={reward} />
              </li>
            );
          })}
        </ol>
        <div className={styles.streakReward}>
          <Icon name="trophy" size={20} />
          <span>{t('streakReward', { count: s.length })}</span>
          <RewardLine reward={s.streakReward} />
        </div>
        <FormAlert tone="success" testId="signin-done">
          {done}
        </FormAlert>
        <FormAlert testId="signin-error">{checkIn.isError ? errorText(checkIn.error) : null}</FormAlert>
        <div className={styles.actions}>
          <Button
            variant="accent"
            size="lg"
            disabled={s.checkedInToday || checkIn.isPending || !s.conditionMet}
            onClick={() => {
              setDone(null);
              checkIn.mutate(undefined, {
                onSuccess: (c) => {
                  const parts = [c.reward, ...(c.streakReward ? [c.streakReward] : [])];
                  const cash = parts.reduce((a, r) => a + r.cash, 0);
                  const tickets = parts.reduce((a, r) => a + r.tickets, 0);
                  const points = parts.reduce((a, r) => a + (r.points ?? 0), 0);
                  setDone(
                    [
                      t('checkedIn', { n: c.streakDay }),
                      cash > 0 ? t('cashWaiting', { amount: money(cash) }) : null,
                      tickets > 0 ? t('ticketsEarned', { count: tickets }) : null,
                      points > 0 ? t('pointsEarned', { count: points }) : null,
                    ]
                      .filter(Boolean)
                      .join(' '),
                  );
                },
              });
            }}
            data-testid="signin-check-in"
          >
            {s.checkedInToday ? t('checkedInToday') : t('checkIn')}
          </Button>
          <Button
            variant="outline"
            onClick={() => useCentreStore.getState().openMember('rewardCenter')}
            data-testid="signin-to-rewards"
          >
            {t('toRewards')}
          </Button>
          <Button variant="ghost" onClick={onWheel} data-testid="signin-to-wheel">
            <Icon name="star" size={16} />
            {t('toWheel', { count: s.tickets })}
          </Button>
        </div>
        <ul className={styles.rules}>
          {condition ? (
            <li data-testid="signin-condition" data-met={s.conditionMet}>
              {condition} {s.conditionMet ? t('conditionMet') : t('conditionOpen')}
            </li>
          ) : null}
          <li>{s.resetOnMiss ? t('rule.reset') : t('rule.keep')}</li>
          <li>{t('rule.cash')}</li>
          <li>{t('rule.day')}</li>
        </ul>
      </div>
    </Section>
  );
}

function LuckyWheel() {
  const { t } = useTranslation('engagement');
  const money = useMoney();
  const wheel = useWheel();
  const spin = useSpin();
  const after = useAfterSpin();
  const errorText = useApiErrorText(ENGAGEMENT_ERRORS);
  const [target, setTarget] = useState<{ position: number; spin: number } | null>(null);
  const [result, setResult] = useState<WheelSpin | null>(null);
  const [pending, setPending] = useState<WheelSpin | null>(null);
  // One id per spin the player asks for: a retry of the same press is the same spin on the server.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  if (wheel.isPending) return <Skeleton height={420} radius={16} />;
  if (wheel.isError)
    return (
      <LoadFailed
        errorNamespaces={ENGAGEMENT_ERRORS}
        error={wheel.error}
        onRetry={() => void wheel.refetch()}
        testId="wheel-failed"
      />
    );
  const w: WheelStatus = wheel.data;
  if (!w.enabled)
    return (
      <Section icon="star" title={t('wheel.title')}>
        <p className={styles.muted} data-testid="wheel-off">
          {t('wheel.off')}
        </p>
      </Section>
    );
  const turning = pending !== null;
  const tickets = pending ? pending.tickets : w.tickets;
  const onSpin = () => {
    setResult(null);
    spin.mutate(requestId, {
      onSuccess: (s) => {
        setPending(s);
        setTarget({ position: s.position, spin: s.id });
        setRequestId(crypto.randomUUID());
      },
    });
  };
  const percent = (p: number) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;

  return (
    <>
      <Section
        icon="star"
        title={t('wheel.title')}
        lead={t('wheel.lead')}
        stretchAside
        aside={
          <span className={styles.streakBadge} data-testid="wheel-tickets">
            <Icon name="ticket" size={16} />
            {t('tickets', { count: tickets })}
          </span>
        }
      >
        <div className={`${styles.card} ${styles.wheelCard}`}>
          <Wheel
            prizes={w.prizes}
            target={target}
            onStop={() => {
              setResult(pending);
              setPending(null);
              void after();
            }}
            hub={
              <button
                type="button"
                className={styles.spin}
                disabled={turning || spin.isPending || w.tickets < 1}
                onClick={onSpin}
                data-testid="wheel-spin"
              >
                {t('wheel.spin')}
              </button>
            }
          />
          <div aria-live="polite" className={styles.result} data-testid="wheel-result">
            {result ? (
              result.kind === 'cash' ? (
                <p className={styles.won} data-testid="wheel-won">
                  <Icon name="gift" size={20} />
                  {t('wheel.won', { amount: money(result.amount) })}
                  <span className={styles.muted}>
                    {t('wheel.wonTerms', { times: result.turnoverMultiplier })}
                  </span>
                </p>
              ) : result.kind === 'points' ? (
                <p className={styles.won} data-testid="wheel-won">
                  <Icon name="gift" size={20} />
                  {t('wheel.wonPoints', { count: result.amount })}
                </p>
              ) : (
                <p className={styles.muted} data-testid="wheel-nothing">
                  {t('wheel.nothing')}
                </p>
              )
            ) : null}
          </div>
          <FormAlert testId="wheel-error">{spin.isError ? errorText(spin.error) : null}</FormAlert>
          {w.tickets < 1 && !turning ? (
            <p className={styles.muted} data-testid="wheel-no-tickets">
              {t('wheel.noTickets')}
            </p>
          ) : null}
        </div>
      </Section>
      <Section icon="percent" title={t('wheel.odds')} lead={t('wheel.oddsLead')}>
        <ul className={styles.odds} data-testid="wheel-odds">
          {w.prizes.map((p) => (
            <li key={p.position} className={styles.odd}>
              <span>
                {p.kind === 'cash'
                  ? money(p.amount)
                  : p.kind === 'points'
                    ? t('points', { count: p.amount })
                    : p.label}
              </span>
              <span className={styles.oddBar} aria-hidden="true">
                <span style={{ width: `${Math.max(1, p.probability * 100)}%` }} />
              </span>
              <strong>{percent(p.probability)}</strong>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
