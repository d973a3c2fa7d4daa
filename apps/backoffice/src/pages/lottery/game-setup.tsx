import type { OpsLotteryGame } from '@portal/contracts/lottery.schema';
import styles from './lottery.module.css';
import { OddsForm } from './odds-form.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { StakesForm } from './stakes-form.tsx';
import { SwitchesForm } from './switches-form.tsx';
import { type GameSaves, useGameSaves } from './use-lottery.ts';

/** What every section of a game's set-up gets. */
export type SetupProps = { game: OpsLotteryGame; canEdit: boolean; saves: GameSaves };

/** A game's set-up, a section each saved on its own: only that section's fields are sent. */
export function GameSetup({
  merchant,
  game,
  canEdit,
}: {
  merchant: string;
  game: OpsLotteryGame;
  canEdit: boolean;
}) {
  const saves = useGameSaves(merchant, game.gameCode);
  const props = { game, canEdit, saves };
  return (
    <div className={styles.setup}>
      <ScheduleForm {...props} />
      <div className={styles.setupSide}>
        <StakesForm {...props} />
        <SwitchesForm {...props} />
      </div>
      <OddsForm {...props} />
    </div>
  );
}
