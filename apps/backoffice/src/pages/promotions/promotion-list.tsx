import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsPromotionsApi, type PromotionChange } from '../../api/ops-promotions.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import {
  audienceText,
  depositText,
  paysText,
  periodParts,
  periodText,
  STATE_PILL,
  termsText,
} from './promotion-text.ts';
import { PromotionView } from './promotion-view.tsx';
import styles from './promotions.module.css';
import { refusalText } from './refusal-text.ts';

/** The changes a promotion's state allows: a paused one resumes, an ended one takes none. */
export function changesOf(state: OpsPromotion['state']): PromotionChange[] {
  if (state === 'ended') return [];
  return state === 'paused' ? ['resume', 'end'] : ['pause', 'end'];
}

export const usePromotions = (merchant: string) =>
  useQuery({
    queryKey: ['promotions', merchant],
    queryFn: () => opsPromotionsApi.list(merchant),
    enabled: merchant !== '',
  });

/**
 * A merchant's promotions in the portal's order with their type, audience, period, what they pay and their
 * state. Administrators edit them and pause, resume or end them after a second look; every role opens a
 * promotion's card as the portal shows it.
 */
export function PromotionList({
  merchant,
  canEdit,
  onEdit,
}: {
  merchant: OpsMerchant;
  canEdit: boolean;
  onEdit: (id: number | 'new') => void;
}) {
  const { t } = useTranslation('promotions');
  const list = usePromotions(merchant.code);
  const [asked, setAsked] = useState<{ promotion: OpsPromotion; verb: PromotionChange } | null>(null);
  const [viewing, setViewing] = useState<OpsPromotion | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ promotion, verb }: { promotion: OpsPromotion; verb: PromotionChange }) =>
      opsPromotionsApi.change(promotion.id, verb),
    onSuccess: (changed, { verb }) => {
      setAsked(null);
      setNotice(t(`change.done.${verb}`, { title: changed.title.en }));
      void list.refetch();
    },
  });

  const columns = useMemo<Column<OpsPromotion>[]>(
    () => [
      {
        id: 'title',
        header: t('col.title'),
        value: (p) => p.title.en,
        cell: (p) => (
          <span className={`${styles.stacked} ${styles.wrap}`}>
            <button
              type="button"
              className={pageStyles.link}
              onClick={() => setViewing(p)}
              data-testid="bo-promotion-open"
            >
              {p.title.en}
            </button>
            <small>{t(`type.${p.type}`)}</small>
          </span>
        ),
      },
      { id: 'type', header: t('col.type'), value: (p) => t(`type.${p.type}`), hidden: true },
      {
        id: 'audience',
        header: t('col.audience'),
        value: (p) => audienceText(p.audience, t),
        cell: (p) => <span className={styles.wrap}>{audienceText(p.audience, t)}</span>,
      },
      {
        id: 'period',
        header: t('col.period'),
        value: (p) => periodText(p, t),
        cell: (p) => {
          const { start, end } = periodParts(p, t);
          return (
            <span className={styles.stacked}>
              <span>{start}</span>
              <small>{end}</small>
            </span>
          );
        },
      },
      {
        id: 'pays',
        header: t('col.pays'),
        value: (p) => termsText(p, t),
        cell: (p) => (
          <span className={styles.stacked}>
            <span>{paysText(p, t)}</span>
            {depositText(p, t) && <small>{depositText(p, t)}</small>}
          </span>
        ),
      },
      {
        id: 'turnover',
        header: t('col.turnover'),
        value: (p) => (p.type === 'rebate' ? null : p.turnoverMultiplier),
        cell: (p) => (p.type === 'rebate' ? '—' : t('turnoverTimes', { count: p.turnoverMultiplier })),
        align: 'end',
      },
      { id: 'sort', header: t('col.sort'), value: (p) => p.sort, align: 'end', hidden: true },
      {
        id: 'state',
        header: t('col.state'),
        value: (p) => t(`state.${p.state}`),
        cell: (p) => (
          <span data-testid="bo-promotion-state" data-state={p.state}>
            <StatusPill status={STATE_PILL[p.state]} label={t(`state.${p.state}`)} />
          </span>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (p: OpsPromotion) => (
                <div className={pageStyles.rowActions}>
                  {p.state !== 'ended' && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onEdit(p.id)}
                      data-testid="bo-promotion-edit"
                    >
                      {t('action.edit')}
                    </Button>
                  )}
                  {changesOf(p.state).map((verb) => (
                    <Button
                      key={verb}
                      size="sm"
                      variant={verb === 'end' ? 'ghost' : 'secondary'}
                      onClick={() => {
                        change.reset();
                        setAsked({ promotion: p, verb });
                      }}
                      data-testid={`bo-promotion-${verb}`}
                    >
                      {t(`action.${verb}`)}
                    </Button>
                  ))}
                </div>
              ),
            } satisfies Column<OpsPromotion>,
          ]
        : []),
    ],
    [t, canEdit, onEdit, change.reset],
  );

  return (
    <div className={pageStyles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.about}>{t(canEdit ? 'list.lead' : 'list.readOnly')}</p>
        {canEdit && (
          <Button onClick={() => onEdit('new')} data-testid="bo-promotion-new">
            {t('action.new')}
          </Button>
        )}
      </div>
      <FormAlert
        tone="success"
        testId="bo-promotions-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      {list.error ? <FormAlert testId="bo-promotions-error">{refusalText(list.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowId={(p) => String(p.id)}
        loading={list.isFetching}
        testId="bo-promotions"
        exportName={`promotions-${merchant.code}`}
        empty={t('list.empty')}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`change.${asked.verb}.title`, { title: asked.promotion.title.en }) : ''}
        body={
          <div className={pageStyles.stack}>
            <p>{asked ? t(`change.${asked.verb}.body`) : ''}</p>
            {change.error ? (
              <FormAlert testId="bo-promotion-change-error">{refusalText(change.error, t)}</FormAlert>
            ) : null}
          </div>
        }
        confirm={asked ? t(`change.${asked.verb}.confirm`) : ''}
        confirmDisabled={change.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => asked && change.mutate(asked)}
        testId="bo-promotion-confirm"
      />
      <PromotionView merchant={merchant} promotion={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
