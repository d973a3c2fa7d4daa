import type { OperatorAccount } from '@portal/contracts/operators.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import { NewOperatorDialog } from './new-operator-dialog.tsx';

type Action = { operator: OperatorAccount; action: 'disable' | 'enable' | '2fa/reset' };

/** Operator accounts of the administrator's merchants: roles, scopes, status, two-factor, and who may log in. */
export default function OperatorsPage() {
  const { t } = useTranslation('operators');
  const client = useQueryClient();
  const me = useSession((s) => s.operator);
  // operators are a few dozen at most: one page of them
  const list = useList('operators', opsApi.operators, {}, 100);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function act({ operator, action }: Action) {
    setConfirming(null);
    try {
      await opsApi.operatorAction(operator.id, action);
      setMessage({ tone: 'success', text: t(`done.${action}`, { username: operator.username }) });
    } catch (error) {
      setMessage({ tone: 'danger', text: error instanceof ApiError ? error.message : t('bo:error.unknown') });
    }
    await client.invalidateQueries({ queryKey: ['operators'] });
  }

  const columns = useMemo<Column<OperatorAccount>[]>(
    () => [
      { id: 'username', header: t('col.username'), value: (o) => o.username },
      { id: 'role', header: t('col.role'), value: (o) => o.role, cell: (o) => t(`bo:role.${o.role}`) },
      { id: 'merchant', header: t('col.merchant'), value: (o) => o.merchant ?? t('every') },
      {
        id: 'status',
        header: t('col.status'),
        value: (o) => o.status,
        cell: (o) => (
          <StatusPill status={o.status === 'active' ? 'paid' : 'rejected'} label={t(`status.${o.status}`)} />
        ),
      },
      {
        id: 'twoFactor',
        header: t('col.twoFactor'),
        value: (o) => (o.twoFactorEnrolled ? 1 : 0),
        cell: (o) => (o.twoFactorEnrolled ? t('twoFactor.on') : t('twoFactor.off')),
      },
      {
        id: 'lastLogin',
        header: t('col.lastLogin'),
        value: (o) => o.lastLoginAt,
        cell: (o) => (o.lastLoginAt ? formatDateTime(o.lastLoginAt) : t('never')),
      },
      {
        id: 'created',
        header: t('col.created'),
        value: (o) => o.createdAt,
        cell: (o) => formatDateTime(o.createdAt),
        hidden: true,
      },
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (o) =>
          o.id === me?.id ? (
            <span className={pageStyles.muted}>{t('you')}</span>
          ) : (
            <div className={pageStyles.rowActions}>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setConfirming({ operator: o, action: o.status === 'active' ? 'disable' : 'enable' })
                }
                data-testid="bo-operator-status"
              >
                {o.status === 'active' ? t('action.disable') : t('action.enable')}
              </Button>
              {o.twoFactorEnrolled && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirming({ operator: o, action: '2fa/reset' })}
                  data-testid="bo-operator-reset"
                >
                  {t('action.reset')}
                </Button>
              )}
            </div>
          ),
      },
    ],
    [t, me?.id],
  );

  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={t('lead')}>
        <Button onClick={() => setCreating(true)} data-testid="bo-operator-new">
          {t('new.open')}
        </Button>
      </PageHead>
      {message && (
        <FormAlert
          tone={message.tone}
          onDismiss={() => setMessage(null)}
          dismissLabel={t('bo:close')}
          testId="bo-operators-message"
        >
          {message.text}
        </FormAlert>
      )}
      <PagedTable
        list={list}
        columns={columns}
        rowId={(o) => String(o.id)}
        testId="bo-operators"
        empty={t('empty')}
        exportName="operators"
      />
      <NewOperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setMessage({ tone: 'success', text: t('done.created', { username: created.username }) });
          void client.invalidateQueries({ queryKey: ['operators'] });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming
            ? t(`confirm.${confirming.action}.title`, { username: confirming.operator.username })
            : ''
        }
        body={confirming ? t(`confirm.${confirming.action}.body`) : ''}
        confirm={confirming ? t(`confirm.${confirming.action}.ok`) : ''}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void act(confirming)}
      />
    </section>
  );
}
