import { EXCHANGE_STATUSES, POINT_CATEGORIES } from '@portal/contracts/points';
import type { OpsMallItem, OpsPointExchange, OpsPointSettings } from '@portal/contracts/points.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsPointsApi } from '../../api/ops-points.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { ReasonDialog } from '../../shell/reason-dialog.tsx';
import { Switch } from '../../shell/switch.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import styles from './points.module.css';

const TABS = ['exchanges', 'items', 'settings', 'player'] as const;
type Tab = (typeof TABS)[number];
const PILL: Record<string, string> = { pending: 'pending', approved: 'paid', rejected: 'rejected' };

function ExchangesPanel({ merchant, canDecide }: { merchant: string; canDecide: boolean }) {
  const { t } = useTranslation('points');
  const [status, setStatus] = useState('pending');
  const list = useQuery({
    queryKey: ['points-exchanges', merchant, status],
    queryFn: () => opsPointsApi.exchanges({ merchant, status: status || undefined, pageNum: 1 }),
  });
  const [deciding, setDeciding] = useState<{ row: OpsPointExchange; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo<Column<OpsPointExchange>[]>(
    () => [
      { id: 'id', header: '#', value: (e) => e.id, cell: (e) => `#${e.id}` },
      { id: 'player', header: t('col.player'), value: (e) => e.username },
      {
        id: 'what',
        header: t('col.what'),
        value: (e) => (e.kind === 'cash' ? t('cash') : e.itemName),
      },
      { id: 'points', header: t('col.points'), value: (e) => e.points },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (e) => e.amount,
        cell: (e) => (e.amount ? formatMoney(e.amount) : '—'),
      },
      {
        id: 'createdAt',
        header: t('col.created'),
        value: (e) => e.createdAt,
        cell: (e) => formatDateTime(e.createdAt),
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (e) => t(`status.${e.status}`),
        cell: (e) => (
          <span data-testid="bo-points-exchange-status" data-status={e.status}>
            <StatusPill status={PILL[e.status] ?? e.status} label={t(`status.${e.status}`)} />
          </span>
        ),
      },
      { id: 'remark', header: t('col.remark'), value: (e) => e.remark || null },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (e: OpsPointExchange) =>
                e.status === 'pending' ? (
                  <div className={pageStyles.rowActions}>
                    <Button
                      size="sm"
                      onClick={() => setDeciding({ row: e, decision: 'approve' })}
                      data-testid="bo-points-approve"
                    >
                      {t('approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeciding({ row: e, decision: 'reject' })}
                      data-testid="bo-points-reject"
                    >
                      {t('reject')}
                    </Button>
                  </div>
                ) : null,
            } satisfies Column<OpsPointExchange>,
          ]
        : []),
    ],
    [t, canDecide],
  );
  return (
    <div className={pageStyles.stack}>
      <FormAlert
        tone="success"
        testId="bo-points-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      {list.error ? <FormAlert testId="bo-points-error">{errorText(list.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data?.content ?? []}
        columns={columns}
        rowId={(e) => String(e.id)}
        loading={list.isFetching}
        testId="bo-points-exchanges"
        exportName={`points-exchanges-${merchant}`}
        toolbar={
          <SelectField
            label={t('col.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            variant="compact"
            testId="bo-points-status"
          >
            <option value="">{t('anyStatus')}</option>
            {EXCHANGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
        }
        empty={t(status === 'pending' ? 'emptyWaiting' : 'empty')}
      />
      <ReasonDialog
        open={deciding !== null}
        title={t(deciding?.decision === 'reject' ? 'rejectTitle' : 'approveTitle', {
          username: deciding?.row.username ?? '',
        })}
        intro={t(deciding?.decision === 'reject' ? 'rejectIntro' : 'approveIntro', {
          points: deciding?.row.points ?? 0,
          item: deciding?.row.itemName ?? '',
        })}
        texts={{
          reason: t('remark'),
          hint: t('remarkHint'),
          confirm: t(deciding?.decision ?? 'approve'),
          sending: t('sending'),
        }}
        send={async (remark) => {
          if (!deciding) return;
          const done = await opsPointsApi.decide(deciding.row.id, {
            merchant,
            decision: deciding.decision,
            remark,
          });
          setDeciding(null);
          setNotice(t(done.status === 'approved' ? 'approved' : 'rejected', { id: done.id }));
          void list.refetch();
        }}
        refusalOf={(error) => errorText(error, t)}
        onClose={() => setDeciding(null)}
        testId="bo-points-decide"
      />
    </div>
  );
}

type Draft = {
  id: number | null;
  en: string;
  th: string;
  pictureUrl: string;
  price: string;
  stock: string;
  enabled: boolean;
};
const draftOf = (item: OpsMallItem | null): Draft => ({
  id: item?.id ?? null,
  en: item?.name.en ?? '',
  th: item?.name.th ?? '',
  pictureUrl: item?.pictureUrl ?? '',
  price: String(item?.price ?? ''),
  stock: String(item?.stock ?? ''),
  enabled: item?.enabled ?? true,
});

function ItemsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('points');
  const list = useQuery({
    queryKey: ['points-items', merchant],
    queryFn: () => opsPointsApi.items(merchant),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: (d: Draft) =>
      opsPointsApi.saveItem(d.id, {
        merchant,
        name: Object.fromEntries(Object.entries({ en: d.en, th: d.th }).filter(([, v]) => v.trim())),
        pictureUrl: d.pictureUrl,
        price: Number(d.price),
        stock: Number(d.stock),
        enabled: d.enabled,
      }),
    onSuccess: () => {
      setDraft(null);
      void list.refetch();
    },
  });
  const columns = useMemo<Column<OpsMallItem>[]>(
    () => [
      {
        id: 'picture',
        header: t('col.image'),
        value: (i) => i.pictureUrl,
        display: true,
        cell: (i) => (i.pictureUrl ? <img src={i.pictureUrl} alt="" width={40} height={40} /> : '—'),
      },
      { id: 'name', header: t('col.name'), value: (i) => i.name.en ?? Object.values(i.name)[0] ?? '' },
      { id: 'price', header: t('col.price'), value: (i) => i.price },
      { id: 'stock', header: t('col.stock'), value: (i) => i.stock },
      {
        id: 'enabled',
        header: t('col.enabled'),
        value: (i) => (i.enabled ? t('on') : t('off')),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (i: OpsMallItem) => (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDraft(draftOf(i))}
                  data-testid="bo-points-item-edit"
                >
                  {t('edit')}
                </Button>
              ),
            } satisfies Column<OpsMallItem>,
          ]
        : []),
    ],
    [t, canEdit],
  );
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  return (
    <div className={pageStyles.stack}>
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowId={(i) => String(i.id)}
        loading={list.isFetching}
        testId="bo-points-items"
        exportName={`points-items-${merchant}`}
        toolbar={
          canEdit ? (
            <Button size="sm" onClick={() => setDraft(draftOf(null))} data-testid="bo-points-item-new">
              {t('newItem')}
            </Button>
          ) : null
        }
        empty={t('noItems')}
      />
      <ConfirmDialog
        open={draft !== null}
        title={t(draft?.id ? 'editItem' : 'newItem')}
        body={
          draft ? (
            <div className={pageStyles.stack}>
              <TextField
                label={t('nameEn')}
                value={draft.en}
                onChange={(e) => set({ en: e.target.value })}
                testId="bo-points-item-en"
              />
              <TextField
                label={t('nameTh')}
                value={draft.th}
                onChange={(e) => set({ th: e.target.value })}
                testId="bo-points-item-th"
              />
              <TextField
                label={t('col.picture')}
                value={draft.pictureUrl}
                onChange={(e) => set({ pictureUrl: e.target.value })}
                testId="bo-points-item-picture"
              />
              <TextField
                label={t('col.price')}
                inputMode="numeric"
                value={draft.price}
                onChange={(e) => set({ price: e.target.value })}
                testId="bo-points-item-price"
              />
              <TextField
                label={t('col.stock')}
                inputMode="numeric"
                value={draft.stock}
                onChange={(e) => set({ stock: e.target.value })}
                testId="bo-points-item-stock"
              />
              <div className={pageStyles.rowActions}>
                <Switch
                  checked={draft.enabled}
                  label={t('col.enabled')}
                  onChange={(enabled) => set({ enabled })}
                  testId="bo-points-item-enabled"
                />
                {t('col.enabled')}
              </div>
              {save.error ? (
                <FormAlert testId="bo-points-item-error">{errorText(save.error, t)}</FormAlert>
              ) : null}
            </div>
          ) : null
        }
        confirm={t('save')}
        confirmDisabled={save.isPending}
        onClose={() => {
          save.reset();
          setDraft(null);
        }}
        onConfirm={() => draft && save.mutate(draft)}
        testId="bo-points-item-dialog"
      />
    </div>
  );
}

function SettingsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('points');
  const current = useQuery({
    queryKey: ['points-settings', merchant],
    queryFn: () => opsPointsApi.settings(merchant),
  });
  const [form, setForm] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!current.data) return;
    const rates = Object.fromEntries(
      current.data.rates.map((r) => [r.category, String(r.betPerPoint / 100)]),
    );
    setForm({
      ...rates,
      cashPerPoint: String(current.data.cashPerPoint),
      minConvert: String(current.data.minConvert),
    });
  }, [current.data]);
  const save = useMutation({
    mutationFn: () => {
      const body: OpsPointSettings = {
        cashPerPoint: Number(form.cashPerPoint ?? 0),
        minConvert: Number(form.minConvert ?? 1),
        rates: POINT_CATEGORIES.filter((c) => Number(form[c] ?? 0) > 0).map((category) => ({
          category,
          betPerPoint: Math.round(Number(form[category]) * 100),
        })),
      };
      return opsPointsApi.saveSettings(merchant, body);
    },
    onSuccess: () => void current.refetch(),
  });
  const field = (key: string, label: string) => (
    <TextField
      key={key}
      label={label}
      inputMode="decimal"
      value={form[key] ?? ''}
      disabled={!canEdit}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      testId={`bo-points-${key}`}
    />
  );
  return (
    <div className={pageStyles.stack}>
      <fieldset className={styles.group}>
        <legend>{t('ratioTitle')}</legend>
        <p>{t('settingsLead')}</p>
        {field('cashPerPoint', t('cashPerPoint'))}
        {field('minConvert', t('minConvert'))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('ratesTitle')}</legend>
        <p>{t('ratesLead')}</p>
        {POINT_CATEGORIES.map((c) => field(c, t('rateOf', { category: t(`catalogue:category.${c}`) })))}
      </fieldset>
      {save.error ? (
        <FormAlert testId="bo-points-settings-error">{errorText(save.error, t)}</FormAlert>
      ) : null}
      {save.isSuccess ? <FormAlert tone="success">{t('saved')}</FormAlert> : null}
      {canEdit ? (
        <Button
          className={styles.save}
          onClick={() => save.mutate()}
          disabled={save.isPending}
          data-testid="bo-points-settings-save"
        >
          {t('save')}
        </Button>
      ) : null}
    </div>
  );
}

function PlayerPanel({ merchant }: { merchant: string }) {
  const { t } = useTranslation('points');
  const [username, setUsername] = useState('');
  const look = useMutation({ mutationFn: (name: string) => opsPointsApi.player(merchant, name) });
  const rows = look.data?.movements.content ?? [];
  const columns = useMemo<Column<(typeof rows)[number]>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('col.created'),
        value: (m) => m.createdAt,
        cell: (m) => formatDateTime(m.createdAt),
      },
      { id: 'type', header: t('col.type'), value: (m) => t(`type.${m.type}`, { defaultValue: m.type }) },
      { id: 'amount', header: t('col.points'), value: (m) => m.amount },
      { id: 'balanceAfter', header: t('col.balance'), value: (m) => m.balanceAfter },
      { id: 'reference', header: t('col.reference'), value: (m) => m.reference },
    ],
    [t],
  );
  return (
    <div className={pageStyles.stack}>
      <form
        className={pageStyles.rowActions}
        onSubmit={(e) => {
          e.preventDefault();
          if (username.trim()) look.mutate(username.trim());
        }}
      >
        <TextField
          label={t('col.player')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          testId="bo-points-player"
        />
        <Button type="submit" data-testid="bo-points-player-look">
          {t('look')}
        </Button>
      </form>
      {look.error ? <FormAlert testId="bo-points-player-error">{errorText(look.error, t)}</FormAlert> : null}
      {look.data ? (
        <>
          <p data-testid="bo-points-player-balance">
            {t('playerBalance', { username: look.data.username, points: look.data.balance })}
          </p>
          <DataTable
            rows={rows}
            columns={columns}
            rowId={(m) => `${m.id}`}
            testId="bo-points-movements"
            empty={t('noMovements')}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * Points and the points mall of one merchant (issue 19, decision 0035): the exchanges waiting for a decision
 * (finance approves or rejects with a remark; a rejection returns the points), the mall's items, the rates
 * and the cash ratio (administrators), and a player's points with their movements. Every role reads.
 */
export default function PointsPage() {
  const { t } = useTranslation('points');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const isFinance = reaches(operator?.role, 'finance');
  const { params, show } = useAddress();
  const { merchant: code, choices } = useChosenMerchant();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'exchanges';
  return (
    <section className={pageStyles.stack} data-testid="bo-points-page">
      <PageHead title={t('title')} lead={t('lead')}>
        <MerchantPicker
          merchants={choices}
          value={code}
          onChange={(next) => show({ merchant: next })}
          testId="bo-points-merchant"
        />
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next === 'exchanges' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {code && (
        <>
          <div {...tabPanel('exchanges', tab)}>
            {tab === 'exchanges' && <ExchangesPanel key={code} merchant={code} canDecide={isFinance} />}
          </div>
          <div {...tabPanel('items', tab)}>
            {tab === 'items' && <ItemsPanel key={code} merchant={code} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('settings', tab)}>
            {tab === 'settings' && <SettingsPanel key={code} merchant={code} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('player', tab)}>
            {tab === 'player' && <PlayerPanel key={code} merchant={code} />}
          </div>
        </>
      )}
    </section>
  );
}
