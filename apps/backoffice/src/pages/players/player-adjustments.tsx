import { opsApi } from '../../api/ops.ts';
import { adjustmentColumns } from './adjustment-columns.tsx';
import { PlayerList } from './player-lists.tsx';

const columns = (t: Parameters<typeof adjustmentColumns>[0]) => adjustmentColumns(t, false);

/** The player's manual adjustments, newest first: posted, waiting for approval, rejected. */
export const PlayerAdjustments = ({ playerId }: { playerId: number }) => (
  <PlayerList
    name="adjustments"
    playerId={playerId}
    fetchPage={opsApi.players.adjustments}
    columns={columns}
  />
);
