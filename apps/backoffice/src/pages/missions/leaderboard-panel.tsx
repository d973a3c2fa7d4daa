import type { LeaderboardPrize, OpsPayouts } from '@portal/contracts/missions.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft, useSaves } from '../../shell/use-saves.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import styles from './missions.module.css';
import { useMissionSettings, usePayouts, useSetSettings } from './use-missions.ts';

type PrizeDraft = { place: number; amount: string; turnover: string }[];
type Payout = OpsPayouts['payouts'][number];

const toDraft = (prizes: LeaderboardPrize[]): PrizeDraft =>
  prizes.map((p) => ({
    place: p.place,
    amount: formatMinor(p.amount),
    turnover: String(p.turnoverMultiplier),
  }));

/** The weekly leaderboard: the prize of each place (paid once when the week ends) and the last week's payouts. */
export function LeaderboardPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('missions');
  const settings = useMissionSettings(merchant);
  const payouts = usePayouts(merchant);
  const prizes = settings.data?.prizes;
  return (
    <div className={pageStyles.stack}>
      {prizes && (
        <PrizesForm
          key={`${merchant}:${JSON.stringify(prizes)}`}
          merchant={merchant}
          prizes={prizes}
          canEdit={canEdit}
        />
      )}
      <h2 className={pageStyles.subhead}>
        {payouts.data ? t('payouts.title', { period: payouts.data.period }) : t('payouts.heading')}
      </h2>
      <p className={pageStyles.muted}>{t('payouts.lead')}</p>
      {payouts.error && <FormAlert>{errorText(payouts.error, t)}</FormAlert>}
      <PayoutsTable rows={payouts.data?.payouts ?? []} loading={payouts.isFetching} merchant={merchant} />
    </div>
  );
}

function PrizesForm({
  merchant,
  prizes,
  canEdit,
}: {
  merchant: string;
  prizes: LeaderboardPrize[];
  canEdit: boolean;
}) {
  const { t } = useTranslation('missions');
  const setSettings = useSetSettings(merchant);
  const saves = useSaves(
    merchant,
    (saved: LeaderboardPrize[]) => setSettings((old) => ({ ...old, prizes: saved })),
    t('saved'),
  );
  const { draft, setDraft, dirty } = useDraft<PrizeDraft>(toDraft(prizes));
  const parsed = draft.map((row, i) => {
    const amount = parseMajor(row.amount);
    const turnover = /^\d{1,3}$/.test(row.turnover.trim()) ? Number(row.turnover.trim()) : null;
    return { place: i + 1, amount, turnover };
  });
  const ready = parsed.every(
    (p) => p.amount !== null && p.amount > 0 && p.turnover !== null && p.turnover <= 100,
  );
  const change = (i: number, field: 'amount' | 'turnover', value: string) =>
    setDraft(draft.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  return (
    <SectionForm
      section="prizes"
      title={t('prizes.title')}
      lead={t('prizes.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={ready}
      onSave={() =>
        void saves.save('prizes', () =>
          opsApi.missions.setPrizes(
            merchant,
            parsed.map((p) => ({
              place: p.place,
              amount: p.amount as number,
              turnoverMultiplier: p.turnover as number,
            })),
          ),
        )
      }
      testId="bo-mission-prizes"
    >
      {draft.length === 0 && <p className={pageStyles.muted}>{t('prizes.none')}</p>}
      {draft.map((row, i) => (
        <div key={row.place} className={styles.prizeRow}>
          <span className={styles.place}>{t('prizes.place', { place: i + 1 })}</span>
          <TextField
            label={t('prizes.amount')}
            value={row.amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => change(i, 'amount', e.target.value)}
            error={parsed[i]?.amount ? undefined : t('problem.amount')}
            testId={`bo-prize-amount-${i + 1}`}
          />
          <TextField
            label={t('prizes.turnover')}
            value={row.turnover}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => change(i, 'turnover', e.target.value)}
            testId={`bo-prize-turnover-${i + 1}`}
          />
        </div>
      ))}
      {canEdit && (
        <div className={pageStyles.rowActions}>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDraft([...draft, { place: draft.length + 1, amount: '', turnover: '1' }])}
            disabled={draft.length >= 100}
          >
            {t('prizes.addPlace')}
          </Button>
          {draft.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setDraft(draft.slice(0, -1))}>
              {t('prizes.removeLast')}
            </Button>
          )}
        </div>
      )}
    </SectionForm>
  );
}

function PayoutsTable({ rows, loading, merchant }: { rows: Payout[]; loading: boolean; merchant: string }) {
  const { t } = useTranslation('missions');
  const columns = useMemo<Column<Payout>[]>(
    () => [
      { id: 'place', header: t('payouts.col.place'), value: (p) => p.place },
      { id: 'username', header: t('payouts.col.player'), value: (p) => p.username },
      { id: 'points', header: t('payouts.col.points'), value: (p) => p.points, align: 'end' },
      {
        id: 'amount',
        header: t('payouts.col.amount'),
        value: (p) => p.amount,
        cell: (p) => formatMinor(p.amount),
        align: 'end',
      },
      {
        id: 'paidAt',
        header: t('payouts.col.paidAt'),
        value: (p) => p.paidAt,
        cell: (p) => formatDateTime(p.paidAt),
      },
    ],
    [t],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowId={(p) => String(p.place)}
      loading={loading}
      testId="bo-mission-payouts"
      empty={t('payouts.none')}
      exportRows={async () => rows}
      exportName={`mission-payouts-${merchant}`}
    />
  );
}
