import type { AuditEntry } from '@portal/contracts/operators.schema';
import { TextField } from '@portal/ui/field.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../api/ops.ts';
import { useList } from '../lib/use-list.ts';
import { PageHead, pageStyles } from '../shell/page.tsx';
import type { Column } from '../table/data-table.tsx';
import { PagedTable } from '../table/paged-table.tsx';

const ACTION = /^[a-z]+(\.[a-z]+)*$/;

/** The audit log: who did what, when, on which merchant and from where, filtered by action, operator or target. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ action: '', operator: '', target: '' });
  const action = filter.action.trim();
  const list = useList('audit', opsApi.audit, {
    action: ACTION.test(action) ? action : undefined,
    operator: filter.operator.trim() || undefined,
    target: filter.target.trim() || undefined,
  });
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('col.when'),
        value: (a) => a.createdAt,
        cell: (a) => formatDateTime(a.createdAt),
      },
      { id: 'operator', header: t('col.operator'), value: (a) => a.operator },
      { id: 'action', header: t('col.action'), value: (a) => a.action },
      { id: 'target', header: t('col.target'), value: (a) => a.target },
      { id: 'merchant', header: t('col.merchant'), value: (a) => a.merchant },
      {
        id: 'detail',
        header: t('col.detail'),
        value: (a) => JSON.stringify(a.detail),
        cell: (a) => <code className={pageStyles.muted}>{JSON.stringify(a.detail)}</code>,
      },
      { id: 'ip', header: t('col.ip'), value: (a) => a.ip },
      { id: 'agent', header: t('col.userAgent'), value: (a) => a.userAgent, hidden: true },
    ],
    [t],
  );
  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('audit.title')} lead={t('audit.lead')} />
      <div className={pageStyles.filters}>
        <TextField
          label={t('col.action')}
          value={filter.action}
          placeholder="deposit.approve"
          onChange={(e) => set({ action: e.target.value })}
          error={action && !ACTION.test(action) ? t('audit.actionFormat') : undefined}
          variant="compact"
          testId="bo-audit-action"
        />
        <TextField
          label={t('col.operator')}
          value={filter.operator}
          onChange={(e) => set({ operator: e.target.value })}
          variant="compact"
        />
        <TextField
          label={t('col.target')}
          value={filter.target}
          placeholder="deposit:12"
          onChange={(e) => set({ target: e.target.value })}
          variant="compact"
        />
      </div>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(a) => String(a.id)}
        testId="bo-audit"
        empty={t('audit.empty')}
        exportName="audit-log"
      />
    </section>
  );
}
