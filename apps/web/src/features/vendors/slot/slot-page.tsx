import type { HouseSession } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toGameError } from '../shared/game-error.ts';
import { GameMessage, useGameErrorText } from '../shared/game-message.tsx';
import { useVendorSession } from '../shared/use-vendor-session.ts';
import { SlotMachine } from './slot-machine.tsx';

/** /play/house/slot/:gameCode?token=... (or ?trial=1): the in-house slot inside the game popup. */
export function SlotPage() {
  const { gameCode = '' } = useParams();
  const { t } = useTranslation('vendors');
  const errorText = useGameErrorText();
  const session = useVendorSession<HouseSession>('house', gameCode);

  if (session.status === 'loading') {
    return (
      <GameMessage tone="loading" testId="slot-page">
        {t('slot.loading')}
      </GameMessage>
    );
  }
  const slot = session.data?.slot;
  if (session.status === 'error' || !session.data || !slot) {
    return (
      <GameMessage tone="error" testId="slot-page">
        <span data-testid="slot-error">
          {session.error ? errorText(toGameError(session.error)) : t('slot.notASlot')}
        </span>
      </GameMessage>
    );
  }
  return <SlotMachine info={slot} player={session.data.player} setBalance={session.setBalance} />;
}
