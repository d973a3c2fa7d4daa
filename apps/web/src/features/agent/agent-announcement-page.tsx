import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent-announcement-page.module.css';
import { useAgentAnnouncements } from './api/agent-announcements.ts';
import { AgentLoadFailed } from './components/agent-load-failed.tsx';

/** The agent centre's agentAnnouncement page: the notices for agents only, newest first, one open at a time. */
export function AgentAnnouncementPage() {
  const { t } = useTranslation('agent');
  const announcements = useAgentAnnouncements();
  const [open, setOpen] = useState<number | null>(null);

  let content: ReactNode;
  if (announcements.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true" data-testid="agent-news-loading">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={64} radius={12} />
        ))}
      </div>
    );
  } else if (announcements.isError) {
    content = (
      <AgentLoadFailed
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
        testId="agent-news-failed"
      />
    );
  } else if (announcements.data.length === 0) {
    content = (
      <EmptyState
        icon="megaphone"
        title={t('news.emptyTitle')}
        hint={t('news.emptyHint')}
        testId="agent-news-empty"
      />
    );
  } else {
    // the first notice reads open until the agent picks another
    const shown = open ?? announcements.data[0]?.id ?? null;
    content = (
      <ul className={styles.list} data-testid="agent-news-list">
        {announcements.data.map((notice) => {
          const expanded = notice.id === shown;
          const bodyId = `agent-news-${notice.id}`;
          return (
            <li key={notice.id} className={styles.item} data-testid="agent-news-item">
              <button
                type="button"
                className={styles.head}
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => setOpen(expanded ? -1 : notice.id)}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon name="megaphone" size={18} />
                </span>
                <span className={styles.titles}>
                  <span className={styles.title} data-testid="agent-news-title">
                    {notice.title}
                  </span>
                  <span className={styles.date}>{formatDateTime(notice.startDateStr)}</span>
                </span>
                <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
              </button>
              {expanded ? (
                <div id={bodyId} className={styles.body} data-testid="agent-news-body">
                  <SafeHtml html={notice.content} className={richText.richText} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={centre.page} data-testid="agent-news-page">
      <Section icon="megaphone" title={t('news.title')} lead={t('news.lead')}>
        {content}
      </Section>
    </div>
  );
}
