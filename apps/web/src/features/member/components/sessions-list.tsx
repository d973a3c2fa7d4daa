import type { SessionEntry } from '@portal/contracts/auth';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useRevokeSession, useSessions } from '../api/sessions.ts';
import { summariseUserAgent } from '../lib/device-summary.ts';
import styles from './sessions-list.module.css';

function byRecency(a: SessionEntry, b: SessionEntry): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastSeenAt.localeCompare(a.lastSeenAt);
}

/** The devices signed in to the account; every one but this device can be signed out. */
export function SessionsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const sessions = useSessions(memberId);
  const revoke = useRevokeSession(memberId);

  if (sessions.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <Skeleton height={64} radius={14} />
        <Skeleton height={64} radius={14} />
      </div>
    );
  }
  if (sessions.isError) return <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />;

  const deviceName = (entry: SessionEntry) => {
    const { browser, os } = summariseUserAgent(entry.userAgent);
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };

  return (
    <div className={styles.wrap}>
      <ul className={styles.list} data-testid="sessions-list">
        {[...sessions.data].sort(byRecency).map((entry) => {
          const { mobile } = summariseUserAgent(entry.userAgent);
          const revoking = revoke.isPending && revoke.variables === entry.id;
          return (
            <li
              key={entry.id}
              className={`${styles.item} ${entry.current ? styles.current : ''}`}
              data-testid={`session-${entry.id}`}
            >
              <span className={styles.device} aria-hidden="true">
                <Icon name={mobile ? 'mobile' : 'desktop'} size={20} />
              </span>
              <div className={styles.text}>
                <p className={styles.name}>
                  {deviceName(entry)}
                  {entry.current ? <span className={styles.here}>{t('sessions.thisDevice')}</span> : null}
                  {entry.remember ? <span className={styles.kept}>{t('sessions.remembered')}</span> : null}
                </p>
                <p className={styles.meta}>
                  <span className={styles.ip}>{entry.ip}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t('sessions.lastSeen', { time: formatDateTime(entry.lastSeenAt) })}</span>
                </p>
              </div>
              {entry.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending}
                  data-testid={`revoke-session-${entry.id}`}
                  onClick={() => revoke.mutate(entry.id)}
                >
                  {revoking ? t('sessions.revoking') : t('sessions.revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {revoke.error ? (
        <p role="alert" className={styles.error}>
          {errorText(revoke.error)}
        </p>
      ) : null}
    </div>
  );
}
