import type { OpsLedgerAccount } from '@portal/contracts/operators-ledger.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useKeyset } from '../../lib/use-keyset.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { KeysetTable } from '../../table/keyset-table.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';
import { amountIn } from './units.ts';

const KINDS = ['wallet', 'vendor', 'house', 'points'] as const;

/** Ledger accounts by merchant, kind or member, in keyset pages; an account opens its lines. */
export function AccountSearch({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('ledger');
  const operator = useSession((s) => s.operator);
  const [filter, setFilter] = useState({ merchant: operator?.merchant ?? '', kind: '', username: '' });
  const merchant = filter.merchant.trim() || undefined;
  const username = filter.username.trim();
  const query = {
    merchant,
    kind: filter.kind || undefined,
    username: username && merchant ? username : undefined,
    limit: 25,
  };
  const list = useKeyset(['ledger-accounts'], opsApi.ledgerAccounts, query, 'after');
  const columns = useMemo<Column<OpsLedgerAccount>[]>(
    () => [
      { id: 'id', header: t('account.id'), value: (a) => a.id },
      { id: 'merchant', header: t('account.merchant'), value: (a) => a.merchant },
      { id: 'kind', header: t('account.kind'), value: (a) => a.kind, cell: (a) => t(`kind.${a.kind}`) },
      { id: 'owner', header: t('account.owner'), value: (a) => a.owner },
      { id: 'code', header: t('account.code'), value: (a) => a.code },
      {
        id: 'balance',
        header: t('account.balance'),
        value: (a) => a.balance,
        cell: (a) => (a.balance === null ? t('account.onItsPage') : amountIn(a, a.balance)),
        align: 'end',
      },
      {
        id: 'open',
        header: '',
        display: true,
        value: () => null,
        cell: (a) => (
          <Button size="sm" variant="outline" onClick={() => onOpen(a.id)} data-testid="bo-ledger-open">
            {t('account.open')}
          </Button>
        ),
      },
    ],
    [t, onOpen],
  );
  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={t('lead')} />
      {reaches(operator?.role, 'finance') && <ReconciliationPanel merchant={merchant} />}
      <div className={pageStyles.filters}>
        {operator?.merchant === null && (
          <TextField
            label={t('account.merchant')}
            value={filter.merchant}
            placeholder={t('filter.everyMerchant')}
            onChange={(e) => set({ merchant: e.target.value })}
            variant="compact"
            testId="bo-ledger-merchant"
          />
        )}
        <SelectField
          label={t('account.kind')}
          value={filter.kind}
          onChange={(e) => set({ kind: e.target.value })}
          variant="compact"
        >
          <option value="">{t('filter.anyKind')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('filter.member')}
          value={filter.username}
          onChange={(e) => set({ username: e.target.value })}
          hint={username && !merchant ? t('filter.memberNeedsMerchant') : undefined}
          variant="compact"
          testId="bo-ledger-username"
        />
      </div>
      <KeysetTable
        list={list}
        columns={columns}
        rowId={(a) => String(a.id)}
        testId="bo-ledger-accounts"
        empty={t('account.empty')}
      />
    </section>
  );
}
