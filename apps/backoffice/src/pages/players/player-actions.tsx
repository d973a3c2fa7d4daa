import type { OpsAdjustment, OpsPlayer } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi, type PlayerAction } from '../../api/ops.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles } from '../../shell/page.tsx';
import { NoteField } from '../decisions.tsx';
import { signedAmount } from './adjustment-columns.tsx';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import type { Notice } from './player-page.tsx';
import styles from './players.module.css';

/**
 * What may be done to the player: finance and administrators adjust its balance; administrators lock or
 * unlock it, force a password change and end its sessions, each after a second look. A viewer sees none.
 */
export function PlayerActions({
  player,
  canChangeStatus,
  canAdjust,
  onNotice,
}: {
  player: OpsPlayer;
  canChangeStatus: boolean;
  canAdjust: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('players');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<PlayerAction | null>(null);
  const [reason, setReason] = useState('');
  const [adjusting, setAdjusting] = useState(false);

  const reload = () =>
    Promise.all(
      ['player', `player-logins-${player.id}`, `player-adjustments-${player.id}`, 'adjustments'].map((key) =>
        client.invalidateQueries({ queryKey: key === 'player' ? ['player', player.id] : [key] }),
      ),
    );

  async function act(action: PlayerAction) {
    setConfirming(null);
    try {
      const done = await opsApi.players.status(player.id, action, reason.trim() || undefined);
      const key = done.changed ? `done.${action}` : `unchanged.${action}`;
      onNotice({ tone: 'success', text: t(key, { username: player.username, count: done.sessionsEnded }) });
    } catch (error) {
      onNotice({ tone: 'danger', text: errorText(error, t) });
    }
    setReason('');
    await reload();
  }

  function adjusted(adjustment: OpsAdjustment) {
    setAdjusting(false);
    const amount = signedAmount(adjustment);
    onNotice(
      adjustment.status === 'posted'
        ? {
            tone: 'success',
            text: t('adjust.posted', { amount, balance: formatMoney(adjustment.balanceAfter ?? 0) }),
          }
        : { tone: 'warning', text: t('adjust.pending', { amount, id: adjustment.id }) },
    );
    void reload();
  }

  if (!canChangeStatus && !canAdjust) return null;
  const locked = player.status === 'locked';
  const actions: PlayerAction[] = canChangeStatus
    ? [locked ? 'unlock' : 'lock', 'force-password-change', 'end-sessions']
    : [];
  return (
    <div className={styles.actions}>
      {canAdjust && (
        <Button onClick={() => setAdjusting(true)} data-testid="bo-player-adjust">
          {t('action.adjust')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'lock' ? 'secondary' : 'outline'}
          onClick={() => setConfirming(action)}
          disabled={player.status === 'disabled' && (action === 'lock' || action === 'unlock')}
          data-testid={`bo-player-${action}`}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`confirm.${confirming}.title`, { username: player.username }) : ''}
        confirm={confirming ? t(`confirm.${confirming}.ok`) : ''}
        testId="bo-player-confirm"
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void act(confirming)}
        body={
          <div className={pageStyles.stack}>
            <p>{confirming ? t(`confirm.${confirming}.body`, { count: player.liveSessions }) : ''}</p>
            <NoteField
              label={t('confirm.reason')}
              value={reason}
              onChange={setReason}
              maxLength={500}
              rows={2}
              testId="bo-player-reason"
            />
          </div>
        }
      />
      {canAdjust && (
        <AdjustmentDialog
          player={player}
          open={adjusting}
          onClose={() => setAdjusting(false)}
          onDone={adjusted}
        />
      )}
    </div>
  );
}
