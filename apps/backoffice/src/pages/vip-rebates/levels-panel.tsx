import type { RebateRate } from '@portal/contracts/rebates.schema';
import type { VipLevel } from '@portal/contracts/vip.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { actionsColumn } from './actions-column.tsx';
import { LevelDialog } from './level-dialog.tsx';
import { nextLevel } from './level-model.ts';
import { type Notice, NoticeAlert } from './notice.tsx';
import { rateRange } from './rates-model.ts';
import { useRebateRates, useSetAnswers, useVipLevels } from './use-vip-rebates.ts';
import styles from './vip-rebates.module.css';
import { WindowForm } from './window-form.tsx';

type Editing = { level: VipLevel; isNew: boolean } | null;

/**
 * The merchant's VIP levels: the window they are counted over, each level's thresholds and benefits, and
 * for administrators a level's form, a new level above the top, and the top level's removal.
 */
export function LevelsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('vip');
  const levels = useVipLevels(merchant);
  const rates = useRebateRates(merchant);
  const answers = useSetAnswers(merchant);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<VipLevel | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = levels.data?.levels ?? [];
  const top = list.at(-1);
  const remove = useMutation({
    mutationFn: (level: number) => opsApi.vipRebates.deleteLevel(merchant, level),
    onSuccess: (answer, level) => {
      answers.levels(answer);
      setNotice({ tone: 'success', text: t('levels.removed', { level }) });
    },
    onError: (error) => setNotice({ tone: 'danger', text: errorText(error, t) }),
    onSettled: () => setRemoving(null),
  });

  const nameOf = (l: VipLevel) => l.names[i18n.language] ?? l.names.en ?? '';
  const ratesOf = (level: number): RebateRate[] =>
    rates.data?.levels.find((l) => l.level === level)?.rates ??
    rates.data?.levels.find((l) => l.level === 0)?.rates ??
    [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the names and rates are read at render, each re-read when these change
  const columns = useMemo<Column<VipLevel>[]>(
    () => [
      {
        id: 'level',
        header: t('levels.col.level'),
        value: (l) => l.level,
        cell: (l) => (
          <span className={pageStyles.stack} data-level={l.level}>
            <strong>
              {l.level} · {nameOf(l)}
            </strong>
          </span>
        ),
      },
      {
        id: 'minDeposit',
        header: t('levels.col.minDeposit'),
        value: (l) => l.minDeposit,
        cell: (l) => formatMoney(l.minDeposit),
        align: 'end',
      },
      {
        id: 'minValidBet',
        header: t('levels.col.minValidBet'),
        value: (l) => l.minValidBet,
        cell: (l) => formatMoney(l.minValidBet),
        align: 'end',
      },
      {
        id: 'rebate',
        header: t('levels.col.rebate'),
        value: (l) => rateRange(ratesOf(l.level)),
        align: 'end',
      },
      {
        id: 'withdrawals',
        header: t('levels.col.withdrawals'),
        value: (l) => withdrawalsText(l, t),
      },
      {
        id: 'levelUpBonus',
        header: t('levels.col.levelUpBonus'),
        value: (l) => l.levelUpBonus,
        cell: (l) => formatMoney(l.levelUpBonus),
        align: 'end',
      },
      {
        id: 'monthlyBonus',
        header: t('levels.col.monthlyBonus'),
        value: (l) => l.monthlyBonus,
        cell: (l) => formatMoney(l.monthlyBonus),
        align: 'end',
      },
      {
        id: 'turnover',
        header: t('levels.col.turnover'),
        value: (l) => l.turnoverMultiplier,
        cell: (l) => `${l.turnoverMultiplier}×`,
        align: 'end',
        hidden: true,
      },
      ...actionsColumn(canEdit, t('levels.col.actions'), (l: VipLevel) => (
        <div className={pageStyles.rowActions}>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing({ level: l, isNew: false })}
            data-testid={`bo-vip-level-edit-${l.level}`}
          >
            {t('levels.edit')}
          </Button>
          {l.level === top?.level && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setRemoving(l)}
              data-testid={`bo-vip-level-remove-${l.level}`}
            >
              {t('levels.remove')}
            </Button>
          )}
        </div>
      )),
    ],
    [t, canEdit, top?.level, rates.data, i18n.language],
  );

  return (
    <div className={pageStyles.stack}>
      {levels.error && <FormAlert testId="bo-vip-levels-error">{errorText(levels.error, t)}</FormAlert>}
      {levels.data && (
        <WindowForm
          key={`${merchant}:${levels.data.windowDays}`}
          merchant={merchant}
          windowDays={levels.data.windowDays}
          canEdit={canEdit}
        />
      )}
      <div className={styles.panelHead}>
        <h2 className={pageStyles.subhead}>{t('levels.title')}</h2>
        {canEdit && levels.data && (
          <Button
            size="sm"
            onClick={() => setEditing({ level: nextLevel(list), isNew: true })}
            data-testid="bo-vip-level-add"
          >
            {t('levels.add')}
          </Button>
        )}
      </div>
      <p className={pageStyles.muted}>{t('levels.lead')}</p>
      <NoticeAlert notice={notice} onDismiss={() => setNotice(null)} testId="bo-vip-levels-notice" />
      <DataTable
        rows={list}
        columns={columns}
        rowId={(l) => String(l.level)}
        loading={levels.isFetching}
        testId="bo-vip-levels"
        empty={t('levels.none')}
        exportRows={async () => list}
        exportName={`vip-levels-${merchant}`}
      />
      {editing && levels.data && (
        <LevelDialog
          key={editing.level.level}
          merchant={merchant}
          level={editing.level}
          isNew={editing.isNew}
          windowDays={levels.data.windowDays}
          onClose={() => setEditing(null)}
          onSaved={(answer) => {
            answers.levels(answer);
            setNotice({ tone: 'success', text: t('levels.saved', { level: editing.level.level }) });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('levels.removeTitle', { level: removing?.level, name: removing ? nameOf(removing) : '' })}
        body={t('levels.removeBody')}
        confirm={remove.isPending ? t('levels.removing') : t('levels.remove')}
        confirmDisabled={remove.isPending}
        testId="bo-vip-level-remove"
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.level)}
      />
    </div>
  );
}

/** A level's daily withdrawals: its count, its amount, both, or the merchant's own rule. */
export function withdrawalsText(
  l: Pick<VipLevel, 'withdrawDailyCount' | 'withdrawDailyLimit'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const { withdrawDailyCount: count, withdrawDailyLimit: limit } = l;
  if (count !== null && limit !== null)
    return t('levels.withdrawalsBoth', { count, amount: formatMoney(limit) });
  if (count !== null) return t('levels.withdrawalsCount', { count });
  if (limit !== null) return t('levels.withdrawalsAmount', { amount: formatMoney(limit) });
  return t('levels.withdrawalsOwn');
}
