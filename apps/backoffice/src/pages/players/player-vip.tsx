import type { RebatePayment } from '@portal/contracts/rebates.schema';
import type { OpsPlayerVip } from '@portal/contracts/vip.schema';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { percentText } from '../vip-rebates/rates-model.ts';
import styles from './player-vip.module.css';
import players from './players.module.css';

/**
 * The player's VIP level and rebates: its level and how far it is from the next over the merchant's window,
 * the rates it earns now, what accrued since its last rebate payment and its latest payments (read only).
 */
export function PlayerVip({ playerId }: { playerId: number }) {
  const { t } = useTranslation('vip');
  const vip = useQuery({
    queryKey: ['player', playerId, 'vip'],
    queryFn: () => opsApi.vipRebates.player(playerId),
  });
  if (vip.error) return <FormAlert testId="bo-player-vip-error">{errorText(vip.error, t)}</FormAlert>;
  if (!vip.data) return <p className={pageStyles.muted}>{t('bo:table.loading')}</p>;
  return (
    <div className={pageStyles.stack} data-testid="bo-player-vip" data-level={vip.data.rank.level}>
      <RankCards vip={vip.data} />
      <div className={players.box}>
        <h2>{t('player.rates')}</h2>
        <ul className={styles.rates} data-testid="bo-player-vip-rates">
          {vip.data.rates.map((r) => (
            <li key={r.category}>
              <span>{t(`category.${r.category}`, { ns: 'catalogue' })}</span>
              <strong>{percentText(r.rate)} %</strong>
            </li>
          ))}
        </ul>
      </div>
      <Payments payments={vip.data.payments} />
    </div>
  );
}

function RankCards({ vip }: { vip: OpsPlayerVip }) {
  const { t, i18n } = useTranslation('vip');
  const { rank, accrued } = vip;
  const nameOf = (level: number) => {
    const found = rank.levels.find((l) => l.level === level);
    return found?.names[i18n.language] ?? found?.names.en ?? t('levelN', { level });
  };
  const next = rank.next;
  const target = next ? rank.levels.find((l) => l.level === next.level) : undefined;
  /** What the next level asks of a total: its threshold, or nothing. */
  const needed = (threshold: number | undefined) =>
    threshold === undefined
      ? t('player.inWindow')
      : threshold === 0
        ? t('player.notNeeded')
        : t('player.of', { amount: formatMoney(threshold) });
  return (
    <div className={players.summary}>
      <div className={`${players.card} ${players.main}`}>
        <span>{t('player.level')}</span>
        <strong data-testid="bo-player-vip-level">
          {rank.level === 0 ? t('player.noLevel') : `${rank.level} · ${nameOf(rank.level)}`}
        </strong>
        <small>{t('player.window', { count: rank.windowDays })}</small>
      </div>
      <div className={players.card} data-testid="bo-player-vip-next">
        <span>
          {next ? t('player.next', { name: `${next.level} · ${nameOf(next.level)}` }) : t('player.top')}
        </span>
        {next ? (
          <>
            <strong>{next.progress}%</strong>
            <div
              className={styles.bar}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={next.progress}
              aria-label={t('player.progress')}
            >
              <span style={{ width: `${next.progress}%` }} />
            </div>
            <small>
              {t('player.left', {
                deposit: formatMoney(next.depositLeft),
                validBet: formatMoney(next.validBetLeft),
              })}
            </small>
          </>
        ) : (
          <strong>{t('player.topLevel')}</strong>
        )}
      </div>
      <div className={players.card}>
        <span>{t('player.deposits')}</span>
        <strong>{formatMoney(rank.deposits)}</strong>
        <small>{needed(target?.minDeposit)}</small>
      </div>
      <div className={players.card}>
        <span>{t('player.validBet')}</span>
        <strong>{formatMoney(rank.validBet)}</strong>
        <small>{needed(target?.minValidBet)}</small>
      </div>
      <div className={players.card}>
        <span>{t('player.accrued')}</span>
        <strong data-testid="bo-player-vip-accrued">{formatMoney(accrued.total)}</strong>
        <small>
          {t('player.since', { since: formatDateTime(accrued.since) })} · {t(`rates.modes.${accrued.mode}`)}
        </small>
      </div>
    </div>
  );
}

function Payments({ payments }: { payments: RebatePayment[] }) {
  const { t } = useTranslation('vip');
  const columns = useMemo<Column<RebatePayment>[]>(
    () => [
      {
        id: 'paidAt',
        header: t('player.col.paidAt'),
        value: (p) => p.paidAt,
        cell: (p) => formatDateTime(p.paidAt),
      },
      { id: 'kind', header: t('player.col.kind'), value: (p) => t(`player.kind.${p.kind}`) },
      {
        id: 'window',
        header: t('player.col.window'),
        value: (p) => p.windowStart,
        cell: (p) => `${formatDateTime(p.windowStart)} – ${formatDateTime(p.windowEnd)}`,
      },
      {
        id: 'validBet',
        header: t('player.col.validBet'),
        value: (p) => p.validBet,
        cell: (p) => formatMoney(p.validBet),
        align: 'end',
      },
      {
        id: 'amount',
        header: t('player.col.amount'),
        value: (p) => p.amount,
        cell: (p) => formatMoney(p.amount),
        align: 'end',
      },
    ],
    [t],
  );
  return (
    <div className={pageStyles.stack}>
      <h2 className={pageStyles.subhead}>{t('player.payments')}</h2>
      <DataTable
        rows={payments}
        columns={columns}
        rowId={(p) => String(p.id)}
        testId="bo-player-vip-payments"
        empty={t('player.noPayments')}
      />
    </div>
  );
}
