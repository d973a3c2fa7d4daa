import { MESSAGE_KINDS, type MessageKind } from '@portal/contracts/messages';
import type { InboxMessage } from '@portal/contracts/messages.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useInbox, useMemberNotices, useMessageMark } from '../api/messages-api.ts';
import { FeedbackDialog } from '../components/feedback-dialog.tsx';
import styles from './message-centre-page.module.css';

const KIND_ICONS: Record<MessageKind, IconName> = {
  system: 'megaphone',
  personal: 'user',
  promotion: 'gift',
};
const VIEWS = ['inbox', 'notices'] as const;
type View = (typeof VIEWS)[number];

function MessageRow({ message, onOpen, open }: { message: InboxMessage; onOpen: () => void; open: boolean }) {
  const { t } = useTranslation('messages');
  const remove = useMessageMark('delete');
  return (
    <li
      className={`${styles.row} ${message.read ? '' : styles.unread}`}
      data-testid={`message-${message.id}`}
    >
      <button
        type="button"
        className={styles.rowHead}
        aria-expanded={open}
        onClick={onOpen}
        data-testid="message-open"
        data-read={message.read}
      >
        <span className={styles.kindIcon} data-kind={message.kind} aria-hidden="true">
          <Icon name={KIND_ICONS[message.kind]} size={18} />
        </span>
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{message.title}</span>
          <span className={styles.rowMeta}>
            {t(`kind.${message.kind}`)} · {formatDateTime(message.sentAt)}
          </span>
        </span>
        {message.read ? null : (
          <>
            <span className={styles.dot} aria-hidden="true" />
            <span className="visually-hidden">{t('unread')}</span>
          </>
        )}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
      </button>
      {open ? (
        <div className={styles.body} data-testid="message-body">
          <p className={styles.content}>{message.content}</p>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ ids: [message.id] })}
            data-testid="message-delete"
          >
            <Icon name="close" size={14} /> {t('delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function InboxView() {
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useInbox(page, kind);
  const read = useMessageMark('read');
  const errorText = useApiErrorText(featureErrorNamespaces('messages'));

  const open = (message: InboxMessage) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (!message.read) read.mutate({ ids: [message.id] });
  };

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <FilterChips
          label={t('kindFilter')}
          options={MESSAGE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          value={kind}
          allLabel={t('all')}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
          testId="message-kinds"
        />
        <Button
          size="sm"
          variant="ghost"
          disabled={!inbox.data?.unread || read.isPending}
          onClick={() => read.mutate({ all: true })}
          data-testid="message-read-all"
        >
          {t('readAll')}
        </Button>
      </div>
      {read.error ? <FormAlert>{errorText(read.error)}</FormAlert> : null}
      {inbox.isPending ? (
        <div className={centre.loading}>
          <Skeleton height={64} radius={12} />
          <Skeleton height={64} radius={12} />
        </div>
      ) : inbox.isError ? (
        <LoadFailed
          errorNamespaces={featureErrorNamespaces('messages')}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
          testId="inbox-failed"
        />
      ) : inbox.data.content.length === 0 ? (
        <EmptyState icon="envelope" title={t('emptyTitle')} hint={t('emptyHint')} testId="inbox-empty" />
      ) : (
        <>
          <ul className={styles.list} data-testid="inbox-list">
            {inbox.data.content.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                open={openId === message.id}
                onOpen={() => open(message)}
              />
            ))}
          </ul>
          {inbox.data.totalPages > 1 ? (
            <Pager page={page} totalPages={inbox.data.totalPages} onPage={setPage} testId="inbox-pager" />
          ) : null}
        </>
      )}
    </div>
  );
}

function NoticesView() {
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const notices = useMemberNotices(page, true);
  if (notices.isPending) return <Skeleton height={64} radius={12} />;
  if (notices.isError)
    return (
      <LoadFailed error={notices.error} onRetry={() => void notices.refetch()} testId="notices-failed" />
    );
  if (notices.data.content.length === 0)
    return <EmptyState icon="megaphone" title={t('noNotices')} testId="notices-empty" />;
  return (
    <div className={styles.view}>
      <ul className={styles.list} data-testid="notice-list">
        {notices.data.content.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <p className={styles.rowTitle}>{notice.title}</p>
            <p className={styles.rowMeta}>{notice.startDateStr}</p>
            <SafeHtml html={notice.content} className={richText.richText} />
          </li>
        ))}
      </ul>
      {notices.data.totalPages > 1 ? (
        <Pager page={page} totalPages={notices.data.totalPages} onPage={setPage} testId="notice-pager" />
      ) : null}
    </div>
  );
}

/**
 * The message centre (messageV2, issue 20): the inbox (system, personal and promotion messages; opening
 * one reads it, each can be deleted), the member notices, and feedback (FEEDBACK3) whose answer arrives
 * here as a message.
 */
export function MessageCentrePage() {
  const { t } = useTranslation('messages');
  const tree = useSystemStatus().data?.info.whitelabelVal;
  const feedbackOn = tree ? isModuleEnabled(tree, 'FEEDBACK3') : false;
  const [view, setView] = useState<View>('inbox');
  const [feedback, setFeedback] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="message-centre-page">
      <div className={styles.head}>
        <div className={styles.tabs} role="tablist" aria-label={t('views')}>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className={view === v ? `${styles.tab} ${styles.tabOn}` : styles.tab}
              onClick={() => setView(v)}
              data-testid={`message-view-${v}`}
            >
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
        {feedbackOn ? (
          <Button size="sm" variant="outline" onClick={() => setFeedback(true)} data-testid="feedback-open">
            <Icon name="envelope" size={16} /> {t('feedback.open')}
          </Button>
        ) : null}
      </div>
      {sent ? (
        <FormAlert
          tone="success"
          testId="feedback-sent"
          onDismiss={() => setSent(false)}
          dismissLabel={t('close')}
        >
          {t('feedback.sent')}
        </FormAlert>
      ) : null}
      {view === 'inbox' ? <InboxView /> : <NoticesView />}
      {feedback ? (
        <FeedbackDialog
          onClose={() => setFeedback(false)}
          onSent={() => {
            setFeedback(false);
            setSent(true);
          }}
        />
      ) : null}
    </div>
  );
}
