import { PLAYER_SEARCH_FIELDS, type PlayerSearchField } from '@portal/contracts/operators';
import type { OpsPlayerSummary } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ListQuery, opsApi } from '../../api/ops.ts';
import { useKeyset } from '../../lib/use-keyset.ts';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { KeysetTable } from '../../table/keyset-table.tsx';
import { MerchantSelect } from '../filters.tsx';
import { PlayerStatus } from './player-status.tsx';
import styles from './players.module.css';

const isField = (value: string | null): value is PlayerSearchField =>
  (PLAYER_SEARCH_FIELDS as readonly string[]).includes(value ?? '');

/** Finds players by a prefix of username, mobile, e-mail or card holder; newest accounts without one. */
export function PlayerSearch({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('players');
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const applied = {
    q: params.get('q') ?? '',
    by: isField(by) ? by : 'any',
    merchant: params.get('merchant') ?? '',
  };
  const [form, setForm] = useState(applied);
  const query: ListQuery = {
    q: applied.q.trim() || undefined,
    by: applied.q.trim() ? applied.by : undefined,
    merchant: applied.merchant || undefined,
    limit: 20,
  };
  const list = useKeyset(['players'], opsApi.players.search, query, 'before');

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (form.q.trim()) next.set('q', form.q.trim());
    if (form.by !== 'any') next.set('by', form.by);
    if (form.merchant) next.set('merchant', form.merchant);
    setParams(next);
  }

  const columns = useMemo<Column<OpsPlayerSummary>[]>(
    () => [
      {
        id: 'username',
        header: t('col.username'),
        value: (p) => p.username,
        cell: (p) => (
          <button
            type="button"
            className={pageStyles.link}
            onClick={() => onOpen(p.id)}
            data-testid="bo-player-open"
          >
            {p.username}
          </button>
        ),
      },
      { id: 'merchant', header: t('col.merchant'), value: (p) => p.merchant },
      { id: 'kind', header: t('col.kind'), value: (p) => p.kind, cell: (p) => t(`kind.${p.kind}`) },
      {
        id: 'status',
        header: t('col.status'),
        value: (p) => p.status,
        cell: (p) => <PlayerStatus status={p.status} />,
      },
      { id: 'realName', header: t('col.realName'), value: (p) => p.realName },
      { id: 'mobile', header: t('col.mobile'), value: (p) => p.mobile },
      { id: 'email', header: t('col.email'), value: (p) => p.email },
      { id: 'nickname', header: t('col.nickname'), value: (p) => p.nickname, hidden: true },
      {
        id: 'lastLogin',
        header: t('col.lastLogin'),
        value: (p) => p.lastLoginAt,
        cell: (p) => (p.lastLoginAt ? formatDateTime(p.lastLoginAt) : t('never')),
      },
      {
        id: 'created',
        header: t('col.created'),
        value: (p) => p.createdAt,
        cell: (p) => formatDateTime(p.createdAt),
        hidden: true,
      },
    ],
    [t, onOpen],
  );

  const searching = applied.q.trim() !== '';
  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={t('lead')} />
      <form className={`${pageStyles.filters} ${styles.search}`} onSubmit={submit}>
        <TextField
          label={t('search.q')}
          value={form.q}
          placeholder={t('search.placeholder')}
          maxLength={64}
          onChange={(e) => setForm({ ...form, q: e.target.value })}
          variant="compact"
          testId="bo-player-q"
        />
        <SelectField
          label={t('search.by')}
          value={form.by}
          onChange={(e) => setForm({ ...form, by: e.target.value as PlayerSearchField })}
          variant="compact"
          testId="bo-player-by"
        >
          {PLAYER_SEARCH_FIELDS.map((field) => (
            <option key={field} value={field}>
              {t(`search.field.${field}`)}
            </option>
          ))}
        </SelectField>
        <MerchantSelect
          value={form.merchant}
          onChange={(merchant) => setForm({ ...form, merchant })}
          testId="bo-player-merchant"
        />
        <Button type="submit" data-testid="bo-player-search">
          {t('search.submit')}
        </Button>
      </form>
      <p className={styles.summaryLine}>
        {searching ? t('search.results', { q: applied.q }) : t('search.newest')}
      </p>
      <KeysetTable
        list={list}
        columns={columns}
        rowId={(p) => String(p.id)}
        testId="bo-players"
        empty={searching ? t('search.none') : t('search.empty')}
      />
    </section>
  );
}
