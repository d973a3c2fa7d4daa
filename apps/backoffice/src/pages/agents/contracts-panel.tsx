import { CONTRACT_KINDS, CONTRACT_STATUSES } from '@portal/contracts/agent-contracts';
import type { AgentContract } from '@portal/contracts/agent-contracts.schema';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import { ContractDetail } from './contract-detail.tsx';
import { STATE_PILL } from './contract-text.ts';
import { TerminateDialog } from './terminate-dialog.tsx';
import { termsSummary } from './terms-model.ts';

/** A merchant's contracts by kind and state, newest first; a contract's number opens its detail. */
export function ContractsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('agents');
  const [filter, setFilter] = useState({ kind: '', status: '' });
  const list = useList('agent-contracts', opsApi.contracts.list, {
    merchant,
    kind: filter.kind || undefined,
    status: filter.status || undefined,
  });
  const [open, setOpen] = useState<AgentContract | null>(null);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<Column<AgentContract>[]>(
    () => [
      {
        id: 'id',
        header: t('col.contract'),
        value: (c) => c.id,
        cell: (c) => (
          <button
            type="button"
            className={pageStyles.link}
            onClick={() => setOpen(c)}
            data-testid={`bo-contract-open-${c.id}`}
          >
            #{c.id}
          </button>
        ),
      },
      { id: 'upline', header: t('col.upline'), value: (c) => c.upline ?? t('house') },
      { id: 'downline', header: t('col.downline'), value: (c) => c.downline },
      { id: 'kind', header: t('col.kind'), value: (c) => t(`kinds.${c.kind}`) },
      {
        id: 'terms',
        header: t('col.terms'),
        value: (c) => termsSummary(c.terms, (p) => t(`period.${p}`)),
      },
      {
        id: 'state',
        header: t('col.state'),
        value: (c) => t(`state.${c.status}`),
        cell: (c) => <StatusPill status={STATE_PILL[c.status]} label={t(`state.${c.status}`)} />,
      },
      {
        id: 'signed',
        header: t('col.signed'),
        value: (c) => c.signedAt,
        cell: (c) => (c.signedAt ? formatDateTime(c.signedAt) : ''),
      },
      {
        id: 'ends',
        header: t('col.ends'),
        value: (c) => c.endsAt,
        cell: (c) => (c.endsAt ? formatDateTime(c.endsAt) : ''),
      },
    ],
    [t],
  );

  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  return (
    <div className={pageStyles.stack}>
      <div className={pageStyles.filters}>
        <SelectField
          label={t('col.kind')}
          value={filter.kind}
          onChange={(e) => set({ kind: e.target.value })}
          variant="compact"
          testId="bo-contracts-kind"
        >
          <option value="">{t('anyKind')}</option>
          {CONTRACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('col.state')}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value })}
          variant="compact"
          testId="bo-contracts-state"
        >
          <option value="">{t('anyState')}</option>
          {CONTRACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`state.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(c) => String(c.id)}
        testId="bo-contracts"
        empty={t('noContracts')}
        exportName={`contracts-${merchant}`}
      />
      <FormAlert
        tone="success"
        testId="bo-contracts-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      <ContractDetail
        merchant={merchant}
        contract={open}
        canEdit={canEdit}
        onClose={() => setOpen(null)}
        onTerminate={(contract) => {
          setOpen(null);
          setEnding(contract);
        }}
      />
      <TerminateDialog
        merchant={merchant}
        contract={ending}
        onClose={() => setEnding(null)}
        onEnded={(ended) => {
          setEnding(null);
          setNotice(t('terminate.done', { id: ended.id }));
          void list.query.refetch();
        }}
      />
    </div>
  );
}
