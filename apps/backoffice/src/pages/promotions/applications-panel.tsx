import { ENTRY_STATUSES } from '@portal/contracts/promotions';
import type { OpsApplication } from '@portal/contracts/promotions.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsPromotionsApi } from '../../api/ops-promotions.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import { REASON, ReasonDialog } from '../../shell/reason-dialog.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { OperatorImage } from '../proof-image.tsx';
import { usePromotions } from './promotion-list.tsx';
import styles from './promotions.module.css';
import { refusalText } from './refusal-text.ts';

/** The states an application is filed under (a join or a sign-up's qualifying step is not one). */
const REVIEW_STATES = ENTRY_STATUSES.filter((s) => s === 'applying' || s === 'issued' || s === 'rejected');

const PILL: Record<string, string> = { applying: 'pending', issued: 'paid', rejected: 'rejected' };

/** A merchant's applications in a state ('' for every state), newest first. */
const useApplications = (merchant: string, status: string) =>
  useQuery({
    queryKey: ['promotion-applications', merchant, status],
    queryFn: () => opsPromotionsApi.applications({ merchant, status: status || undefined }),
    enabled: merchant !== '',
  });

/** The applications waiting for review: the queue's first view, and the count on its tab. */
export const useWaitingApplications = (merchant: string) => useApplications(merchant, 'applying');

/**
 * The review queue of custom promotions: each application with its player, promotion, comment and images
 * (read with the operator's session); finance approves (the promotion's bonus is issued, once) or rejects
 * with the reason the player sees. Waiting applications first; the filter shows the decided ones.
 */
export function ApplicationsPanel({ merchant, canDecide }: { merchant: string; canDecide: boolean }) {
  const { t } = useTranslation('promotions');
  const [status, setStatus] = useState<string>('applying');
  const list = useApplications(merchant, status);
  const promotions = usePromotions(merchant);
  const [approving, setApproving] = useState<OpsApplication | null>(null);
  const [rejecting, setRejecting] = useState<OpsApplication | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: (application: OpsApplication) => opsPromotionsApi.approve(application.id),
    onSuccess: (done) => {
      setApproving(null);
      setNotice(t('review.approved', { username: done.username, id: done.bonusId ?? '' }));
      void list.refetch();
    },
  });
  const promotionOf = (application: OpsApplication | null) =>
    promotions.data?.find((p) => p.id === application?.promotionId);

  const columns = useMemo<Column<OpsApplication>[]>(
    () => [
      { id: 'id', header: t('col.application'), value: (a) => a.id, cell: (a) => `#${a.id}` },
      { id: 'player', header: t('col.player'), value: (a) => a.username },
      { id: 'promotion', header: t('col.promotion'), value: (a) => a.promotionTitle },
      {
        id: 'comment',
        header: t('col.comment'),
        value: (a) => a.comment,
        cell: (a) => <span className={styles.comment}>{a.comment ?? '—'}</span>,
      },
      {
        id: 'images',
        header: t('col.images'),
        value: (a) => a.imageIds.length,
        display: true,
        cell: (a) =>
          a.imageIds.length ? (
            <span className={styles.thumbs}>
              {a.imageIds.map((imageId, n) => (
                <OperatorImage
                  key={imageId}
                  path={opsPromotionsApi.imagePath(a.id, imageId)}
                  alt={t('review.image', { n: n + 1, username: a.username })}
                  failed={t('review.imageFailed')}
                  testId="bo-application-image"
                />
              ))}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'createdAt',
        header: t('col.applied'),
        value: (a) => a.createdAt,
        cell: (a) => formatDateTime(a.createdAt),
      },
      {
        id: 'status',
        header: t('col.state'),
        value: (a) => t(`entry.${a.status}`),
        cell: (a) => (
          <span data-testid="bo-application-status" data-status={a.status}>
            <StatusPill status={PILL[a.status] ?? a.status} label={t(`entry.${a.status}`)} />
          </span>
        ),
      },
      {
        id: 'outcome',
        header: t('col.outcome'),
        value: (a) => a.reason ?? (a.bonusId ? `#${a.bonusId}` : null),
        cell: (a) =>
          a.status === 'rejected'
            ? a.reason
            : a.bonusId
              ? t('review.bonus', { id: a.bonusId })
              : a.decidedAt
                ? formatDateTime(a.decidedAt)
                : '',
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (a: OpsApplication) =>
                a.status === 'applying' ? (
                  <div className={pageStyles.rowActions}>
                    <Button
                      size="sm"
                      onClick={() => {
                        approve.reset();
                        setApproving(a);
                      }}
                      data-testid="bo-application-approve"
                    >
                      {t('review.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setRejecting(a)}
                      data-testid="bo-application-reject"
                    >
                      {t('review.reject')}
                    </Button>
                  </div>
                ) : null,
            } satisfies Column<OpsApplication>,
          ]
        : []),
    ],
    [t, canDecide, approve.reset],
  );

  const paying = promotionOf(approving);
  return (
    <div className={pageStyles.stack}>
      <p className={styles.about}>{t(canDecide ? 'review.lead' : 'review.readOnly')}</p>
      <FormAlert
        tone="success"
        testId="bo-applications-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      {list.error ? <FormAlert testId="bo-applications-error">{refusalText(list.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowId={(a) => String(a.id)}
        loading={list.isFetching}
        testId="bo-applications"
        exportName={`applications-${merchant}`}
        toolbar={
          <SelectField
            label={t('col.state')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            variant="compact"
            testId="bo-applications-status"
          >
            <option value="">{t('anyState')}</option>
            {REVIEW_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`entry.${s}`)}
              </option>
            ))}
          </SelectField>
        }
        empty={t(status === 'applying' ? 'review.emptyWaiting' : 'review.empty')}
      />
      <ConfirmDialog
        open={approving !== null}
        title={t('review.approveTitle', { username: approving?.username ?? '' })}
        body={
          <div className={pageStyles.stack}>
            <p>
              {paying
                ? t('review.approveBody', {
                    amount: formatMoney(paying.rules.fixedAmount),
                    count: paying.turnoverMultiplier,
                    title: approving?.promotionTitle ?? '',
                  })
                : t('review.approveBodyPlain', { title: approving?.promotionTitle ?? '' })}
            </p>
            {approve.error ? (
              <FormAlert testId="bo-application-approve-error">{refusalText(approve.error, t)}</FormAlert>
            ) : null}
          </div>
        }
        confirm={approve.isPending ? t('review.approving') : t('review.approve')}
        confirmDisabled={approve.isPending}
        onClose={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving)}
        testId="bo-application-approve-confirm"
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('review.rejectTitle', { username: rejecting?.username ?? '' })}
        intro={t('review.rejectBody', { title: rejecting?.promotionTitle ?? '' })}
        texts={{
          reason: t('review.reason'),
          hint: t('review.reasonHint', { min: REASON.min, max: REASON.max }),
          confirm: t('review.reject'),
          sending: t('review.rejecting'),
        }}
        send={async (reason) => {
          if (!rejecting) return;
          const done = await opsPromotionsApi.reject(rejecting.id, reason);
          setRejecting(null);
          setNotice(t('review.rejected', { username: done.username }));
          void list.refetch();
        }}
        refusalOf={(error) => refusalText(error, t)}
        onClose={() => setRejecting(null)}
        testId="bo-application-reject-dialog"
      />
    </div>
  );
}
