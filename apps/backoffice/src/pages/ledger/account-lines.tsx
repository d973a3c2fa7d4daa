import type { OpsLedgerLine } from '@portal/contracts/operators-ledger.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../api/ops.ts';
import { opsApi } from '../../api/ops.ts';
import { useKeyset } from '../../lib/use-keyset.ts';
import { EXPORT_LIMIT } from '../../lib/use-list.ts';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { KeysetTable } from '../../table/keyset-table.tsx';
import { queryOf } from '../filters.tsx';
import { EntryDialog } from './entry-dialog.tsx';
import styles from './ledger.module.css';
import { amountIn } from './units.ts';

const TYPE = /^[a-z_]+(\.[a-z_]+)*$/;

/** One account's lines, newest first in keyset pages, each opening its whole entry. */
export function AccountLines({ accountId, onBack }: { accountId: number; onBack: () => void }) {
  const { t } = useTranslation('ledger');
  const [filter, setFilter] = useState({ type: '', from: '', to: '' });
  const [entryId, setEntryId] = useState<number | null>(null);
  const type = filter.type.trim();
  const { start, end } = queryOf({ status: '', merchant: '', from: filter.from, to: filter.to });
  const query: ListQuery = { type: TYPE.test(type) ? type : undefined, start, end, limit: 50 };
  const fetchPage = (q: ListQuery) => opsApi.ledgerLines(accountId, q);
  const list = useKeyset(['ledger-lines', accountId], fetchPage, query, 'before');
  const account = list.query.data?.account;

  async function exportRows(): Promise<OpsLedgerLine[]> {
    const rows: OpsLedgerLine[] = [];
    let before: number | undefined;
    while (rows.length < EXPORT_LIMIT) {
      const page = await fetchPage({ ...query, limit: 200, before });
      rows.push(...page.items);
      if (page.next === null) break;
      before = page.next;
    }
    return rows.slice(0, EXPORT_LIMIT);
  }

  const columns = useMemo<Column<OpsLedgerLine>[]>(
    () => [
      {
        id: 'entry',
        header: t('line.entry'),
        value: (l) => l.entryId,
        cell: (l) => (
          <button type="button" className={styles.entryLink} onClick={() => setEntryId(l.entryId)}>
            #{l.entryId}
          </button>
        ),
      },
      { id: 'type', header: t('line.type'), value: (l) => l.type },
      {
        id: 'amount',
        header: t('line.amount'),
        value: (l) => l.amount,
        cell: (l) => (
          <span className={l.amount < 0 ? styles.debit : styles.credit}>
            {l.amount > 0 ? '+' : ''}
            {amountIn(account, l.amount)}
          </span>
        ),
        align: 'end',
      },
      {
        id: 'balanceAfter',
        header: t('line.balanceAfter'),
        value: (l) => l.balanceAfter,
        cell: (l) => (l.balanceAfter === null ? '' : amountIn(account, l.balanceAfter)),
        align: 'end',
      },
      { id: 'reference', header: t('line.reference'), value: (l) => l.reference },
      { id: 'source', header: t('line.source'), value: (l) => l.source, hidden: true },
      {
        id: 'created',
        header: t('line.created'),
        value: (l) => l.createdAt,
        cell: (l) => formatDateTime(l.createdAt),
      },
    ],
    [t, account],
  );

  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  const title = account
    ? account.owner
      ? `${account.owner} · ${account.code}`
      : account.code
    : t('account.loading');
  return (
    <section className={pageStyles.stack}>
      <PageHead
        title={title}
        lead={
          account
            ? t('account.summary', {
                merchant: account.merchant,
                kind: t(`kind.${account.kind}`),
                id: account.id,
              })
            : undefined
        }
      >
        <Button variant="ghost" onClick={onBack}>
          {t('back')}
        </Button>
      </PageHead>
      {account && (
        <div className={styles.balance} data-testid="bo-ledger-balance">
          <span>{t('account.balance')}</span>
          <strong>{account.balance === null ? '' : amountIn(account, account.balance)}</strong>
        </div>
      )}
      <div className={pageStyles.filters}>
        <TextField
          label={t('line.type')}
          value={filter.type}
          placeholder="deposit"
          onChange={(e) => set({ type: e.target.value })}
          error={type && !TYPE.test(type) ? t('filter.typeFormat') : undefined}
          variant="compact"
        />
        <TextField
          label={t('filter.from')}
          type="date"
          value={filter.from}
          onChange={(e) => set({ from: e.target.value })}
          variant="compact"
        />
        <TextField
          label={t('filter.to')}
          type="date"
          value={filter.to}
          onChange={(e) => set({ to: e.target.value })}
          variant="compact"
        />
      </div>
      <KeysetTable
        list={list}
        columns={columns}
        rowId={(l) => String(l.entryId)}
        testId="bo-ledger-lines"
        empty={t('line.empty')}
        exportRows={exportRows}
        exportName={`ledger-${accountId}`}
      />
      <EntryDialog entryId={entryId} onClose={() => setEntryId(null)} />
    </section>
  );
}
