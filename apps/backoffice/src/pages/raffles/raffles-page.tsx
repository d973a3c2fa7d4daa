import type { OpsRaffle, OpsRaffleDetail } from '@portal/contracts/raffles.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsRafflesApi } from '../../api/ops-raffles.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { configOf, draftOf, emptyDraft, type RaffleDraft } from './raffle-model.ts';
import styles from './raffles.module.css';

const PILL: Record<string, string> = {
  upcoming: 'pending',
  open: 'active',
  closed: 'pending',
  drawn: 'paid',
  cancelled: 'rejected',
};
const FORM = 'bo-raffle-form';

/**
 * Raffles of one merchant (issue 19, decision 0038): the list with each raffle's phase, window, draw time,
 * tickets and claims; administrators create raffles, change them before their window opens, cancel them and
 * draw one now; every role opens a raffle's draw (commitment, secret, entrants, winners). The merchant is in
 * the address.
 */
export default function RafflesPage() {
  const { t } = useTranslation('raffles');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['raffles', merchant],
    queryFn: () => opsRafflesApi.list(merchant),
    enabled: merchant !== '',
  });
  const [editing, setEditing] = useState<OpsRaffle | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ raffle: OpsRaffle; action: 'draw' | 'cancel' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['raffles', merchant] });
  const act = useMutation({
    mutationFn: ({ raffle, action }: { raffle: OpsRaffle; action: 'draw' | 'cancel' }) =>
      action === 'draw'
        ? opsRafflesApi.draw(merchant, raffle.id).then(() => action)
        : opsRafflesApi.cancel(merchant, raffle.id).then(() => action),
    onSuccess: (action, { raffle }) => {
      setNotice(t(action === 'draw' ? 'drawn' : 'cancelled', { id: raffle.id }));
      setAsking(null);
      if (action === 'draw') setOpened(raffle.id);
      void reload();
    },
  });

  const columns = useMemo<Column<OpsRaffle>[]>(
    () => [
      { id: 'id', header: t('col.id'), value: (r) => r.id, cell: (r) => `#${r.id}` },
      { id: 'title', header: t('col.title'), value: (r) => r.titles.en ?? '' },
      {
        id: 'phase',
        header: t('col.phase'),
        value: (r) => t(`phase.${r.phase}`),
        cell: (r) => (
          <span data-testid="bo-raffle-phase" data-phase={r.phase}>
            <StatusPill status={PILL[r.phase] ?? r.phase} label={t(`phase.${r.phase}`)} />
          </span>
        ),
      },
      {
        id: 'window',
        header: t('col.window'),
        value: (r) => r.opensAt,
        cell: (r) => `${formatDateTime(r.opensAt)} – ${formatDateTime(r.closesAt)}`,
      },
      { id: 'draw', header: t('col.draw'), value: (r) => r.drawAt, cell: (r) => formatDateTime(r.drawAt) },
      {
        id: 'tickets',
        header: t('col.tickets'),
        value: (r) => r.totalTickets,
        // counted at the draw: before it, the list has no figure to show
        cell: (r) => r.totalTickets ?? '—',
        align: 'end',
      },
      {
        id: 'winners',
        header: t('col.winners'),
        value: (r) => r.winners,
        cell: (r) => `${r.claimed} / ${r.winners}`,
        align: 'end',
      },
      {
        id: 'actions',
        header: t('col.actions'),
        value: () => null,
        display: true,
        cell: (r) => (
          <div className={pageStyles.rowActions}>
            <Button size="sm" variant="ghost" onClick={() => setOpened(r.id)} data-testid="bo-raffle-open">
              {t('show')}
            </Button>
            {isAdmin && r.phase === 'upcoming' ? (
              <Button size="sm" variant="ghost" onClick={() => setEditing(r)} data-testid="bo-raffle-edit">
                {t('edit')}
              </Button>
            ) : null}
            {isAdmin && (r.phase === 'open' || r.phase === 'closed') ? (
              <Button
                size="sm"
                onClick={() => setAsking({ raffle: r, action: 'draw' })}
                data-testid="bo-raffle-draw"
              >
                {t('drawNow')}
              </Button>
            ) : null}
            {isAdmin && r.phase !== 'drawn' && r.phase !== 'cancelled' ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setAsking({ raffle: r, action: 'cancel' })}
                data-testid="bo-raffle-cancel"
              >
                {t('cancel')}
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [t, isAdmin],
  );

  return (
    <section className={pageStyles.stack} data-testid="bo-raffles">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => show({ merchant: code })}
          testId="bo-raffles-merchant"
        />
        {isAdmin ? (
          <Button onClick={() => setEditing('new')} data-testid="bo-raffle-new">
            {t('new')}
          </Button>
        ) : null}
      </PageHead>
      <FormAlert
        tone="success"
        testId="bo-raffles-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('close')}
      >
        {notice}
      </FormAlert>
      {list.error ? <FormAlert testId="bo-raffles-error">{errorText(list.error, t)}</FormAlert> : null}
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowId={(r) => String(r.id)}
        loading={list.isFetching}
        testId="bo-raffles-table"
        empty={t('empty')}
      />
      {editing ? (
        <RaffleDialog
          merchant={merchant}
          raffle={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('saved', { id: saved.id }));
            void reload();
          }}
        />
      ) : null}
      {opened !== null ? (
        <RaffleDetail merchant={merchant} id={opened} onClose={() => setOpened(null)} />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(asking.action === 'draw' ? 'drawNow' : 'cancel') : ''}
        body={
          <>
            <p>
              {asking
                ? t(asking.action === 'draw' ? 'confirmDraw' : 'confirmCancel', { id: asking.raffle.id })
                : ''}
            </p>
            {act.error ? <FormAlert>{errorText(act.error, t)}</FormAlert> : null}
          </>
        }
        confirm={asking ? t(asking.action === 'draw' ? 'drawNow' : 'cancel') : ''}
        onClose={() => {
          setAsking(null);
          act.reset();
        }}
        onConfirm={() => asking && act.mutate(asking)}
        confirmDisabled={act.isPending}
        testId="bo-raffle-confirm"
      />
    </section>
  );
}

function RaffleDialog({
  merchant,
  raffle,
  onClose,
  onSaved,
}: {
  merchant: string;
  raffle: OpsRaffle | null;
  onClose: () => void;
  onSaved: (saved: OpsRaffle) => void;
}) {
  const { t } = useTranslation('raffles');
  const [draft, setDraft] = useState<RaffleDraft>(() => (raffle ? draftOf(raffle) : emptyDraft()));
  const [tried, setTried] = useState(false);
  const config = configOf(draft);
  const save = useMutation({
    mutationFn: () =>
      opsRafflesApi.save(merchant, raffle?.id ?? null, config as Exclude<typeof config, 'prizes'>),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (config !== 'prizes' && !save.isPending) save.mutate();
  };
  const field = (name: keyof RaffleDraft, type = 'text') => (
    <TextField
      label={t(`form.${name}`)}
      value={draft[name]}
      type={type}
      autoComplete="off"
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      error={name === 'prizes' && tried && config === 'prizes' ? t('form.prizesInvalid') : undefined}
      testId={`bo-raffle-${name}`}
    />
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={raffle ? `${t('edit')} #${raffle.id}` : t('new')}
      icon="ticket"
      closeLabel={t('close')}
      size="md"
      testId="bo-raffle-dialog"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
          <Button type="submit" form={FORM} disabled={save.isPending} data-testid="bo-raffle-save">
            {t('save')}
          </Button>
        </div>
      }
    >
      <form id={FORM} className={pageStyles.stack} onSubmit={submit} noValidate>
        <div className={styles.fieldGrid}>
          {field('titleEn')}
          {field('titleTh')}
          {field('descriptionEn')}
          {field('descriptionTh')}
          {field('opensAt', 'datetime-local')}
          {field('closesAt', 'datetime-local')}
          {field('drawAt', 'datetime-local')}
          {field('betPerTicket')}
          {field('depositMin')}
          {field('ticketsPerDeposit')}
          {field('maxTickets')}
        </div>
        {field('prizes')}
        <FormAlert testId="bo-raffle-error">{save.error ? errorText(save.error, t) : null}</FormAlert>
      </form>
    </Modal>
  );
}

function RaffleDetail({ merchant, id, onClose }: { merchant: string; id: number; onClose: () => void }) {
  const { t } = useTranslation('raffles');
  const detail = useQuery({
    queryKey: ['raffles', merchant, 'detail', id],
    queryFn: () => opsRafflesApi.detail(merchant, id),
  });
  const d: OpsRaffleDetail | undefined = detail.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('detail.title', { id })}
      icon="ticket"
      closeLabel={t('close')}
      size="lg"
      testId="bo-raffle-detail"
    >
      {detail.error ? <FormAlert>{errorText(detail.error, t)}</FormAlert> : null}
      {d ? (
        <div className={pageStyles.stack}>
          <p className={styles.hash}>
            <strong>{t('detail.commitment')}</strong> <code>{d.raffle.commitment}</code>
          </p>
          <p>{t('detail.granted', { count: d.raffle.granted })}</p>
          {d.secret ? (
            <>
              <p className={styles.hash}>
                <strong>{t('detail.secret')}</strong> <code data-testid="bo-raffle-secret">{d.secret}</code>
              </p>
              <p className={styles.hash}>
                <strong>{t('detail.ticketsHash')}</strong> <code>{d.ticketsHash}</code>
              </p>
              <h3>{t('detail.winners')}</h3>
              <table className={styles.table} data-testid="bo-raffle-winners">
                <thead>
                  <tr>
                    <th>{t('detail.place')}</th>
                    <th>{t('detail.player')}</th>
                    <th>{t('detail.entrant')}</th>
                    <th>{t('detail.ticket')}</th>
                    <th>{t('detail.prize')}</th>
                    <th>{t('detail.claimed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.winners.map((w) => (
                    <tr key={w.place}>
                      <td>{w.place}</td>
                      <td>{w.username}</td>
                      <td>{w.entrant}</td>
                      <td>#{w.ticket}</td>
                      <td>{formatMoney(w.amount)}</td>
                      <td>{w.claimedAt ? formatDateTime(w.claimedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h3>{t('detail.entrants')}</h3>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('detail.entrant')}</th>
                    <th>{t('detail.player')}</th>
                    <th>{t('detail.tickets')}</th>
                    <th>{t('detail.first')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.entrants.map((e) => (
                    <tr key={e.entrant}>
                      <td>{e.entrant}</td>
                      <td>{e.username}</td>
                      <td>{e.tickets}</td>
                      <td>#{e.firstTicket}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p>{t('detail.notDrawn')}</p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
