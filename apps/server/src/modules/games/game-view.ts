import type { Game } from '@portal/contracts/games';
import type { GameRow } from './games.store.ts';

/** A catalogue row as the portal sees it (spec section 3, Game). */
export function toGame(row: GameRow): Game {
  return {
    nodeId: row.id,
    nodeName: row.node_name,
    gameName: row.game_name,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    accountTypeName: row.account_type_name,
    gameClassify: row.game_classify,
    prizeMode: row.prize_mode,
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    showIcon: row.show_icon,
    iconUrl: row.icon_url,
    supportPlay: row.support_play,
    gameCode: row.game_code,
    isGame: row.is_game,
    isHot: row.is_hot,
    isNew: row.is_new,
    isJackpot: row.is_jackpot,
  };
}
