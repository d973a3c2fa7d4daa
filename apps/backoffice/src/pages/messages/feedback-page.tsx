import { FEEDBACK_STATUSES } from '@portal/contracts/messages';
import type { OpsFeedback } from '@portal/contracts/messages.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsMessagesApi } from '../../api/ops-messages.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { ReasonDialog } from '../../shell/reason-dialog.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { OperatorImage } from '../proof-image.tsx';
import styles from './messages.module.css';

/**
 * Players' feedback of one merchant (issue 20, decision 0040): the queue with each text and its images;
 * finance answers once, and the answer arrives as a message in the player's inbox.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('messages');
  const operator = useSession((s) => s.operator);
  const canAnswer = reaches(operator?.role, 'finance');
  const { show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const [status, setStatus] = useState('open');
  const [answering, setAnswering] = useState<OpsFeedback | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['feedback', merchant, status],
    queryFn: () => opsMessagesApi.feedback({ merchant, status: status || undefined, pageNum: 1 }),
    enabled: Boolean(merchant),
  });
  const columns = useMemo<Column<OpsFeedback>[]>(
    () => [
      { id: 'id', header: '#', value: (f) => f.id, cell: (f) => `#${f.id}` },
      { id: 'player', header: t('col.player'), value: (f) => f.username },
      { id: 'category', header: t('col.category'), value: (f) => t(`category.${f.category}`) },
      {
        id: 'content',
        header: t('col.text'),
        value: (f) => f.content,
        cell: (f) => <span className={styles.feedbackText}>{f.content}</span>,
      },
      {
        id: 'images',
        header: t('col.images'),
        value: (f) => f.imageIds.length,
        display: true,
        cell: (f) =>
          f.imageIds.length ? (
            <span className={styles.images}>
              {f.imageIds.map((imageId) => (
                <OperatorImage
                  key={imageId}
                  path={opsMessagesApi.imageUrl(merchant, f.id, imageId)}
                  alt={t('image', { n: imageId })}
                  failed={t('imageFailed')}
                />
              ))}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'createdAt',
        header: t('col.created'),
        value: (f) => f.createdAt,
        cell: (f) => formatDateTime(f.createdAt),
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (f) => t(`feedbackStatus.${f.status}`),
        cell: (f) => (
          <span data-testid="bo-feedback-status" data-status={f.status}>
            <StatusPill
              status={f.status === 'open' ? 'pending' : 'paid'}
              label={t(`feedbackStatus.${f.status}`)}
            />
          </span>
        ),
      },
      { id: 'answer', header: t('col.answer'), value: (f) => f.answer ?? null },
      ...(canAnswer
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (f: OpsFeedback) =>
                f.status === 'open' ? (
                  <Button size="sm" onClick={() => setAnswering(f)} data-testid="bo-feedback-answer">
                    {t('answer')}
                  </Button>
                ) : null,
            } satisfies Column<OpsFeedback>,
          ]
        : []),
    ],
    [t, canAnswer, merchant],
  );
  return (
    <section className={pageStyles.stack} data-testid="bo-feedback-page">
      <PageHead title={t('feedbackTitle')} lead={t('feedbackLead')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(next) => show({ merchant: next })}
          testId="bo-feedback-merchant"
        />
      </PageHead>
      <FormAlert
        tone="success"
        testId="bo-feedback-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      {list.error ? <FormAlert testId="bo-feedback-error">{errorText(list.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data?.content ?? []}
        columns={columns}
        rowId={(f) => String(f.id)}
        loading={list.isFetching}
        testId="bo-feedback"
        exportName={`feedback-${merchant}`}
        toolbar={
          <SelectField
            label={t('col.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            variant="compact"
            testId="bo-feedback-filter"
          >
            <option value="">{t('anyStatus')}</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`feedbackStatus.${s}`)}
              </option>
            ))}
          </SelectField>
        }
        empty={t(status === 'open' ? 'noOpenFeedback' : 'noFeedback')}
      />
      <ReasonDialog
        open={answering !== null}
        title={t('answerTitle', { username: answering?.username ?? '' })}
        intro={answering?.content ?? ''}
        texts={{
          reason: t('answerLabel'),
          hint: t('answerHint'),
          confirm: t('answer'),
          sending: t('sending'),
        }}
        send={async (text) => {
          if (!answering) return;
          const done = await opsMessagesApi.answer(merchant, answering.id, text);
          setAnswering(null);
          setNotice(t('answered', { id: done.id, username: done.username }));
          void list.refetch();
        }}
        refusalOf={(error) => errorText(error, t)}
        onClose={() => setAnswering(null)}
        testId="bo-feedback-dialog"
      />
    </section>
  );
}
