import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { GameView } from './game-view.tsx';
import { GamesTable } from './games-table.tsx';
import { refusalText } from './refusal-text.ts';
import { useGameNames, useLotteryGames } from './use-lottery.ts';

/**
 * The lottery of one merchant (issue 16): its games at a glance; a game's draws with their exposure, an
 * outside draw's official result and voids; the game's schedule, stakes, limit, switches and odds. The
 * merchant, the game, the tab and the draw are in the address. Administrators change; other roles read.
 */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  const operator = useSession((s) => s.operator);
  const canEdit = reaches(operator?.role, 'admin');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const games = useLotteryGames(merchant);
  const names = useGameNames(merchant);
  const code = params.get('game');
  const game = games.data?.find((g) => g.gameCode === code);

  const open = useCallback((gameCode: string) => show({ game: gameCode, draw: '' }), [show]);

  if (game)
    return (
      <GameView
        key={`${merchant}:${game.gameCode}`}
        merchant={merchant}
        game={game}
        names={names.data}
        canEdit={canEdit}
        show={show}
      />
    );
  return (
    <section className={pageStyles.stack} data-testid="bo-lottery">
      <PageHead title={t('title')} lead={canEdit ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => show({ merchant: code, game: '', draw: '' })}
          testId="bo-lottery-merchant"
        />
      </PageHead>
      {games.error && <FormAlert testId="bo-lottery-load-error">{refusalText(games.error, t)}</FormAlert>}
      <GamesTable games={games.data ?? []} names={names.data} loading={games.isFetching} onOpen={open} />
    </section>
  );
}
