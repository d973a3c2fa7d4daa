import type { OpsEnvelopeCampaign, OpsEnvelopeDrop } from '@portal/contracts/red-envelopes.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { CampaignDialog } from './campaign-dialog.tsx';
import styles from './envelopes.module.css';

type Notice = { tone: 'success' | 'danger'; text: string } | null;
const keys = {
  list: (merchant: string) => ['envelopes', merchant] as const,
  drops: (merchant: string, id: number) => ['envelopes', merchant, 'drops', id] as const,
};

/** How much of the budget is used, as a bar and figures. */
function BudgetCell({ c }: { c: OpsEnvelopeCampaign }) {
  const share = c.totalBudget > 0 ? Math.min(1, c.used / c.totalBudget) : 0;
  return (
    <span className={styles.budget}>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      {formatMinor(c.used)} / {formatMinor(c.totalBudget)}
    </span>
  );
}

function Drops({ merchant, campaign }: { merchant: string; campaign: OpsEnvelopeCampaign }) {
  const { t } = useTranslation('envelopes');
  const drops = useQuery({
    queryKey: keys.drops(merchant, campaign.id),
    queryFn: () => opsApi.envelopes.drops(merchant, campaign.id),
  });
  const columns = useMemo<Column<OpsEnvelopeDrop>[]>(
    () => [
      { id: 'index', header: t('drop.index'), value: (d) => d.index + 1, align: 'end' },
      { id: 'opensAt', header: t('drop.opensAt'), value: (d) => formatDateTime(d.opensAt) },
      { id: 'closesAt', header: t('drop.closesAt'), value: (d) => formatDateTime(d.closesAt) },
      {
        id: 'budget',
        header: t('drop.budget'),
        value: (d) => d.budget,
        cell: (d) => formatMinor(d.budget),
        align: 'end',
      },
      {
        id: 'used',
        header: t('drop.used'),
        value: (d) => d.budget - d.remaining,
        cell: (d) => formatMinor(d.budget - d.remaining),
        align: 'end',
      },
      { id: 'opens', header: t('drop.opens'), value: (d) => d.opens, align: 'end' },
    ],
    [t],
  );
  return (
    <div className={pageStyles.stack}>
      <h2 className={pageStyles.subhead}>{t('drops', { name: campaign.names.en })}</h2>
      {drops.error && <FormAlert>{errorText(drops.error, t)}</FormAlert>}
      <DataTable
        rows={drops.data ?? []}
        columns={columns}
        rowId={(d) => String(d.index)}
        loading={drops.isFetching}
        testId="bo-envelope-drops"
        empty={t('noDrops')}
      />
    </div>
  );
}

/**
 * Red envelope campaigns of one merchant (issue 19, decision 0039): each campaign's window, drops, budget
 * used against its total, and envelopes opened; a campaign's drops with their own budgets and opens.
 * Administrators create and change campaigns and pause, resume or end them; other roles read.
 */
export default function EnvelopesPage() {
  const { t } = useTranslation('envelopes');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: keys.list(merchant),
    queryFn: () => opsApi.envelopes.list(merchant),
    enabled: merchant !== '',
  });
  const [editing, setEditing] = useState<OpsEnvelopeCampaign | 'new' | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [ending, setEnding] = useState<OpsEnvelopeCampaign | null>(null);
  const put = (saved: OpsEnvelopeCampaign) =>
    client.setQueryData<OpsEnvelopeCampaign[]>(keys.list(merchant), (old = []) =>
      old.some((c) => c.id === saved.id) ? old.map((c) => (c.id === saved.id ? saved : c)) : [saved, ...old],
    );
  const status = useMutation({
    mutationFn: (v: { id: number; status: OpsEnvelopeCampaign['status'] }) =>
      opsApi.envelopes.status(merchant, v.id, v.status),
    onSuccess: (saved) => {
      put(saved);
      setNotice({ tone: 'success', text: t(`now.${saved.status}`, { name: saved.names.en }) });
    },
    onError: (error) => setNotice({ tone: 'danger', text: errorText(error, t) }),
  });
  const rows = list.data ?? [];
  const selected = rows.find((c) => c.id === shown) ?? null;

  const columns = useMemo<Column<OpsEnvelopeCampaign>[]>(
    () => [
      {
        id: 'name',
        header: t('col.name'),
        value: (c) => c.names.en,
        cell: (c) => <strong>{c.names.en}</strong>,
      },
      { id: 'status', header: t('col.status'), value: (c) => t(`status.${c.status}`) },
      {
        id: 'window',
        header: t('col.window'),
        value: (c) => `${formatDateTime(c.startsAt)} – ${formatDateTime(c.endsAt)}`,
      },
      {
        id: 'drops',
        header: t('col.drops'),
        value: (c) => t('every', { every: c.everyMinutes, open: c.openMinutes }),
      },
      {
        id: 'dropBudget',
        header: t('col.dropBudget'),
        value: (c) => c.dropBudget,
        cell: (c) => formatMinor(c.dropBudget),
        align: 'end',
      },
      { id: 'used', header: t('col.used'), value: (c) => c.used, cell: (c) => <BudgetCell c={c} /> },
      { id: 'opens', header: t('col.opens'), value: (c) => c.opens, align: 'end' },
      {
        id: 'actions',
        header: t('col.actions'),
        value: () => null,
        display: true,
        cell: (c) => (
          <span className={pageStyles.rowActions}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setShown(c.id)}
              data-testid={`bo-envelope-drops-${c.id}`}
            >
              {t('showDrops')}
            </Button>
            {isAdmin && c.status !== 'ended' && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(c)}
                  data-testid={`bo-envelope-edit-${c.id}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={status.isPending}
                  onClick={() =>
                    status.mutate({ id: c.id, status: c.status === 'active' ? 'paused' : 'active' })
                  }
                  data-testid={`bo-envelope-toggle-${c.id}`}
                >
                  {c.status === 'active' ? t('pause') : t('resume')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={status.isPending}
                  onClick={() => setEnding(c)}
                  data-testid={`bo-envelope-end-${c.id}`}
                >
                  {t('end')}
                </Button>
              </>
            )}
          </span>
        ),
      },
    ],
    [t, isAdmin, status.isPending, status.mutate],
  );

  return (
    <section className={pageStyles.stack} data-testid="bo-envelopes">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => {
            setShown(null);
            show({ merchant: code });
          }}
          testId="bo-envelopes-merchant"
        />
      </PageHead>
      {list.error && <FormAlert>{errorText(list.error, t)}</FormAlert>}
      <div className={styles.panelHead}>
        <h2 className={pageStyles.subhead}>{t('campaigns')}</h2>
        {isAdmin && merchant !== '' && (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="bo-envelope-add">
            {t('add')}
          </Button>
        )}
      </div>
      <FormAlert
        tone={notice?.tone ?? 'success'}
        testId="bo-envelopes-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice?.text}
      </FormAlert>
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(c) => String(c.id)}
        loading={list.isFetching}
        testId="bo-envelope-campaigns"
        empty={t('none')}
        exportRows={async () => rows}
        exportName={`red-envelopes-${merchant}`}
      />
      {selected && <Drops key={selected.id} merchant={merchant} campaign={selected} />}
      <ConfirmDialog
        open={ending !== null}
        title={t('end')}
        body={t('endConfirm', { name: ending?.names.en ?? '' })}
        confirm={t('end')}
        testId="bo-envelope-end-confirm"
        onClose={() => setEnding(null)}
        onConfirm={() => {
          if (ending) status.mutate({ id: ending.id, status: 'ended' });
          setEnding(null);
        }}
      />
      {editing && (
        <CampaignDialog
          merchant={merchant}
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, isNew) => {
            put(saved);
            setEditing(null);
            setNotice({ tone: 'success', text: t(isNew ? 'created' : 'saved', { name: saved.names.en }) });
          }}
        />
      )}
    </section>
  );
}
