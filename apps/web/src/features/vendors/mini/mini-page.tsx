import type { HouseSession } from '@portal/contracts/vendors.schema';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useVendorSession } from '../shared/use-vendor-session.ts';
import { MiniBoard } from './mini-board.tsx';
import styles from './mini-game.module.css';

/**
 * /play/house/mini/:gameCode?token=... (or ?trial=1): the mini game opened from the lobby like any house
 * game, inside the game popup (decision 0045); the portal's dialog shows the same board.
 */
export function MiniPage() {
  const { gameCode = '' } = useParams();
  const { t } = useTranslation('miniGame');
  const errorText = useErrorText();
  const session = useVendorSession<HouseSession>('house', gameCode);
  const body =
    session.status === 'loading' ? (
      <Spinner label={t('loading')} />
    ) : !session.data?.mini ? (
      <p role="alert">
        {session.error ? errorText(session.error.code, session.error.message) : t('unavailable')}
      </p>
    ) : (
      <MiniBoard player={session.data.player} info={session.data.mini} onBalance={session.setBalance} />
    );
  return (
    <div className={styles.page} data-testid="mini-page">
      {body}
    </div>
  );
}
