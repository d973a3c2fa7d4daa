import type { PlayerEngagement, WheelSpin } from '@portal/contracts/signin-wheel.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { ReasonDialog } from '../../shell/reason-dialog.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import styles from './engagement.module.css';
import { engagementKeys, usePlayerEngagement } from './use-engagement.ts';

type CheckInRow = PlayerEngagement['checkIns'][number];
type MoveRow = PlayerEngagement['ticketMoves'][number];

/** One player's tickets, check-ins, spins and ticket moves (by the player's id), and finance's grant. */
export function PlayerPanel({ canGrant }: { canGrant: boolean }) {
  const { t } = useTranslation('engagement');
  const { params, show } = useAddress();
  const asked = Number(params.get('player') ?? '');
  const id = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  const [typed, setTyped] = useState(id ? String(id) : '');
  const player = usePlayerEngagement(id);
  const client = useQueryClient();
  const [tickets, setTickets] = useState('1');
  const [granting, setGranting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const count = /^\d{1,3}$/.test(tickets.trim()) ? Number(tickets.trim()) : 0;

  const checkInColumns = useMemo<Column<CheckInRow>[]>(
    () => [
      { id: 'day', header: t('player.col.day'), value: (r) => r.day },
      { id: 'streakDay', header: t('player.col.streakDay'), value: (r) => r.streakDay, align: 'end' },
      { id: 'at', header: t('player.col.at'), value: (r) => r.at, cell: (r) => formatDateTime(r.at) },
    ],
    [t],
  );
  const spinColumns = useMemo<Column<WheelSpin>[]>(
    () => [
      { id: 'at', header: t('player.col.at'), value: (r) => r.at, cell: (r) => formatDateTime(r.at) },
      { id: 'label', header: t('player.col.prize'), value: (r) => r.label },
      {
        id: 'amount',
        header: t('player.col.amount'),
        value: (r) => r.amount,
        cell: (r) => (r.kind === 'cash' ? formatMoney(r.amount) : t('wheel.kind.none')),
        align: 'end',
      },
    ],
    [t],
  );
  const moveColumns = useMemo<Column<MoveRow>[]>(
    () => [
      { id: 'at', header: t('player.col.at'), value: (r) => r.at, cell: (r) => formatDateTime(r.at) },
      { id: 'delta', header: t('player.col.delta'), value: (r) => r.delta, align: 'end' },
      { id: 'reason', header: t('player.col.reason'), value: (r) => r.reason },
    ],
    [t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(typed.trim());
    if (Number.isSafeInteger(n) && n > 0) show({ player: String(n) });
  };

  return (
    <div className={pageStyles.stack}>
      <form className={styles.lookup} onSubmit={submit} data-testid="bo-engagement-lookup">
        <TextField
          label={t('player.id')}
          value={typed}
          inputMode="numeric"
          onChange={(e) => setTyped(e.target.value)}
          testId="bo-engagement-player-id"
        />
        <Button type="submit" variant="primary" data-testid="bo-engagement-show">
          {t('player.show')}
        </Button>
      </form>
      {player.isError && (
        <FormAlert testId="bo-engagement-player-failed">{errorText(player.error, t)}</FormAlert>
      )}
      {player.data && id !== null && (
        <>
          <div className={styles.summary}>
            <span className={styles.bigNumber} data-testid="bo-engagement-tickets">
              {t('player.tickets', { count: player.data.tickets })}
            </span>
            {canGrant && (
              <div className={styles.grant}>
                <TextField
                  label={t('player.grantCount')}
                  value={tickets}
                  inputMode="numeric"
                  onChange={(e) => setTickets(e.target.value)}
                  testId="bo-engagement-grant-count"
                />
                <Button
                  variant="accent"
                  disabled={count < 1 || count > 100}
                  onClick={() => setGranting(true)}
                  data-testid="bo-engagement-grant"
                >
                  {t('player.grant')}
                </Button>
              </div>
            )}
          </div>
          <FormAlert tone="success" testId="bo-engagement-granted">
            {notice}
          </FormAlert>
          <h3 className={styles.subhead}>{t('player.checkIns')}</h3>
          <DataTable
            rows={player.data.checkIns}
            columns={checkInColumns}
            rowId={(r) => r.day}
            testId="bo-engagement-checkins"
            empty={t('player.noCheckIns')}
          />
          <h3 className={styles.subhead}>{t('player.spins')}</h3>
          <DataTable
            rows={player.data.spins}
            columns={spinColumns}
            rowId={(r) => String(r.id)}
            testId="bo-engagement-spins"
            empty={t('player.noSpins')}
          />
          <h3 className={styles.subhead}>{t('player.moves')}</h3>
          <DataTable
            rows={player.data.ticketMoves}
            columns={moveColumns}
            rowId={(r) => `${r.at}:${r.reason}:${r.delta}`}
            testId="bo-engagement-moves"
            empty={t('player.noMoves')}
          />
          <ReasonDialog
            open={granting}
            title={t('player.grantTitle')}
            intro={t('player.grantIntro', { count, id })}
            texts={{
              reason: t('player.reason'),
              hint: t('player.reasonHint'),
              confirm: t('player.grantConfirm', { count }),
              sending: t('player.granting'),
            }}
            send={async (reason) => {
              const done = await opsApi.engagement.grant(id, count, reason);
              await client.invalidateQueries({ queryKey: engagementKeys.player(id) });
              setGranting(false);
              setNotice(t('player.granted', { count, tickets: done.tickets }));
            }}
            refusalOf={(error) => errorText(error, t)}
            onClose={() => setGranting(false)}
            testId="bo-engagement-grant-dialog"
          />
        </>
      )}
    </div>
  );
}
