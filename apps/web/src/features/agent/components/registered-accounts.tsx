import type { AffiliateLink } from '@portal/contracts/agent';
import { formatDateTime } from '@portal/ui/format.ts';
import { Pager } from '@portal/ui/pager.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisteredAffiliates } from '../api/registered-affiliates.ts';
import { AgentLoadFailed } from './agent-load-failed.tsx';
import styles from './register-center.module.css';

const PAGE_SIZE = 10;

/** Who registered through one link, newest first, ten at a time. */
export function RegisteredAccounts({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation('agent');
  const [pageNum, setPageNum] = useState(1);
  const registered = useRegisteredAffiliates({ linkId: link.id, pageNum, pageSize: PAGE_SIZE });
  if (registered.isPending) return <Skeleton height={80} radius={12} />;
  if (registered.isError) {
    return (
      <AgentLoadFailed
        error={registered.error}
        onRetry={() => void registered.refetch()}
        testId="registered-failed"
      />
    );
  }
  const page = registered.data;
  if (page.content.length === 0) {
    return (
      <p className={styles.registeredEmpty} data-testid="registered-empty">
        {t('links.registeredEmpty')}
      </p>
    );
  }
  return (
    <div className={styles.registeredBox}>
      <ul
        className={styles.registeredList}
        aria-busy={registered.isPlaceholderData}
        data-testid="registered-list"
      >
        {page.content.map((account) => (
          <li key={account.id} className={styles.registeredRow} data-testid="registered-row">
            <span className={styles.registeredName}>{account.username}</span>
            <span className={styles.registeredDate}>{formatDateTime(account.registeredAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page.pageNum} totalPages={page.totalPages} onPage={setPageNum} testId="registered-pager" />
    </div>
  );
}
