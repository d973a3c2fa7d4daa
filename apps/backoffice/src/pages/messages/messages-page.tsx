import {
  MESSAGE_AUDIENCES,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageAudience,
} from '@portal/contracts/messages';
import type { OpsMessage, OpsSendMessageBody } from '@portal/contracts/messages.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsMessagesApi } from '../../api/ops-messages.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import styles from './messages.module.css';

const TABS = ['sent', 'compose'] as const;
type Tab = (typeof TABS)[number];
const PILL: Record<string, string> = { scheduled: 'scheduled', sent: 'paid', cancelled: 'rejected' };

function SentPanel({ merchant, canCancel }: { merchant: string; canCancel: boolean }) {
  const { t } = useTranslation('messages');
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: ['messages', merchant, status],
    queryFn: () => opsMessagesApi.list({ merchant, status: status || undefined, pageNum: 1 }),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => opsMessagesApi.cancel(merchant, id),
    onSuccess: () => void list.refetch(),
  });
  const columns = useMemo<Column<OpsMessage>[]>(
    () => [
      { id: 'id', header: '#', value: (m) => m.id, cell: (m) => `#${m.id}` },
      { id: 'title', header: t('col.title'), value: (m) => m.title.en ?? '' },
      { id: 'kind', header: t('col.kind'), value: (m) => t(`kind.${m.kind}`) },
      {
        id: 'audience',
        header: t('col.audience'),
        value: (m) =>
          m.audience === 'merchant' ? t('audience.merchant') : `${t(`audience.${m.audience}`)}: ${m.target}`,
      },
      {
        id: 'sendAt',
        header: t('col.sendAt'),
        value: (m) => m.sendAt,
        cell: (m) => formatDateTime(m.sendAt),
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (m) => t(`status.${m.status}`),
        cell: (m) => <StatusPill status={PILL[m.status] ?? m.status} label={t(`status.${m.status}`)} />,
      },
      { id: 'recipients', header: t('col.recipients'), value: (m) => m.recipients },
      {
        id: 'reads',
        header: t('col.reads'),
        value: (m) => m.reads,
        cell: (m) => <span data-testid="bo-message-reads">{m.reads}</span>,
      },
      {
        id: 'by',
        header: t('col.by'),
        value: (m) => m.createdBy ?? t(`source.${m.source}`, { defaultValue: m.source }),
      },
      ...(canCancel
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (m: OpsMessage) =>
                m.status === 'scheduled' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => cancel.mutate(m.id)}
                    data-testid="bo-message-cancel"
                  >
                    {t('cancel')}
                  </Button>
                ) : null,
            } satisfies Column<OpsMessage>,
          ]
        : []),
    ],
    [t, canCancel, cancel],
  );
  return (
    <div className={pageStyles.stack}>
      {list.error ? <FormAlert testId="bo-messages-error">{errorText(list.error, t)}</FormAlert> : null}
      {cancel.error ? <FormAlert>{errorText(cancel.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data?.content ?? []}
        columns={columns}
        rowId={(m) => String(m.id)}
        loading={list.isFetching}
        testId="bo-messages"
        exportName={`messages-${merchant}`}
        toolbar={
          <SelectField
            label={t('col.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            variant="compact"
            testId="bo-messages-status"
          >
            <option value="">{t('anyStatus')}</option>
            {MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
        }
        empty={t('empty')}
      />
    </div>
  );
}

type Draft = {
  kind: (typeof MESSAGE_KINDS)[number];
  audience: MessageAudience;
  usernames: string;
  level: string;
  agent: string;
  titleEn: string;
  titleTh: string;
  contentEn: string;
  contentTh: string;
  sendAt: string;
};
const EMPTY: Draft = {
  kind: 'system',
  audience: 'player',
  usernames: '',
  level: '1',
  agent: '',
  titleEn: '',
  titleTh: '',
  contentEn: '',
  contentTh: '',
  sendAt: '',
};

function bodyOf(merchant: string, d: Draft): OpsSendMessageBody {
  const names = d.usernames
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);
  return {
    merchant,
    kind: d.kind,
    audience: d.audience,
    title: { en: d.titleEn.trim(), ...(d.titleTh.trim() ? { th: d.titleTh.trim() } : {}) },
    content: { en: d.contentEn.trim(), ...(d.contentTh.trim() ? { th: d.contentTh.trim() } : {}) },
    ...(d.audience === 'player' || d.audience === 'list' ? { usernames: names } : {}),
    ...(d.audience === 'vip' ? { level: Number(d.level) } : {}),
    ...(d.audience === 'team' ? { agent: d.agent.trim() } : {}),
    ...(d.sendAt ? { sendAt: new Date(d.sendAt).toISOString() } : {}),
  };
}

/** Says what was sent or scheduled: the page shows it above the list the operator is taken back to. */
function sentText(done: { id: number; status: string; sendAt: string; recipients: number }, t: TFunction) {
  return done.status === 'scheduled'
    ? t('scheduled', { id: done.id, at: formatDateTime(done.sendAt) })
    : t('sent', { id: done.id, count: done.recipients });
}

function ComposePanel({ merchant, onSent }: { merchant: string; onSent: (text: string) => void }) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const send = useMutation({
    mutationFn: () => opsMessagesApi.send(bodyOf(merchant, draft)),
    onSuccess: (done) => {
      setDraft(EMPTY);
      onSent(sentText(done, t));
    },
  });
  const ready =
    draft.titleEn.trim() &&
    draft.contentEn.trim() &&
    (draft.audience === 'merchant' ||
      (draft.audience === 'vip' && Number(draft.level) >= 1) ||
      (draft.audience === 'team' && draft.agent.trim()) ||
      ((draft.audience === 'player' || draft.audience === 'list') && draft.usernames.trim()));
  const area = (key: 'contentEn' | 'contentTh', label: string) => (
    <label className={styles.area}>
      <span>{label}</span>
      <textarea
        rows={4}
        maxLength={4000}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`bo-message-${key}`}
      />
    </label>
  );
  return (
    <form
      className={pageStyles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) send.mutate();
      }}
    >
      <fieldset className={styles.group}>
        <legend>{t('audienceTitle')}</legend>
        <SelectField
          label={t('col.audience')}
          value={draft.audience}
          onChange={(e) => set({ audience: e.target.value as MessageAudience })}
          testId="bo-message-audience"
        >
          {MESSAGE_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`audience.${a}`)}
            </option>
          ))}
        </SelectField>
        {draft.audience === 'player' || draft.audience === 'list' ? (
          <TextField
            label={t(draft.audience === 'player' ? 'username' : 'usernames')}
            value={draft.usernames}
            onChange={(e) => set({ usernames: e.target.value })}
            testId="bo-message-usernames"
          />
        ) : null}
        {draft.audience === 'vip' ? (
          <TextField
            label={t('level')}
            inputMode="numeric"
            value={draft.level}
            onChange={(e) => set({ level: e.target.value })}
            testId="bo-message-level"
          />
        ) : null}
        {draft.audience === 'team' ? (
          <TextField
            label={t('agent')}
            value={draft.agent}
            onChange={(e) => set({ agent: e.target.value })}
            testId="bo-message-agent"
          />
        ) : null}
        {draft.audience === 'merchant' ? <p>{t('merchantHint')}</p> : null}
        <SelectField
          label={t('col.kind')}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as Draft['kind'] })}
          testId="bo-message-kind"
        >
          {MESSAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('sendAt')}
          type="datetime-local"
          value={draft.sendAt}
          onChange={(e) => set({ sendAt: e.target.value })}
          hint={t('sendAtHint')}
          testId="bo-message-send-at"
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('textTitle')}</legend>
        <TextField
          label={t('titleEn')}
          value={draft.titleEn}
          maxLength={120}
          onChange={(e) => set({ titleEn: e.target.value })}
          testId="bo-message-title-en"
        />
        <TextField
          label={t('titleTh')}
          value={draft.titleTh}
          maxLength={120}
          onChange={(e) => set({ titleTh: e.target.value })}
          testId="bo-message-title-th"
        />
        {area('contentEn', t('contentEn'))}
        {area('contentTh', t('contentTh'))}
      </fieldset>
      {send.error ? <FormAlert testId="bo-message-error">{errorText(send.error, t)}</FormAlert> : null}
      <Button
        type="submit"
        className={styles.save}
        disabled={!ready || send.isPending}
        data-testid="bo-message-send"
      >
        {t(draft.sendAt ? 'schedule' : 'send')}
      </Button>
    </form>
  );
}

/**
 * Messages of one merchant (issue 20, decision 0040): the sent and scheduled list with each message's
 * recipients and reads, and (administrators) a composer: a player, a list, a VIP level, an agent's team
 * or the whole merchant, now or at a time, in English and Thai.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { params, show } = useAddress();
  const { merchant: code, choices } = useChosenMerchant();
  const asked = params.get('tab') as Tab | null;
  const tabs = isAdmin ? TABS : (['sent'] as const);
  const tab: Tab = asked && (tabs as readonly string[]).includes(asked) ? asked : 'sent';
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={pageStyles.stack} data-testid="bo-messages-page">
      <PageHead title={t('title')} lead={t('lead')}>
        <MerchantPicker
          merchants={choices}
          value={code}
          onChange={(next) => show({ merchant: next })}
          testId="bo-messages-merchant"
        />
      </PageHead>
      <FormAlert
        tone="success"
        testId="bo-message-sent"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      <Tabs
        tabs={tabs}
        current={tab}
        onChange={(next) => show({ tab: next === 'sent' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {code && (
        <>
          <div {...tabPanel('sent', tab)}>
            {tab === 'sent' && <SentPanel key={code} merchant={code} canCancel={isAdmin} />}
          </div>
          {isAdmin ? (
            <div {...tabPanel('compose', tab)}>
              {tab === 'compose' && (
                <ComposePanel
                  key={code}
                  merchant={code}
                  onSent={(text) => {
                    setNotice(text);
                    show({ tab: '' });
                  }}
                />
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
