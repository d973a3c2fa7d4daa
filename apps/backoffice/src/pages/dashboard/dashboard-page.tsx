import type { OpsDashboard } from '@portal/contracts/operators-dashboard.schema';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger, formatMoney } from '@portal/ui/format.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useSession } from '../../session/session-store.ts';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import styles from './dashboard.module.css';
import { DashboardCharts } from './dashboard-charts.tsx';
import { periodOf, QUICK_PERIODS, type QuickPeriod } from './period.ts';

type Totals = OpsDashboard['totals'];

/** The figures a card shows: money in minor units, counts as integers. */
const CARDS: Array<{ key: keyof Totals; money: boolean; count?: keyof Totals; tone?: 'good' | 'bad' }> = [
  { key: 'deposits', money: true, count: 'depositCount', tone: 'good' },
  { key: 'withdrawals', money: true, count: 'withdrawalCount' },
  { key: 'stake', money: true, count: 'bets' },
  { key: 'payout', money: true },
  { key: 'ggr', money: true },
  { key: 'newPlayers', money: false },
  { key: 'activePlayers', money: false },
];

/** The merchant's (or every merchant's) money, bets and players over a period, and the work waiting now. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const everyMerchant = useSession((s) => s.operator?.merchant === null);
  const [merchant, setMerchant] = useState('');
  const [quick, setQuick] = useState<QuickPeriod | null>('week');
  const [custom, setCustom] = useState(() => periodOf('week'));
  const period = quick ? periodOf(quick) : custom;
  const merchants = useQuery({ queryKey: ['merchants'], queryFn: opsApi.merchants, enabled: everyMerchant });
  const board = useQuery({
    queryKey: ['dashboard', merchant, period.from, period.to],
    queryFn: () => opsApi.dashboard({ merchant: merchant || undefined, ...period }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const data = board.data;

  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={t('lead')} />
      <div className={pageStyles.filters}>
        {everyMerchant && (
          <SelectField
            label={t('merchant')}
            value={merchant}
            onChange={(e) => setMerchant(e.target.value)}
            variant="compact"
            testId="bo-dashboard-merchant"
          >
            <option value="">{t('everyMerchant')}</option>
            {(merchants.data ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))}
          </SelectField>
        )}
        <fieldset className={styles.quick}>
          <legend className="visually-hidden">{t('period')}</legend>
          {QUICK_PERIODS.map((q) => (
            <button
              key={q}
              type="button"
              className={styles.quickButton}
              aria-pressed={quick === q}
              onClick={() => setQuick(q)}
              data-testid={`bo-dashboard-${q}`}
            >
              {t(`quick.${q}`)}
            </button>
          ))}
        </fieldset>
        <TextField
          label={t('from')}
          type="date"
          value={period.from}
          onChange={(e) => {
            setQuick(null);
            setCustom({ ...period, from: e.target.value });
          }}
          variant="compact"
        />
        <TextField
          label={t('to')}
          type="date"
          value={period.to}
          onChange={(e) => {
            setQuick(null);
            setCustom({ ...period, to: e.target.value });
          }}
          variant="compact"
        />
      </div>
      {board.error && <FormAlert>{errorText(board.error, t)}</FormAlert>}
      {data && (
        <>
          <div className={styles.pending}>
            <Link
              to="/deposits?status=pending"
              className={styles.pendingCard}
              data-testid="bo-pending-deposits"
            >
              <strong>{formatInteger(data.pending.deposits)}</strong>
              <span>{t('pending.deposits')}</span>
            </Link>
            <Link
              to="/withdrawals?status=pending"
              className={styles.pendingCard}
              data-testid="bo-pending-withdrawals"
            >
              <strong>{formatInteger(data.pending.withdrawals)}</strong>
              <span>{t('pending.withdrawals')}</span>
            </Link>
            <Link to="/withdrawals?status=not_received" className={styles.pendingCard}>
              <strong>{formatInteger(data.pending.notReceived)}</strong>
              <span>{t('pending.notReceived')}</span>
            </Link>
          </div>
          <div className={styles.cards} data-testid="bo-dashboard-cards">
            {CARDS.map((card) => {
              const value = data.totals[card.key];
              const tone = card.key === 'ggr' ? (value < 0 ? 'bad' : 'good') : card.tone;
              return (
                <div
                  key={card.key}
                  className={styles.card}
                  data-tone={tone}
                  data-testid={`bo-kpi-${card.key}`}
                >
                  <span className={styles.cardLabel}>{t(`kpi.${card.key}`)}</span>
                  <strong className={styles.cardValue}>
                    {card.money ? formatMoney(value) : formatInteger(value)}
                  </strong>
                  {card.count && (
                    <span className={styles.cardNote}>
                      {t(`count.${card.count}`, { count: data.totals[card.count] })}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <DashboardCharts days={data.days} />
          <p className={pageStyles.muted}>
            {t('asOf', {
              at: data.rolledUpAt ? formatDateTime(data.rolledUpAt) : t('notYet'),
            })}
          </p>
        </>
      )}
    </section>
  );
}
